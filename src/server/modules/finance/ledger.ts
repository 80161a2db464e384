/**
 * The treasurer's ledger (docs/finance.md): what the export lists and the summary adds up, from
 * one function so the file always sums to the tab's total for the same dates.
 *
 * - A completed payment is one row, dated when it completed (Nairobi's calendar).
 * - A payment whose money arrived under a real M-Pesa code and that an official then marked to be
 *   refunded (status `rejected`, channel stk or paybill) is two rows: the money in, dated when it
 *   arrived, and the refund as a negative row, dated when it was marked. The M-Pesa statement
 *   shows both, so the file reconciles with it line by line.
 * - Money still undecided (exceptions, partials held) is no row: the summary counts it apart.
 */
import { and, eq, gte, isNotNull, lt, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, members, payments } from '../../db/schema';
import { nairobiDayStart } from '../../../shared/dates';
import type { PaymentChannel, PaymentPurpose } from '../../../shared/constants';

export interface LedgerRow {
  /** When the row happened. */
  at: Date;
  receipt: string | null;
  /** The payment's purpose, or `refund` for the negative row of a refunded payment. */
  purpose: PaymentPurpose | 'refund';
  /** What the money was for before any refund (the chart's series). */
  paidFor: PaymentPurpose;
  membershipNumber: string | null;
  chapter: string | null;
  amount: number;
  channel: PaymentChannel;
}

export interface DateRange {
  from: string;
  to: string;
}

/** The moments a range of Nairobi calendar days covers: [start, end). */
function bounds(range: DateRange): { start: Date; end: Date } {
  const end = nairobiDayStart(range.to);
  return { start: nairobiDayStart(range.from), end: new Date(end.getTime() + 86_400_000) };
}

const refunded = and(eq(payments.status, 'rejected'), isNotNull(payments.mpesaReceiptNumber), ne(payments.channel, 'manual'));

/** The ledger's rows for the dates, oldest first. */
export async function ledgerRows(db: Db, range: DateRange): Promise<LedgerRow[]> {
  const { start, end } = bounds(range);
  const within = (column: AnyColumn) => and(gte(column, start), lt(column, end));
  const rows = await db
    .select({
      payment: {
        status: payments.status,
        purpose: payments.purpose,
        channel: payments.channel,
        amount: payments.amount,
        receipt: payments.mpesaReceiptNumber,
        createdAt: payments.createdAt,
        completedAt: payments.completedAt,
        updatedAt: payments.updatedAt,
      },
      membershipNumber: members.membershipNumber,
      chapter: sql<string | null>`coalesce(${chapters.name}, ${payments.draft}->>'chapterName')`,
    })
    .from(payments)
    .leftJoin(members, eq(members.id, payments.memberId))
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(
      or(
        and(eq(payments.status, 'completed'), within(payments.completedAt)),
        and(refunded, or(within(payments.createdAt), within(payments.updatedAt))),
      ),
    );
  const inRange = (at: Date) => at >= start && at < end;
  const out: LedgerRow[] = [];
  for (const { payment, membershipNumber, chapter } of rows) {
    const base = {
      receipt: payment.receipt,
      paidFor: payment.purpose,
      membershipNumber: payment.purpose === 'donation' ? null : (membershipNumber ?? null),
      chapter: chapter ?? null,
      channel: payment.channel,
    };
    if (payment.status === 'completed') {
      out.push({ ...base, at: payment.completedAt!, purpose: payment.purpose, amount: payment.amount });
      continue;
    }
    if (inRange(payment.createdAt))
      out.push({ ...base, at: payment.createdAt, purpose: payment.purpose, amount: payment.amount });
    if (inRange(payment.updatedAt)) out.push({ ...base, at: payment.updatedAt, purpose: 'refund', amount: -payment.amount });
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.receipt ?? '').localeCompare(b.receipt ?? ''));
}

/** What waits for an official's decision: the exceptions queue and the partials held on members. */
export async function undecided(db: Db) {
  const [row] = await db
    .select({
      exceptions: sql<number>`(count(*) filter (where ${payments.status} = 'exception'))::int`,
      exceptionsAmount: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'exception'), 0)::int`,
      partials: sql<number>`(count(*) filter (where ${payments.status} = 'partial'))::int`,
      partialsAmount: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'partial'), 0)::int`,
    })
    .from(payments)
    .where(or(eq(payments.status, 'exception'), eq(payments.status, 'partial')));
  return {
    exceptions: { count: Number(row?.exceptions ?? 0), amount: Number(row?.exceptionsAmount ?? 0) },
    partialsHeld: { count: Number(row?.partials ?? 0), amount: Number(row?.partialsAmount ?? 0) },
  };
}
