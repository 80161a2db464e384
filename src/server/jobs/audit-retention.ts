/**
 * The audit log's retention: once a day, once across the instances, rows older than the
 * configured years are deleted (config.auditRetention). Money actions (a payment's every step
 * and a cash renewal) are kept longer, as the accounts they explain must be. This job is the
 * only code that deletes audit rows: the audit module itself only appends and reads.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export const AUDIT_RETENTION_JOB = 'audit-retention';
const EVERY_MS = 24 * 60 * 60_000;

/** The rows that record money changing hands: kept for the money retention. */
const isMoneyRow: SQL = or(eq(auditLog.entity, 'payment'), eq(auditLog.action, 'member.cash-renewal'))!;

const yearsBefore = (now: Date, years: number): Date => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/** Deletes the rows past their retention; returns how many went. */
async function pruneAuditLog(
  db: Db,
  now: Date,
  retention: { readonly moneyYears: number; readonly otherYears: number },
): Promise<number> {
  const money = await db
    .delete(auditLog)
    .where(and(isMoneyRow, lt(auditLog.createdAt, yearsBefore(now, retention.moneyYears))))
    .returning({ id: auditLog.id });
  const other = await db
    .delete(auditLog)
    .where(
      and(
        ne(auditLog.entity, 'payment'),
        ne(auditLog.action, 'member.cash-renewal'),
        lt(auditLog.createdAt, yearsBefore(now, retention.otherYears)),
      ),
    )
    .returning({ id: auditLog.id });
  return money.length + other.length;
}

export function registerAuditRetention(app: FastifyInstance): void {
  app.jobs.register({
    name: AUDIT_RETENTION_JOB,
    everyMs: EVERY_MS,
    run: async () => {
      await pruneAuditLog(app.db, app.now(), app.config.auditRetention);
    },
  });
}
