/**
 * Deleting a member who has paid needs a second official (docs/finance.md, "Two officials"):
 * the member's payments would lose the member they were for (payments.member_id is set null),
 * so the accountant's file could no longer say whose money it was. The delete files a request
 * instead; another chairman, vice-chairman or treasurer approves it and the member is removed
 * then, in the approval's transaction. A member who never paid is removed at once, as before.
 * The check and the removal (or the request) run under the member's row lock, so a payment
 * completing meanwhile is seen by one or the other.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members, payments } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, requireUuid } from '../../errors';
import type { Actor } from '../../lib/actor';
import { messages } from '../../../shared/messages';
import { officialsMessages } from '../../../shared/officials-messages';
import { hasSecondOfficial, requestApproval, type ApprovalKind } from '../approvals';
import { inScope, type Scope } from '../auth';
import type { WaitingRemoval } from '../people';
import { memberRecords } from './service';

const t = officialsMessages.ownRequests;
const MEMBER_DELETE_KIND = 'member_delete';

/**
 * Paid: money of theirs is in the books (a completed payment, or partials held on them), or the
 * record says paid (an official's cash payment, an import from the old register).
 */
async function hasPaid(tx: Tx, member: { id: string; paymentStatus: string }): Promise<boolean> {
  if (member.paymentStatus === 'paid') return true;
  const [money] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.memberId, member.id), inArray(payments.status, ['completed', 'partial'])))
    .limit(1);
  return Boolean(money);
}

/** Removes a member who never paid (null); files a second official's request for one who has. */
export async function removeOrRequest(db: Db, actor: Actor, id: string, scope: Scope, now: Date): Promise<WaitingRemoval | null> {
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .select({
          id: members.id,
          chapterId: members.chapterId,
          fullName: members.fullName,
          membershipNumber: members.membershipNumber,
          paymentStatus: members.paymentStatus,
        })
        .from(members)
        .where(eq(members.id, requireUuid(id, messages.memberNotFound)))
        .for('update');
      if (!member || !inScope(scope, member.chapterId)) throw notFound(messages.memberNotFound);
      if (!(await hasPaid(tx, member))) {
        await memberRecords.removeIn(tx, actor, id, scope);
        return null;
      }
      const summary = t.memberDeleteSummary(member.fullName, member.membershipNumber);
      const approvalId = await requestApproval(tx, actor, { kind: MEMBER_DELETE_KIND, subjectId: id, summary, now });
      const secondOfficial = await hasSecondOfficial(tx, 'treasury', actor.userId);
      const message = secondOfficial ? t.memberDeleteRequested : `${t.memberDeleteRequested} ${t.noSecondOfficial}`;
      return { approvalId, secondOfficial, message };
    });
  } catch (error) {
    // One open request per member (approvals_subject_idx), whichever instance files it.
    if (isUniqueViolation(error, 'approvals_subject_idx')) throw conflict(t.memberDeleteAlreadyRequested);
    throw error;
  }
}

/** The approvals kind (registered with the money kinds, modules/finance): approving removes the member. */
export const memberDeleteKind: ApprovalKind = {
  kind: MEMBER_DELETE_KIND,
  access: 'treasury',
  async approve(tx, memberId, approver) {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw conflict(t.memberGone);
    // The approver removes; the requester's name is in the approval's audit entries beside it.
    await memberRecords.removeIn(tx, approver, memberId, 'all', { approvedBy: approver.username });
  },
  // Rejected or withdrawn, the member simply stays.
  async reject() {},
  async withdraw() {},
};
