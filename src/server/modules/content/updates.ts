/**
 * Updates (the achievements with their full story, docs/content.md): written through the API by
 * the publishers, read by the public pages (published ones only) and the dashboard (all).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { contentUpdates } from '../../db/schema';
import { conflict, notFound, requireUuid } from '../../errors';
import type { Actor } from '../../lib/actor';
import { audit } from '../audit';
import { messages } from '../../../shared/messages';
import type { ContentUpdate, updateInputSchema } from '../../../shared/schemas/content';
import { applyImagePlan, dropImageIfUnused, imageInfo, pictureOf, planImage } from './images';
import { renderMarkdown } from './markdown';
import { bumpRevision } from './revision';
import { claimSlug, itemForSlug, releaseSlugs } from './slugs';

type UpdateRow = typeof contentUpdates.$inferSelect;
type UpdateData = z.output<typeof updateInputSchema>;

async function present(db: Db | Tx, rows: UpdateRow[]): Promise<ContentUpdate[]> {
  const infos = await imageInfo(
    db,
    rows.map((r) => r.imageId),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    category: row.category,
    excerpt: row.excerpt,
    impact: row.impact,
    details: row.details,
    body: row.body,
    bodyHtml: row.bodyHtml,
    image: pictureOf(row, row.imageAlt, infos),
    published: row.published,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const newestFirst = [desc(contentUpdates.date), desc(contentUpdates.createdAt)] as const;

/** Every update, newest first (the dashboard). */
export async function listUpdates(db: Db): Promise<ContentUpdate[]> {
  return present(
    db,
    await db
      .select()
      .from(contentUpdates)
      .orderBy(...newestFirst),
  );
}

/** Published updates, newest first (the public pages). */
export async function publishedUpdates(db: Db): Promise<ContentUpdate[]> {
  return present(
    db,
    await db
      .select()
      .from(contentUpdates)
      .where(eq(contentUpdates.published, true))
      .orderBy(...newestFirst),
  );
}

/**
 * A published update by slug: the update itself, or `redirectTo` its current slug when `slug` is
 * an old one (a rename, or a seeded update's numeric id), or null.
 */
export async function findPublishedUpdate(
  db: Db,
  slug: string,
): Promise<{ update: ContentUpdate } | { redirectTo: string } | null> {
  const [row] = await db
    .select()
    .from(contentUpdates)
    .where(and(eq(contentUpdates.slug, slug), eq(contentUpdates.published, true)))
    .limit(1);
  if (row) return { update: (await present(db, [row]))[0]! };
  const itemId = await itemForSlug(db, 'update', slug);
  if (!itemId) return null;
  const [current] = await db
    .select({ slug: contentUpdates.slug })
    .from(contentUpdates)
    .where(and(eq(contentUpdates.id, itemId), eq(contentUpdates.published, true)))
    .limit(1);
  return current && current.slug !== slug ? { redirectTo: current.slug } : null;
}

async function loadRow(db: Db | Tx, id: string, lock = false): Promise<UpdateRow> {
  const query = db
    .select()
    .from(contentUpdates)
    .where(eq(contentUpdates.id, requireUuid(id, messages.updateNotFound)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(messages.updateNotFound);
  return row;
}

export async function getUpdate(db: Db, id: string): Promise<ContentUpdate> {
  return (await present(db, [await loadRow(db, id)]))[0]!;
}

const fields = (input: UpdateData) => ({
  title: input.title,
  date: input.date,
  category: input.category,
  excerpt: input.excerpt,
  impact: input.impact,
  details: input.details,
  body: input.body,
  bodyHtml: renderMarkdown(input.body),
  published: input.published,
  ...(input.imageAlt !== undefined ? { imageAlt: input.imageAlt } : {}),
});

export async function createUpdate(db: Db, actor: Actor, input: UpdateData): Promise<ContentUpdate> {
  const plan = await planImage(db, input.image, null);
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    const slug = await claimSlug(tx, 'update', input.title, id);
    const image = await applyImagePlan(tx, plan);
    const [inserted] = await tx
      .insert(contentUpdates)
      .values({ id, slug, ...fields(input), ...image })
      .returning();
    await bumpRevision(tx);
    await audit(tx, actor, {
      action: 'update.create',
      entity: 'update',
      entityId: id,
      details: { slug, published: input.published },
    });
    return inserted!;
  });
  return (await present(db, [row]))[0]!;
}

export async function updateUpdate(db: Db, actor: Actor, id: string, input: UpdateData): Promise<ContentUpdate> {
  const before = await getUpdate(db, id);
  const plan = await planImage(db, input.image, before.image?.url ?? null);
  const row = await db.transaction(async (tx) => {
    const current = await loadRow(tx, id, true);
    if (input.version !== undefined && input.version !== current.version) throw conflict(messages.contentVersionConflict);
    const slug = input.title === current.title ? current.slug : await claimSlug(tx, 'update', input.title, id);
    const image = await applyImagePlan(tx, plan);
    const [updated] = await tx
      .update(contentUpdates)
      .set({ slug, ...fields(input), ...image, version: current.version + 1, updatedAt: new Date() })
      .where(eq(contentUpdates.id, id))
      .returning();
    if (image.imageId !== undefined && current.imageId !== image.imageId) await dropImageIfUnused(tx, current.imageId);
    await bumpRevision(tx);
    await audit(tx, actor, {
      action: 'update.update',
      entity: 'update',
      entityId: id,
      details: { slug, ...(slug !== current.slug ? { previousSlug: current.slug } : {}), published: input.published },
    });
    return updated!;
  });
  return (await present(db, [row]))[0]!;
}

export async function deleteUpdate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadRow(tx, id, true);
    await tx.delete(contentUpdates).where(eq(contentUpdates.id, current.id));
    await releaseSlugs(tx, 'update', current.id);
    await dropImageIfUnused(tx, current.imageId);
    await bumpRevision(tx);
    await audit(tx, actor, { action: 'update.delete', entity: 'update', entityId: current.id, details: { slug: current.slug } });
  });
}
