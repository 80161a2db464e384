/**
 * A renewal payment's effect: the member's renewal date moves to (the later of today and the
 * current date) + 1 year, inside the transaction that makes the payment completed — so it happens
 * exactly once per payment, whatever callbacks, queries and submits arrive.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { members } from '../../../db/schema';
import { nairobiToday } from '../../../../shared/dates';
import { renewedUntil } from '../../../../shared/membership';
import { notify } from '../../notifications';
import { enqueueForMember } from '../../sms';

export type RenewalOutcome =
  { memberId: string; renewalDate: string } | { missing: true } | { suspended: true; memberId: string; membershipNumber: string };

export async function renewMembership(tx: Tx, memberId: string | null, now: Date, paymentId?: string): Promise<RenewalOutcome> {
  if (!memberId) return { missing: true };
  // The row lock orders two renewals of one member completing at once: each adds its year.
  const [member] = await tx
    .select({
      id: members.id,
      renewalDate: members.renewalDate,
      fullName: members.fullName,
      membershipNumber: members.membershipNumber,
      phoneNumber: members.phoneNumber,
      email: members.email,
      status: members.status,
      language: members.language,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1)
    .for('update');
  if (!member) return { missing: true };
  // Suspended while the prompt was in flight: paying is not a way round an official's decision.
  if (member.status !== 'active') return { suspended: true, memberId: member.id, membershipNumber: member.membershipNumber };
  const renewalDate = renewedUntil(member.renewalDate, nairobiToday(now));
  await tx.update(members).set({ renewalDate, updatedAt: now }).where(eq(members.id, member.id));
  // The confirmation SMS (and e-mail) with the new date, queued in this same transaction.
  await enqueueForMember(tx, { ...member, renewalDate }, 'renewal', { now, paymentId });
  await notify(tx, {
    kind: 'member_renewed',
    message: `${member.fullName} renewed (${member.membershipNumber}) until ${renewalDate}`,
    entityId: member.id,
  });
  return { memberId: member.id, renewalDate };
}
