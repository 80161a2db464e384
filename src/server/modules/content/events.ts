/**
 * Events officials publish (docs/content.md): written through the API by the publishers, read by
 * the public pages (published ones only) and the dashboard (all).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentEvents } from '../../db/schema';
import { conflict, notFound, requireUuid } from '../../errors';
import type { Actor } from '../../lib/actor';
import { audit } from '../audit';
import { messages } from '../../../shared/messages';
import type { ContentEvent, eventInputSchema } from '../../../shared/schemas/content';
import type { z } from 'zod';
import { applyImagePlan, dropImageIfUnused, imageInfo, pictureOf, planImage } from './images';
import { renderMarkdown } from './markdown';
import { bumpRevision } from './revision';
import { claimSlug, itemForSlug, releaseSlugs } from './slugs';

type EventRow = typeof contentEvents.$inferSelect;
type EventData = z.output<typeof eventInputSchema>;

async function present(db: Db | Tx, rows: EventRow[]): Promise<ContentEvent[]> {
  const infos = await imageInfo(
    db,
    rows.map((r) => r.imageId),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    category: row.category,
    excerpt: row.excerpt,
    body: row.body,
    bodyHtml: row.bodyHtml,
    image: pictureOf(row, row.imageAlt, infos),
    published: row.published,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Every event, soonest first (the dashboard). */
export async function listEvents(db: Db): Promise<ContentEvent[]> {
  return present(db, await db.select().from(contentEvents).orderBy(asc(contentEvents.date), asc(contentEvents.startTime)));
}

/** Published events, soonest first (the public pages). */
export async function publishedEvents(db: Db): Promise<ContentEvent[]> {
  return present(
    db,
    await db
      .select()
      .from(contentEvents)
      .where(eq(contentEvents.published, true))
      .orderBy(asc(contentEvents.date), asc(contentEvents.startTime)),
  );
}

/**
 * A published event by slug: the event itself, or `redirectTo` its current slug when `slug` is
 * an old one (a rename, or a seeded event's numeric id), or null.
 */
export async function findPublishedEvent(db: Db, slug: string): Promise<{ event: ContentEvent } | { redirectTo: string } | null> {
  const [row] = await db
    .select()
    .from(contentEvents)
    .where(and(eq(contentEvents.slug, slug), eq(contentEvents.published, true)))
    .limit(1);
  if (row) return { event: (await present(db, [row]))[0]! };
  const itemId = await itemForSlug(db, 'event', slug);
  if (!itemId) return null;
  const [current] = await db
    .select({ slug: contentEvents.slug })
    .from(contentEvents)
    .where(and(eq(contentEvents.id, itemId), eq(contentEvents.published, true)))
    .limit(1);
  return current && current.slug !== slug ? { redirectTo: current.slug } : null;
}

async function loadRow(db: Db | Tx, id: string, lock = false): Promise<EventRow> {
  const query = db
    .select()
    .from(contentEvents)
    .where(eq(contentEvents.id, requireUuid(id, messages.eventNotFound)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(messages.eventNotFound);
  return row;
}

export async function getEvent(db: Db, id: string): Promise<ContentEvent> {
  return (await present(db, [await loadRow(db, id)]))[0]!;
}

const fields = (input: EventData) => ({
  title: input.title,
  date: input.date,
  startTime: input.startTime,
  endTime: input.endTime,
  location: input.location,
  category: input.category,
  excerpt: input.excerpt,
  body: input.body,
  bodyHtml: renderMarkdown(input.body),
  published: input.published,
  ...(input.imageAlt !== undefined ? { imageAlt: input.imageAlt } : {}),
});

export async function createEvent(db: Db, actor: Actor, input: EventData): Promise<ContentEvent> {
  const plan = await planImage(db, input.image, null);
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    const slug = await claimSlug(tx, 'event', input.title, id);
    const image = await applyImagePlan(tx, plan);
    const [inserted] = await tx
      .insert(contentEvents)
      .values({ id, slug, ...fields(input), ...image })
      .returning();
    await bumpRevision(tx);
    await audit(tx, actor, {
      action: 'event.create',
      entity: 'event',
      entityId: id,
      details: { slug, published: input.published },
    });
    return inserted!;
  });
  return (await present(db, [row]))[0]!;
}

export async function updateEvent(db: Db, actor: Actor, id: string, input: EventData): Promise<ContentEvent> {
  const before = await getEvent(db, id);
  const plan = await planImage(db, input.image, before.image?.url ?? null);
  const row = await db.transaction(async (tx) => {
    const current = await loadRow(tx, id, true);
    if (input.version !== undefined && input.version !== current.version) throw conflict(messages.contentVersionConflict);
    const slug = input.title === current.title ? current.slug : await claimSlug(tx, 'event', input.title, id);
    const image = await applyImagePlan(tx, plan);
    const [updated] = await tx
      .update(contentEvents)
      .set({ slug, ...fields(input), ...image, version: current.version + 1, updatedAt: new Date() })
      .where(eq(contentEvents.id, id))
      .returning();
    if (image.imageId !== undefined && current.imageId !== image.imageId) await dropImageIfUnused(tx, current.imageId);
    await bumpRevision(tx);
    await audit(tx, actor, {
      action: 'event.update',
      entity: 'event',
      entityId: id,
      details: { slug, ...(slug !== current.slug ? { previousSlug: current.slug } : {}), published: input.published },
    });
    return updated!;
  });
  return (await present(db, [row]))[0]!;
}

export async function deleteEvent(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadRow(tx, id, true);
    await tx.delete(contentEvents).where(eq(contentEvents.id, current.id));
    await releaseSlugs(tx, 'event', current.id);
    await dropImageIfUnused(tx, current.imageId);
    await bumpRevision(tx);
    await audit(tx, actor, { action: 'event.delete', entity: 'event', entityId: current.id, details: { slug: current.slug } });
  });
}
