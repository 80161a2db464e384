/**
 * A registration payment's effect: the member created from the draft stored with the payment
 * (payments.draft, shared/schemas/payment-drafts.ts), even if the browser is gone by then.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { chapters, members, smsPreferenceChanges } from '../../../db/schema';
import { SMS_CONSENT_VERSION } from '../../../../shared/constants';
import { nairobiToday } from '../../../../shared/dates';
import { firstRenewalDate } from '../../../../shared/membership';
import { isUniqueViolation } from '../../../db/errors';
import { insertWithMembershipNumber } from '../../members';
import { notify } from '../../notifications';
import { enqueueForMember } from '../../sms';
import type { RegistrationDraft } from '../../../../shared/schemas/payment-drafts';

export type MemberCreation = { memberId: string; membershipNumber: string } | { duplicate: 'idNumber' | 'phoneNumber' };

/**
 * Creates the member for a completed payment inside the caller's transaction. A member with the
 * same ID number or phone already existing (two browsers paid for one) is reported, not thrown:
 * the payment stays completed and is flagged for a refund.
 */
export async function createMemberFromDraft(
  tx: Tx,
  draft: RegistrationDraft,
  input: { paymentMethod: 'mpesa_stk' | 'manual'; paymentId?: string; now: Date },
): Promise<MemberCreation> {
  const [chapter] = await tx.select().from(chapters).where(eq(chapters.id, draft.chapterId)).limit(1);
  const joinDate = nairobiToday(input.now);
  try {
    // A savepoint: the duplicate-ID violation must not abort the payment's transaction.
    const member = await tx.transaction((savepoint) =>
      insertWithMembershipNumber(savepoint, chapter?.code ?? null, joinDate, async (db, membershipNumber) => {
        const [row] = await db
          .insert(members)
          .values({
            idNumber: draft.idNumber,
            fullName: draft.fullName,
            phoneNumber: draft.phoneNumber,
            email: draft.email,
            gender: draft.gender,
            chapterId: chapter?.id ?? null,
            membershipNumber,
            joinDate,
            renewalDate: firstRenewalDate(joinDate),
            paymentStatus: 'paid',
            paymentMethod: input.paymentMethod,
            status: 'active',
            photoId: draft.photoId,
            consentAt: new Date(draft.consentAt),
            consentVersion: draft.consentVersion,
            // Promotional SMS only when the box was ticked (opt-in): the time is the form's, as for the privacy consent.
            ...(draft.smsConsent
              ? {
                  smsConsent: true,
                  smsConsentAt: new Date(draft.consentAt),
                  smsConsentVersion: draft.smsConsentVersion ?? SMS_CONSENT_VERSION,
                }
              : {}),
            language: draft.language,
          })
          .returning({
            id: members.id,
            membershipNumber: members.membershipNumber,
            phoneNumber: members.phoneNumber,
            email: members.email,
            renewalDate: members.renewalDate,
            language: members.language,
          });
        return row!;
      }),
    );
    if (draft.smsConsent) {
      await tx
        .insert(smsPreferenceChanges)
        .values({ memberId: member.id, change: 'consent', source: 'registration', at: new Date(draft.consentAt) });
    }
    // The welcome SMS (and e-mail) with the membership number, queued in this same transaction.
    await enqueueForMember(tx, member, 'welcome', { now: input.now, paymentId: input.paymentId });
    await notify(tx, {
      kind: 'member_registered',
      message: `New member ${draft.fullName} registered (${member.membershipNumber})`,
      entityId: member.id,
    });
    return { memberId: member.id, membershipNumber: member.membershipNumber };
  } catch (error) {
    if (isUniqueViolation(error, 'members_id_number_idx')) return { duplicate: 'idNumber' };
    // Two registrations with one phone, both paid: the database lets only one become a member.
    if (isUniqueViolation(error, 'members_phone_number_idx')) return { duplicate: 'phoneNumber' };
    throw error;
  }
}
