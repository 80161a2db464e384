/**
 * Donations by M-Pesa prompt (/donate, docs/donations.md): the same prompt machinery as
 * registration and renewal (modules/payments: the prompt limits per phone and per address, the
 * pending payment, the STK Push, the state machine, polling with GET /api/mpesa/status). What a
 * completed donation does (the one thank-you SMS) is payments/purposes/donation.ts. This module
 * starts donations and answers the public thank-you list.
 */
import { and, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { DONATION_ACCOUNT, DONORS_LISTED } from '../../../shared/constants';
import { nairobiDayStart, nairobiToday } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { DonationStkPush, DonationSummary } from '../../../shared/schemas/donations';
import type { DonationDraft } from '../../../shared/schemas/payment-drafts';
import {
  insertPendingPayment,
  lockForPrompt,
  sendPrompt,
  type PaymentGateway,
  type PromptLimits,
  type StkPushAnswer,
} from '../payments';

export async function startDonationPrompt(
  db: Db,
  gateway: PaymentGateway,
  input: { donation: DonationStkPush; ip: string; limits: PromptLimits; now: Date },
): Promise<StkPushAnswer> {
  const { donation, now } = input;
  const draft: DonationDraft = { name: donation.name, message: donation.message, listPublicly: donation.listPublicly };
  const payment = await db.transaction(async (tx) => {
    // A donation has no ID number: the paying phone is its key, for the lock as for the limits.
    await lockForPrompt(tx, {
      idNumber: `donation:${donation.phoneNumber}`,
      payingPhone: donation.phoneNumber,
      method: 'mpesa_stk',
      limits: input.limits,
      now,
    });
    return insertPendingPayment(
      tx,
      {
        method: 'mpesa_stk',
        purpose: 'donation',
        phoneNumber: donation.phoneNumber,
        amount: donation.amount,
        accountReference: DONATION_ACCOUNT,
        draft,
        idNumber: '',
        memberId: null,
        ip: input.ip,
        // Not personal data, so a column rather than the draft: it outlives the draft's erasure.
        language: donation.language ?? null,
      },
      now,
    );
  });
  return sendPrompt(db, gateway, payment, now);
}

/** The first word of the name a donor gave, the only part ever shown publicly. */
const firstNameOf = (name: string | null): string => name?.trim().split(/\s+/)[0] || messages.donation.anonymousDonor;

/**
 * The public thank-you list: this Nairobi calendar year's total of completed donations (every
 * one, listed or not, paybill ones too), and the last donors who agreed to be listed, by first
 * name and amount only.
 */
export async function donationSummary(db: Db, now: Date): Promise<DonationSummary> {
  const year = Number(nairobiToday(now).slice(0, 4));
  const inYear = and(
    eq(payments.purpose, 'donation'),
    eq(payments.status, 'completed'),
    gte(payments.completedAt, nairobiDayStart(`${year}-01-01`)),
    lt(payments.completedAt, nairobiDayStart(`${year + 1}-01-01`)),
  );
  const [[totals], listed] = await Promise.all([
    db
      .select({ total: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(inYear),
    db
      .select({ draft: payments.draft, amount: payments.amount, completedAt: payments.completedAt })
      .from(payments)
      .where(and(inYear, sql`${payments.draft}->>'listPublicly' = 'true'`))
      .orderBy(desc(payments.completedAt))
      .limit(DONORS_LISTED),
  ]);
  return {
    year,
    total: totals?.total ?? 0,
    donors: listed.map((row) => ({
      firstName: firstNameOf('name' in row.draft ? row.draft.name : null),
      amount: row.amount,
      at: row.completedAt!.toISOString(),
    })),
  };
}
