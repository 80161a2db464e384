/**
 * Retention (docs/data-rights.md): a registration whose prompt never completed keeps the
 * person's details in its payment's draft, and their photo, only for 30 days; so does a donation
 * that never completed (the name and message the donor typed, docs/donations.md). Then, once a day
 * and once across the instances, the photo is deleted and the draft emptied of personal data;
 * the payment row stays (its amount, status and M-Pesa reference), with no name, ID number,
 * phone or address. Prompts whose outcome is still unknown wait for an official's decision and
 * are left alone; completed ones belong to a member and follow the member.
 *
 * Modules add their own data to the same daily run through `app.retention.add`: an event's guests'
 * names and phones go 90 days after the event (modules/events/erasure.ts).
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { leaders, members, payments, photos } from '../db/schema';
import { serverMessages } from '../../shared/server-messages';
import { registrationDraftSchema, type ErasedDraft } from '../../shared/schemas/payment-drafts';

export const RETENTION_JOB = 'data-retention';
const DRAFT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const BATCH = 500;

/** Empties the drafts of registrations and donations that never completed and are older than 30 days; answers how many. */
async function eraseStaleDrafts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DRAFT_RETENTION_DAYS * DAY_MS);
  let erased = 0;
  for (;;) {
    const batch = await db
      .select({ id: payments.id, draft: payments.draft })
      .from(payments)
      .where(
        and(
          inArray(payments.purpose, ['registration', 'donation']),
          eq(payments.status, 'failed'),
          isNull(payments.memberId),
          lt(payments.createdAt, before),
          sql`not (${payments.draft} ? 'erased')`,
        ),
      )
      .limit(BATCH);
    if (!batch.length) return erased;
    await db.transaction(async (tx) => {
      for (const row of batch) {
        const parsed = registrationDraftSchema.safeParse(row.draft);
        const draft: ErasedDraft = {
          erased: true,
          fullName: serverMessages.retentionErasedName,
          membershipNumber: null,
          chapterId: parsed.success ? parsed.data.chapterId : null,
          chapterName: parsed.success ? parsed.data.chapterName : null,
        };
        await tx
          .update(payments)
          .set({ draft, idNumber: '', phoneNumber: '', ip: null, updatedAt: now })
          .where(eq(payments.id, row.id));
      }
      const photoIds = batch.flatMap((row) => {
        const parsed = registrationDraftSchema.safeParse(row.draft);
        return parsed.success && parsed.data.photoId ? [parsed.data.photoId] : [];
      });
      if (photoIds.length) {
        // Never a photo a member or leader shows (a retried registration may have reused it).
        const kept = [
          ...(await tx.select({ id: members.photoId }).from(members).where(inArray(members.photoId, photoIds))),
          ...(await tx.select({ id: leaders.photoId }).from(leaders).where(inArray(leaders.photoId, photoIds))),
        ].map((r) => r.id);
        const gone = photoIds.filter((id) => !kept.includes(id));
        if (gone.length) await tx.delete(photos).where(inArray(photos.id, gone));
      }
    });
    erased += batch.length;
  }
}

/** Erases one kind of personal data past its retention; answers how many rows it erased. */
export type RetentionEraser = (db: Db, now: Date) => Promise<number>;

/**
 * How a module adds its own data to the daily run: the rule belongs to the module that keeps the
 * data (an event's guests: modules/events), while this layer imports no module.
 */
export interface Retention {
  add(name: string, erase: RetentionEraser): void;
}

export function registerRetention(app: FastifyInstance): Retention {
  const erasers: { name: string; erase: RetentionEraser }[] = [{ name: 'registration drafts', erase: eraseStaleDrafts }];
  app.jobs.register({
    name: RETENTION_JOB,
    everyMs: DAY_MS,
    async run() {
      for (const { name, erase } of erasers) {
        const erased = await erase(app.db, app.now());
        // How many rows, never what was in them.
        if (erased) app.log.info({ job: RETENTION_JOB, data: name, erased }, 'personal data past its retention erased');
      }
    },
  });
  return { add: (name, erase) => void erasers.push({ name, erase }) };
}
