/** The facts a receipt prints, read from a completed payment and the member it belongs to. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, payments } from '../../db/schema';
import { catalogueFor } from '../../../shared/catalogue';
import { DEFAULT_MEMBER_LANGUAGE, localeOfLanguage, type MemberLanguage } from '../../../shared/member-language';
import { receiptWordingFor } from './wording';
import { payerNameOf } from '../payments';
import type { ReceiptFacts } from './render';

/**
 * The language a payment's payer reads: a member's own (members.language, as their SMS), else the
 * page's they paid from (a donation on /sw/donate), else English.
 */
const payerLanguageOf = (memberLanguage: MemberLanguage | null, paymentLanguage: MemberLanguage | null): MemberLanguage =>
  memberLanguage ?? paymentLanguage ?? DEFAULT_MEMBER_LANGUAGE;

/**
 * A completed payment's receipt facts, in `language` when given (the address asked for one:
 * /r/… English, /sw/r/… Kiswahili), else in the payer's; null when there is no such payment or
 * it is not completed.
 */
export async function receiptFacts(db: Db, paymentId: string, language?: MemberLanguage): Promise<ReceiptFacts | null> {
  const [row] = await db
    .select({
      payment: payments,
      membershipNumber: members.membershipNumber,
      memberName: members.fullName,
      memberLanguage: members.language,
    })
    .from(payments)
    .leftJoin(members, eq(members.id, payments.memberId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row || row.payment.status !== 'completed' || !row.payment.completedAt) return null;
  const { payment } = row;
  const written = language ?? payerLanguageOf(row.memberLanguage, payment.language);
  const wording = receiptWordingFor(written);
  // A payment completed by STK Query (or cash) may have no M-Pesa code yet: our own reference stands in.
  const receiptNumber = payment.mpesaReceiptNumber ?? wording.noReceiptCode(`MYV-${payment.id.slice(0, 8).toUpperCase()}`);
  return {
    language: written,
    receiptNumber,
    completedAt: payment.completedAt!,
    // The member's name as it stands now (corrected, or erased); else the name the payment
    // carries; else a well-wisher, in the receipt's language.
    payerName: row.memberName ?? payerNameOf(payment.draft, catalogueFor(localeOfLanguage(written)).donation.anonymousDonor),
    membershipNumber: row.membershipNumber,
    purpose: payment.purpose,
    amount: payment.amount,
    method: payment.method,
  };
}

/** The receipt's file name: its number, or the payment's short reference ("MYV_Risiti_…" in Kiswahili). */
export const receiptFileName = (facts: ReceiptFacts, paymentId: string): string =>
  `MYV_${receiptWordingFor(facts.language).fileName}_${/^[A-Z0-9]{10}$/.test(facts.receiptNumber) ? facts.receiptNumber : paymentId.slice(0, 8)}.pdf`;
