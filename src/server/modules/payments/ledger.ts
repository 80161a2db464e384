/**
 * The Payments tab's reading side: the list with its filters, the totals over everything the
 * filter matches, and the CSV export of the same rows. One filter function serves all three, so
 * the export and the totals always describe the list an official is looking at.
 */
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { foldForSearch, foldedSql } from '../../db/fold';
import { containing } from '../../db/like';
import { chapters, members, payments } from '../../db/schema';
import { toDisplayPhone } from '../../../shared/phone';
import { draftChapterName, payerNameOf } from './draft';
import type {
  PaymentList,
  PaymentSummary,
  paymentExportQuerySchema,
  paymentListQuerySchema,
} from '../../../shared/schemas/registration';

type PaymentFilter = z.output<typeof paymentExportQuerySchema>;

function paymentFilter(query: PaymentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.method) conditions.push(eq(payments.method, query.method));
  if (query.purpose) conditions.push(eq(payments.purpose, query.purpose));
  if (query.channel) conditions.push(eq(payments.channel, query.channel));
  if (query.memberId) conditions.push(eq(payments.memberId, query.memberId));
  const search = query.search?.trim();
  if (search) {
    const pattern = containing(search);
    conditions.push(
      or(
        ilike(payments.idNumber, pattern),
        ilike(payments.phoneNumber, pattern),
        ilike(payments.mpesaReceiptNumber, pattern),
        ilike(payments.accountReference, pattern),
        // The name regardless of case and letter marks: "Kimathi" finds "Kĩmathi" (db/fold.ts).
        sql`${foldedSql(sql`${payments.draft}->>'fullName'`)} like ${containing(foldForSearch(search))}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const selectPayments = (db: Db) =>
  db
    .select({ payment: payments, membershipNumber: members.membershipNumber, chapter: chapters.name })
    .from(payments)
    .leftJoin(members, eq(members.id, payments.memberId))
    .leftJoin(chapters, sql`${chapters.id}::text = ${payments.draft}->>'chapterId'`)
    .$dynamic();
type Row = Awaited<ReturnType<typeof selectPayments>>[number];

const toSummary = ({ payment, membershipNumber, chapter }: Row): PaymentSummary => {
  const draft = payment.draft;
  return {
    id: payment.id,
    method: payment.method,
    purpose: payment.purpose,
    channel: payment.channel,
    status: payment.status,
    phoneNumber: toDisplayPhone(payment.phoneNumber),
    amount: payment.amount,
    accountReference: payment.accountReference,
    idNumber: payment.idNumber,
    fullName: payerNameOf(draft),
    chapter: chapter ?? draftChapterName(draft),
    checkoutRequestId: payment.checkoutRequestId,
    resultCode: payment.resultCode,
    resultDesc: payment.resultDesc,
    receipt: payment.mpesaReceiptNumber,
    note: payment.note,
    membershipNumber: membershipNumber ?? null,
    memberId: payment.memberId,
    payerFirstName: payment.payerFirstName,
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
  };
};

export async function listPayments(db: Db, query: z.output<typeof paymentListQuerySchema>): Promise<PaymentList> {
  const where = paymentFilter(query);
  const { pageSize, page } = query;
  const [rows, [totals], countRows] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        n: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
        received: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'completed'), 0)::int`,
        completed: sql<number>`(count(*) filter (where ${payments.status} = 'completed'))::int`,
      })
      .from(payments)
      .where(where),
    // The badges count every payment by status, whatever the filter.
    db
      .select({ status: payments.status, n: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.status),
  ]);
  const counts: Record<string, number> = {};
  for (const row of countRows) counts[row.status] = Number(row.n);
  return {
    items: rows.map(toSummary),
    total: Number(totals?.n ?? 0),
    counts,
    totals: {
      amount: Number(totals?.amount ?? 0),
      received: Number(totals?.received ?? 0),
      completed: Number(totals?.completed ?? 0),
    },
  };
}

const EXPORT_BATCH = 1000;

/** Every payment the filter matches, newest first, a batch at a time (keyset on created_at, id). */
export async function* paymentBatches(db: Db, query: PaymentFilter): AsyncGenerator<PaymentSummary[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page: SQL | undefined = after
      ? or(lt(payments.createdAt, after.createdAt), and(eq(payments.createdAt, after.createdAt), lt(payments.id, after.id)))
      : undefined;
    const rows: Row[] = await selectPayments(db)
      .where(and(paymentFilter(query), page))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map(toSummary);
    const last: Row['payment'] = rows.at(-1)!.payment;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}
