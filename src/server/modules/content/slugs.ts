/**
 * Slugs of events and updates: made from the title by @sindresorhus/slugify (transliterates
 * accents and curly quotes), unique per kind, and never reused. Every slug an item has had is
 * kept in content_slugs, so a rename keeps old links working (a 301 to the current slug) and no
 * later item can take over an old address.
 */
import slugify from '@sindresorhus/slugify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentSlugs } from '../../db/schema';
import { conflict } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';

export type SlugKind = 'event' | 'update';
const MAX_SLUG_LENGTH = 80;

/** The base slug of a title; "item" when the title has no letters or digits at all. */
function baseSlug(title: string): string {
  const slug = slugify(title, { decamelize: false }).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || 'item';
}

/**
 * A slug for `title` that no other item of this kind has or had: the base, or base-2, base-3 …
 * Runs inside the writing transaction; the primary key of content_slugs settles a race.
 */
export async function claimSlug(tx: Tx, kind: SlugKind, title: string, itemId: string): Promise<string> {
  const base = baseSlug(title);
  const candidates = [base, ...Array.from({ length: 50 }, (_, i) => `${base}-${i + 2}`)];
  const taken = await tx
    .select({ slug: contentSlugs.slug, itemId: contentSlugs.itemId })
    .from(contentSlugs)
    .where(and(eq(contentSlugs.kind, kind), inArray(contentSlugs.slug, candidates)));
  const owner = new Map(taken.map((row) => [row.slug, row.itemId]));
  // An item renamed back to an earlier title gets its own earlier slug again.
  const slug = candidates.find((s) => !owner.has(s) || owner.get(s) === itemId) ?? `${base}-${itemId.slice(0, 8)}`;
  if (owner.get(slug) === itemId) return slug;
  const claimed = await tx
    .insert(contentSlugs)
    .values({ kind, slug, itemId })
    .onConflictDoNothing()
    .returning({ slug: contentSlugs.slug });
  // Another official's item took this slug a moment ago: ask for the save to be repeated.
  if (!claimed.length) throw conflict(serverMessages.contentVersionConflict);
  return slug;
}

/** Reserves extra slugs for an item (the numeric ids of the seeded items). */
export async function reserveSlugs(tx: Db | Tx, kind: SlugKind, itemId: string, slugs: string[]): Promise<void> {
  if (slugs.length)
    await tx
      .insert(contentSlugs)
      .values(slugs.map((slug) => ({ kind, slug, itemId })))
      .onConflictDoNothing();
}

/** The item a slug (current or old) belongs to. */
export async function itemForSlug(db: Db | Tx, kind: SlugKind, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ itemId: contentSlugs.itemId })
    .from(contentSlugs)
    .where(and(eq(contentSlugs.kind, kind), eq(contentSlugs.slug, slug)))
    .limit(1);
  return row?.itemId ?? null;
}

/** Forgets a deleted item's slugs. */
export async function releaseSlugs(tx: Tx, kind: SlugKind, itemId: string): Promise<void> {
  await tx.delete(contentSlugs).where(and(eq(contentSlugs.kind, kind), eq(contentSlugs.itemId, itemId)));
}
