/**
 * Updates (the achievements with their full story, docs/content.md): written through the API by
 * the publishers, read by the public pages (published ones only) and the dashboard (all). What
 * every story record does is in records.ts; an update adds its impact line (with its own
 * Kiswahili twin) and details, and lists newest first.
 */
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contentUpdates } from '../../db/schema';
import { serverMessages } from '../../../shared/server-messages';
import type { ContentUpdate, updateInputSchema } from '../../../shared/schemas/content';
import { storyRecords, twinColumn } from './records';

const updates = storyRecords<typeof contentUpdates.$inferSelect, ContentUpdate, z.output<typeof updateInputSchema>>({
  kind: 'update',
  table: contentUpdates,
  notFound: serverMessages.updateNotFound,
  order: [desc(contentUpdates.date), desc(contentUpdates.createdAt)],
  answer: (row) => ({ impact: row.impact, impactSw: row.impactSw, details: row.details }),
  values: (input) => ({ impact: input.impact, ...twinColumn('impactSw', input.impactSw), details: input.details }),
  // The details (a JSON object) are left out: PostgreSQL stores jsonb with its keys reordered, so a
  // text comparison would list an unchanged object as a change.
  audited: ['impact', 'impactSw'],
});

export const {
  list: listUpdates,
  published: publishedUpdates,
  get: getUpdate,
  create: createUpdate,
  update: updateUpdate,
  remove: deleteUpdate,
} = updates;

/** A published update by slug, or `redirectTo` its current slug (a rename, a seeded update's numeric id), or null. */
export async function findPublishedUpdate(
  db: Db,
  slug: string,
): Promise<{ update: ContentUpdate } | { redirectTo: string } | null> {
  const found = await updates.findPublished(db, slug);
  return found && 'item' in found ? { update: found.item } : found;
}
