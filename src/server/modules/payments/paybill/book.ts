/**
 * The one idempotent path every paybill payment takes, whatever told us of it (Daraja's
 * confirmation, the Pull Transactions job, a statement line): stored once per M-Pesa receipt
 * (TransID, unique across all payments, prompt ones too), then matched by the account number
 * the payer typed (account.ts) and applied through the payment state machine (applyEvent), so
 * a registration completes or a membership renews exactly as a prompt payment does, in the
 * same transaction. What matches nobody waits in the exceptions queue for an official.
 */
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { chapters, members, payments, photos } from '../../../db/schema';
import { TOTAL_FEE_KES } from '../../../../shared/constants';
import { registrationDraftSchema, type RegistrationDraft } from '../../../../shared/schemas/payment-drafts';
import { applyEvent, type PaymentRow } from '../service';
import { readAccount } from './account';

/** A paybill payment as any source reports it. */
export interface PaybillMoney {
  receipt: string;
  amount: number;
  /** What the payer typed as the account number, as it came. */
  account: string;
  firstName: string | null;
  /** Opaque (masked or hashed by M-Pesa): stored, never matched on. */
  msisdn: string;
  raw: unknown;
  /**
   * false when the sender could not be shown to be M-Pesa (a confirmation from an address off
   * Safaricom's list that the Pull Transactions API does not know yet): kept, but only an
   * official may give it an effect.
   */
  verified: boolean;
}

export type BookOutcome =
  | { outcome: 'already-recorded'; paymentId: string | null }
  | { outcome: 'completed' | 'partial' | 'exception' | 'review'; paymentId: string };

/** Who the money is for, once the account number has been looked up. */
export type PaybillTarget =
  | { kind: 'member'; memberId: string }
  | { kind: 'registration'; idNumber: string; draft: RegistrationDraft }
  | { kind: 'donation' }
  | { kind: 'exception'; note: string };

/** How far back a prompt may be for its paybill twin (the same payment reported as C2B) to be recognised. */
const PROMPT_TWIN_WINDOW_MS = 48 * 60 * 60 * 1000;
const NO_MATCH_NOTE = 'The account number matches no member, registration or donation word';
const UNVERIFIED_NOTE =
  "Not confirmed as M-Pesa's: the sender is not on Safaricom's list and M-Pesa's transaction list does not show it. Check the statement first";

export async function bookPaybillPayment(db: Db, money: PaybillMoney, now: Date): Promise<BookOutcome> {
  return db.transaction(async (tx) => {
    // One receipt at a time across instances: the check and the insert below must not interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-receipt:${money.receipt}`}))`);
    const [known] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.mpesaReceiptNumber, money.receipt))
      .limit(1);
    if (known) return { outcome: 'already-recorded', paymentId: known.id };

    const reading = readAccount(money.account);
    if (money.verified && reading.kind === 'id-number' && reading.fromPrompt) {
      const twin = await promptTwin(tx, reading.idNumber, money, now);
      if (twin) return twin;
    }
    const target: PaybillTarget = money.verified ? await findTarget(tx, reading) : { kind: 'exception', note: UNVERIFIED_NOTE };
    const [row] = await tx
      .insert(payments)
      .values({
        method: 'manual',
        channel: 'paybill',
        purpose: 'donation',
        status: target.kind === 'exception' ? 'exception' : 'pending',
        phoneNumber: money.msisdn.slice(0, 40),
        amount: money.amount,
        accountReference: money.account.slice(0, 40),
        mpesaReceiptNumber: money.receipt,
        draft: { name: money.firstName ?? null, message: null, listPublicly: false },
        idNumber: '',
        rawPayload: money.raw,
        payerFirstName: money.firstName,
        note: target.kind === 'exception' ? target.note : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return applyToTarget(tx, row!, target, now);
  });
}

/** The account number's owner: a member (by membership or ID number), a kept registration draft, a donation, or nobody. */
async function findTarget(tx: Tx, reading: ReturnType<typeof readAccount>): Promise<PaybillTarget> {
  switch (reading.kind) {
    case 'donation':
      return { kind: 'donation' };
    case 'nothing':
      return { kind: 'exception', note: NO_MATCH_NOTE };
    case 'membership-number': {
      const [member] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.membershipNumber, reading.membershipNumber))
        .limit(1);
      return member ? { kind: 'member', memberId: member.id } : { kind: 'exception', note: NO_MATCH_NOTE };
    }
    case 'id-number': {
      const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.idNumber, reading.idNumber)).limit(1);
      if (member) return { kind: 'member', memberId: member.id };
      const draft = await keptRegistrationDraft(tx, reading.idNumber);
      return draft ? { kind: 'registration', idNumber: reading.idNumber, draft } : { kind: 'exception', note: NO_MATCH_NOTE };
    }
  }
}

/**
 * The draft of the latest registration started on the site for this ID number whose prompt did
 * not complete (failed, or never answered): paying to the paybill with the ID number finishes it.
 * Its photo was removed when the prompt failed, so the member is created without one then; a
 * draft the retention job has erased (30 days on) matches nothing.
 */
async function keptRegistrationDraft(tx: Tx, idNumber: string): Promise<RegistrationDraft | null> {
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.idNumber, idNumber),
        eq(payments.purpose, 'registration'),
        eq(payments.channel, 'stk'),
        inArray(payments.status, ['failed', 'unknown']),
        // A draft erased after 30 days (data retention) holds nothing to register with.
        sql`not (${payments.draft} ? 'erased')`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!attempt) return null;
  // Not parseable (a hand-edited row): the payment goes to the queue rather than failing the confirmation.
  const parsed = registrationDraftSchema.safeParse(attempt.draft);
  if (!parsed.success) return null;
  const draft = parsed.data;
  if (draft.photoId) {
    const [photo] = await tx.select({ id: photos.id }).from(photos).where(eq(photos.id, draft.photoId)).limit(1);
    if (!photo) return { ...draft, photoId: null };
  }
  return draft;
}

/**
 * A prompt's payment reported again as a paybill payment (its account is the prompt's own
 * MYV-{id}, same amount): it is that prompt's result, never a second payment. A prompt still
 * waiting is completed by it (through the state machine, as a callback would); one completed
 * without a receipt (STK Query carries none) gets it.
 */
async function promptTwin(tx: Tx, idNumber: string, money: PaybillMoney, now: Date): Promise<BookOutcome | null> {
  const [prompt] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.idNumber, idNumber),
        eq(payments.channel, 'stk'),
        eq(payments.amount, money.amount),
        gte(payments.createdAt, new Date(now.getTime() - PROMPT_TWIN_WINDOW_MS)),
        or(
          inArray(payments.status, ['pending', 'unknown']),
          and(eq(payments.status, 'completed'), isNull(payments.mpesaReceiptNumber)),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!prompt) return null;
  if (prompt.status === 'completed') {
    await tx.update(payments).set({ mpesaReceiptNumber: money.receipt, updatedAt: now }).where(eq(payments.id, prompt.id));
    return { outcome: 'already-recorded', paymentId: prompt.id };
  }
  const applied = await applyEvent(
    tx,
    eq(payments.id, prompt.id),
    { type: 'result', resultCode: '0', amount: money.amount },
    { resultDesc: 'Paid: reported by M-Pesa as a paybill payment', receipt: money.receipt },
    now,
  );
  return { outcome: 'already-recorded', paymentId: applied.payment?.id ?? prompt.id };
}

/**
 * Gives a stored paybill payment (pending: just arrived; exception: an official assigns it) its
 * effect. Below the fee it is held as a partial on the ID number; the payment that brings the
 * held total to the fee carries the registration or renewal, the held ones complete with it, and
 * whatever is above the fee becomes a donation of its own (a row without a receipt: the receipt
 * counts once, on the payment that carried it).
 */
export async function applyToTarget(tx: Tx, row: PaymentRow, target: PaybillTarget, now: Date): Promise<BookOutcome> {
  const event =
    row.status === 'exception' ? ({ type: 'exception-settled', refund: false } as const) : ({ type: 'paybill-matched' } as const);
  if (target.kind === 'exception') return { outcome: 'exception', paymentId: row.id };
  if (target.kind === 'donation') {
    const done = await applyEvent(tx, eq(payments.id, row.id), event, { resultDesc: 'Donation' }, now);
    return { outcome: 'completed', paymentId: done.payment?.id ?? row.id };
  }
  const owner = await ownerOf(tx, target);
  if (!owner) return { outcome: 'exception', paymentId: row.id };
  // The held partials of one ID number are summed and spent by one payment at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-id:${owner.idNumber}`}))`);
  const held = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.idNumber, owner.idNumber), eq(payments.status, 'partial')));
  const heldTotal = held.reduce((sum, p) => sum + p.amount, 0);
  const common = {
    purpose: owner.purpose,
    draft: owner.draft,
    memberId: owner.memberId,
    idNumber: owner.idNumber,
    updatedAt: now,
  };

  if (heldTotal + row.amount < TOTAL_FEE_KES) {
    await tx
      .update(payments)
      .set({ ...common, status: 'partial', note: `Held: KSh ${heldTotal + row.amount} of ${TOTAL_FEE_KES} paid so far` })
      .where(eq(payments.id, row.id));
    return { outcome: 'partial', paymentId: row.id };
  }
  const share = TOTAL_FEE_KES - heldTotal;
  const rest = row.amount - share;
  await tx
    .update(payments)
    .set({ ...common, amount: share, note: rest > 0 ? `KSh ${rest} above the fee recorded as a donation` : null })
    .where(eq(payments.id, row.id));
  const done = await applyEvent(
    tx,
    eq(payments.id, row.id),
    event,
    { resultDesc: 'Paid to the paybill' },
    now,
    async (inner, paid) => {
      // A member an official added unpaid is paid now.
      if (paid.memberId && paid.status === 'completed')
        await inner
          .update(members)
          .set({ paymentStatus: 'paid', updatedAt: now })
          .where(and(eq(members.id, paid.memberId), sql`${members.paymentStatus} <> 'paid'`));
    },
  );
  for (const partial of held) {
    await applyEvent(
      tx,
      eq(payments.id, partial.id),
      { type: 'partials-reached' },
      { resultDesc: `Counted with ${row.mpesaReceiptNumber}` },
      now,
    );
  }
  if (rest > 0) {
    const [extra] = await tx
      .insert(payments)
      .values({
        method: 'manual',
        channel: 'paybill',
        purpose: 'donation',
        status: 'pending',
        phoneNumber: row.phoneNumber,
        amount: rest,
        accountReference: row.accountReference,
        draft: { name: row.payerFirstName ?? null, message: null, listPublicly: false },
        idNumber: '',
        payerFirstName: row.payerFirstName,
        note: `Above the fee on M-Pesa receipt ${row.mpesaReceiptNumber}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    await applyEvent(tx, eq(payments.id, extra!.id), { type: 'paybill-matched' }, { resultDesc: 'Donation' }, now);
  }
  const status = done.payment?.status;
  return { outcome: status === 'review' ? 'review' : 'completed', paymentId: row.id };
}

interface Owner {
  idNumber: string;
  memberId: string | null;
  purpose: 'registration' | 'renewal';
  draft: PaymentRow['draft'];
}

/** The purpose and draft a member's (renewal) or a kept registration's payment carries, as a prompt's would. */
async function ownerOf(tx: Tx, target: Extract<PaybillTarget, { kind: 'member' | 'registration' }>): Promise<Owner | null> {
  if (target.kind === 'registration')
    return { idNumber: target.idNumber, memberId: null, purpose: 'registration', draft: target.draft };
  const [member] = await tx
    .select({
      id: members.id,
      idNumber: members.idNumber,
      fullName: members.fullName,
      membershipNumber: members.membershipNumber,
      chapterId: members.chapterId,
      chapterName: chapters.name,
      renewalDate: members.renewalDate,
    })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(eq(members.id, target.memberId))
    .limit(1);
  if (!member) return null;
  return {
    idNumber: member.idNumber,
    memberId: member.id,
    purpose: 'renewal',
    draft: {
      fullName: member.fullName,
      membershipNumber: member.membershipNumber,
      chapterId: member.chapterId,
      chapterName: member.chapterName,
      renewalDateBefore: member.renewalDate,
    },
  };
}
