/**
 * The dashboard's USSD report: the last 30 days of sessions by Nairobi day, what they achieved,
 * the joins and renewals paid after a USSD prompt, and where callers left without finishing.
 */
import { and, count, gte, isNull, like, sql, eq } from 'drizzle-orm';
import type { UssdReport } from '../../../shared/schemas/ussd';
import type { Db } from '../../db/client';
import { payments, ussdSessions } from '../../db/schema';

const REPORT_DAYS = 30;

export async function ussdReport(db: Db, now: Date): Promise<UssdReport> {
  const since = new Date(now.getTime() - REPORT_DAYS * 24 * 60 * 60_000);
  const inRange = gte(ussdSessions.createdAt, since);
  // Nairobi is UTC+3 all year: a day there is the UTC moment plus three hours.
  const day = sql<string>`to_char(${ussdSessions.createdAt} + interval '3 hours', 'YYYY-MM-DD')`;
  const [days, outcomes, paid, dropOuts, endStatuses] = await Promise.all([
    db.select({ day, sessions: count() }).from(ussdSessions).where(inRange).groupBy(day).orderBy(day),
    db
      .select({ outcome: ussdSessions.outcome, sessions: count() })
      .from(ussdSessions)
      .where(inRange)
      .groupBy(ussdSessions.outcome),
    db
      .select({ purpose: payments.purpose, n: count() })
      .from(payments)
      // Prompts started over USSD carry the session's token (modules/ussd/actions.ts).
      .where(and(like(payments.browserTokenHash, 'ussd:%'), eq(payments.status, 'completed'), gte(payments.createdAt, since)))
      .groupBy(payments.purpose),
    db
      .select({ screen: ussdSessions.lastScreen, sessions: count() })
      .from(ussdSessions)
      .where(and(inRange, isNull(ussdSessions.outcome)))
      .groupBy(ussdSessions.lastScreen)
      .orderBy(sql`count(*) desc`),
    db
      .select({ status: ussdSessions.endStatus, sessions: count() })
      .from(ussdSessions)
      .where(inRange)
      .groupBy(ussdSessions.endStatus),
  ]);
  const paidFor = (purpose: string) => Number(paid.find((p) => p.purpose === purpose)?.n ?? 0);
  return {
    since: since.toISOString(),
    days: days.map((d) => ({ day: d.day, sessions: Number(d.sessions) })),
    outcomes: outcomes.map((o) => ({ outcome: o.outcome ?? 'none', sessions: Number(o.sessions) })),
    completed: { joins: paidFor('registration'), renewals: paidFor('renewal') },
    dropOuts: dropOuts.map((d) => ({ screen: d.screen, sessions: Number(d.sessions) })),
    endStatuses: endStatuses.map((s) => ({ status: s.status ?? 'not reported', sessions: Number(s.sessions) })),
  };
}
