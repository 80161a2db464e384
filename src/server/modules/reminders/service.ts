/**
 * Renewal reminders (docs/membership.md): 30 days and 7 days before the renewal date, and an
 * expiry notice once it has passed, each with the /renew link, to active members.
 *
 * - Each run looks at who is in which window *today*, so a reminder that fell due while the
 *   server was down goes out at the next run, and a member who enters a window late (imported
 *   20 days before their date) gets that window's message, once.
 * - Idempotent: a reminder's dedupe key is (member, kind, renewal date), unique in the outbox, so
 *   each kind goes at most once per member per renewal period however often the job runs.
 * - One instance at a time: the run holds a transaction-level advisory lock; an instance that
 *   cannot take it skips the run (the other is doing it).
 */
import { audit } from '../audit';
import type { Actor } from '../../lib/actor';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, outbox } from '../../db/schema';
import { nairobiToday } from '../../../shared/dates';
import { addDays, daysUntil } from '../../../shared/membership';
import { enqueueForMember, type MemberContact } from '../sms';
import type { MessageKind } from '../sms';

export type ReminderKind = Extract<MessageKind, 'reminder_30' | 'reminder_7' | 'expiry'>;

/**
 * A membership that lapsed more than this many days ago gets no expiry notice from the job: it
 * is history (typically a member imported from old records), and an SMS about it costs money and
 * surprises the person. Within this many days the notice still goes, once, however late.
 */
export const LONG_LAPSED_DAYS = 90;

/** The reminder a renewal date calls for on `today`, or null while more than 30 days remain. */
export function reminderKindFor(renewalDate: string, today: string): ReminderKind | null {
  const left = daysUntil(renewalDate, today);
  if (left <= 0) return 'expiry';
  if (left <= 7) return 'reminder_7';
  if (left <= 30) return 'reminder_30';
  return null;
}

/**
 * What the job sends for this date today: the reminder the date calls for, except none for a
 * membership that lapsed long ago. The job's SQL windows below express the same rule as date bounds.
 */
export function scheduledReminderFor(renewalDate: string, today: string): ReminderKind | null {
  return daysUntil(renewalDate, today) <= -LONG_LAPSED_DAYS ? null : reminderKindFor(renewalDate, today);
}

const reminderKey = (memberId: string, kind: ReminderKind, renewalDate: string) => `reminder:${memberId}:${kind}:${renewalDate}`;

/** Windows as date bounds (after < renewal_date <= until), matching scheduledReminderFor. */
const windows = (today: string): { kind: ReminderKind; after: string; until: string }[] => [
  { kind: 'expiry', after: addDays(today, -LONG_LAPSED_DAYS), until: today },
  { kind: 'reminder_7', after: today, until: addDays(today, 7) },
  { kind: 'reminder_30', after: addDays(today, 7), until: addDays(today, 30) },
];

const REMINDER_LOCK = 727_116;

export async function runReminders(db: Db, now: Date): Promise<{ sent: number; skipped: boolean }> {
  const today = nairobiToday(now);
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK}) as ok`);
    const ok = (locked as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok;
    if (!ok) return { sent: 0, skipped: true };
    let sent = 0;
    for (const window of windows(today)) {
      // Members in the window who have not had this reminder for this renewal date.
      const due = await tx
        .select({
          id: members.id,
          phoneNumber: members.phoneNumber,
          email: members.email,
          membershipNumber: members.membershipNumber,
          renewalDate: members.renewalDate,
          language: members.language,
        })
        .from(members)
        .leftJoin(
          outbox,
          eq(
            outbox.dedupeKey,
            sql`'reminder:' || ${members.id}::text || ':' || ${window.kind} || ':' || to_char(${members.renewalDate}, 'YYYY-MM-DD')`,
          ),
        )
        .where(
          and(
            eq(members.status, 'active'),
            gt(members.renewalDate, window.after),
            lte(members.renewalDate, window.until),
            // Imported with "don't message these": quiet until a renewal moves the date on.
            or(isNull(members.remindersMutedThrough), gt(members.renewalDate, members.remindersMutedThrough)),
            isNull(outbox.id),
          ),
        );
      for (const member of due) {
        if (
          await enqueueForMember(tx, member, window.kind, {
            dedupeKey: reminderKey(member.id, window.kind, member.renewalDate),
            now,
          })
        )
          sent++;
      }
    }
    return { sent, skipped: false };
  });
}

/** An official runs the reminders now instead of waiting for the hourly job (audited; the job is not). */
export async function runRemindersNow(db: Db, actor: Actor, now: Date): Promise<{ sent: number }> {
  const { sent } = await runReminders(db, now);
  await audit(db, actor, { action: 'reminders.run', entity: 'reminder', details: { sent } });
  return { sent };
}

/** "Send reminder now": the message the member's date calls for (30-day one while still active), outside the dedupe. */
export async function sendReminderNow(db: Db, actor: Actor, member: MemberContact, now: Date): Promise<ReminderKind> {
  const kind = reminderKindFor(member.renewalDate, nairobiToday(now)) ?? 'reminder_30';
  await db.transaction(async (tx) => {
    await enqueueForMember(tx, member, kind, { now });
    await audit(tx, actor, { action: 'member.reminder', entity: 'member', entityId: member.id, details: { kind } });
  });
  return kind;
}
