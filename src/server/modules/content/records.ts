/**
 * The published-story records, events and updates: one layer for what both do the same way
 * (listing, the published reads with old-slug redirects, create/edit/delete with slug history,
 * picture swap, optimistic version, content revision and audit) so that events.ts and
 * updates.ts hold only what really differs (their own columns and their order).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentEvents, contentUpdates } from '../../db/schema';
import { conflict } from '../../errors';
import type { Actor } from '../../lib/actor';
import { audit, changesBetween } from '../audit';
import { serverMessages } from '../../../shared/server-messages';
import type { z } from 'zod';
import type { ContentEvent, ContentUpdate, eventInputSchema, updateInputSchema } from '../../../shared/schemas/content';
import { applyImagePlan, dropImageIfUnused, imageInfo, pictureOf, planImage } from './images';
import { renderMarkdown } from './markdown';
import { bumpRevision } from './revision';
import { rowById } from './row-by-id';
import { claimSlug, itemForSlug, releaseSlugs, type SlugKind } from './slugs';

/** The tables of story records; they share the columns this layer reads and writes. */
type RecordTable = typeof contentEvents | typeof contentUpdates;
type AnyRow = (typeof contentEvents.$inferSelect | typeof contentUpdates.$inferSelect) & Record<string, unknown>;

/** What every story's input and answer have, whatever else its kind adds (its category is its own). */
type Shared<A, B> = Omit<Pick<A, keyof A & keyof B>, 'category'> & { category: string };
type StoryInput = Shared<z.output<typeof eventInputSchema>, z.output<typeof updateInputSchema>>;
type StoryAnswer = Shared<ContentEvent, ContentUpdate>;

/** What makes events events and updates updates. */
export interface StoryKind<TRow, TAnswer extends StoryAnswer, TInput extends StoryInput> {
  /** The slug namespace, the audit entity and the prefix of its actions ("event.create"). */
  kind: SlugKind;
  table: RecordTable;
  notFound: string;
  /** The order of the dashboard's list and of the published list. */
  order: readonly SQL[];
  /** The kind's own answer fields. */
  answer(row: TRow): Omit<TAnswer, keyof StoryAnswer>;
  /** The kind's own columns of a write. */
  values(input: TInput): Record<string, unknown>;
  /** The kind's own columns an edit's audit row lists when they change (its own fields and their Kiswahili twins). */
  audited: readonly string[];
}

/**
 * The column of a field's own Kiswahili twin (an event's place, an update's impact line) in a
 * write: absent from the input keeps the stored text (a tool that knows nothing of Kiswahili
 * does not erase it), blank or null removes it, else the text. The twin stands alone: the
 * version's whole-or-absent rule does not cover it.
 */
export const twinColumn = <K extends string>(column: K, value: string | null | undefined): Partial<Record<K, string | null>> =>
  value === undefined ? {} : ({ [column]: value || null } as Record<K, string | null>);

export interface StoryRecords<TAnswer, TInput> {
  list(db: Db): Promise<TAnswer[]>;
  published(db: Db): Promise<TAnswer[]>;
  /** A published item by slug, or `redirectTo` its current slug when `slug` is an old one, or null. */
  findPublished(db: Db, slug: string): Promise<{ item: TAnswer } | { redirectTo: string } | null>;
  get(db: Db, id: string): Promise<TAnswer>;
  create(db: Db, actor: Actor, input: TInput): Promise<TAnswer>;
  update(db: Db, actor: Actor, id: string, input: TInput): Promise<TAnswer>;
  remove(db: Db, actor: Actor, id: string): Promise<void>;
}

export function storyRecords<TRow, TAnswer extends StoryAnswer, TInput extends StoryInput>(
  kind: StoryKind<TRow, TAnswer, TInput>,
): StoryRecords<TAnswer, TInput> {
  const { table } = kind;

  async function present(db: Db | Tx, rows: AnyRow[]): Promise<TAnswer[]> {
    const infos = await imageInfo(
      db,
      rows.map((r) => r.imageId),
    );
    return rows.map(
      (row) =>
        ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          date: row.date,
          ...kind.answer(row as TRow),
          category: row.category,
          excerpt: row.excerpt,
          body: row.body,
          bodyHtml: row.bodyHtml,
          titleSw: row.titleSw,
          excerptSw: row.excerptSw,
          bodySw: row.bodySw,
          bodyHtmlSw: row.bodyHtmlSw,
          image: pictureOf(row, row.imageAlt, infos),
          published: row.published,
          version: row.version,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }) as TAnswer,
    );
  }
  const one = async (db: Db | Tx, row: AnyRow) => (await present(db, [row]))[0]!;

  const loadRow = async (db: Db | Tx, id: string, lock = false) => (await rowById(db, table, id, kind.notFound, lock)) as AnyRow;

  /**
   * The Kiswahili version's columns: none when the input names no Kiswahili field (an edit keeps
   * what is stored), all null when they are blank (the schema lets only a whole version through),
   * else the version with its body rendered and sanitised by the same function as the English one.
   */
  const kiswahiliColumns = ({ titleSw, excerptSw, bodySw }: TInput) => {
    if (titleSw === undefined && excerptSw === undefined && bodySw === undefined) return {};
    return titleSw && excerptSw && bodySw
      ? { titleSw, excerptSw, bodySw, bodyHtmlSw: renderMarkdown(bodySw) }
      : { titleSw: null, excerptSw: null, bodySw: null, bodyHtmlSw: null };
  };

  /** The columns a write sets from the input: the shared ones, the body rendered, the kind's own. */
  const columns = (input: TInput) => ({
    title: input.title,
    date: input.date,
    category: input.category,
    excerpt: input.excerpt,
    body: input.body,
    bodyHtml: renderMarkdown(input.body),
    ...kiswahiliColumns(input),
    published: input.published,
    ...(input.imageAlt !== undefined ? { imageAlt: input.imageAlt } : {}),
    ...kind.values(input),
  });
  // The kind's values complete the row of its own table; the union of the two tables' insert
  // types cannot say that, hence the cast.
  type Values = typeof contentEvents.$inferInsert & typeof contentUpdates.$inferInsert;

  async function list(db: Db): Promise<TAnswer[]> {
    const rows = await db
      .select()
      .from(table)
      .orderBy(...kind.order);
    return present(db, rows as AnyRow[]);
  }

  async function published(db: Db): Promise<TAnswer[]> {
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.published, true))
      .orderBy(...kind.order);
    return present(db, rows as AnyRow[]);
  }

  async function findPublished(db: Db, slug: string): Promise<{ item: TAnswer } | { redirectTo: string } | null> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.slug, slug), eq(table.published, true)))
      .limit(1);
    if (row) return { item: await one(db, row as AnyRow) };
    const itemId = await itemForSlug(db, kind.kind, slug);
    if (!itemId) return null;
    const [current] = await db
      .select({ slug: table.slug })
      .from(table)
      .where(and(eq(table.id, itemId), eq(table.published, true)))
      .limit(1);
    return current && current.slug !== slug ? { redirectTo: current.slug } : null;
  }

  async function get(db: Db, id: string): Promise<TAnswer> {
    return one(db, await loadRow(db, id));
  }

  async function create(db: Db, actor: Actor, input: TInput): Promise<TAnswer> {
    // Re-encoding a picture is CPU work: done before the transaction holds any lock.
    const plan = await planImage(db, input.image, null);
    const id = randomUUID();
    const row = await db.transaction(async (tx) => {
      const slug = await claimSlug(tx, kind.kind, input.title, id);
      const image = await applyImagePlan(tx, plan);
      const [inserted] = await tx
        .insert(table)
        .values({ id, slug, ...columns(input), ...image } as Values)
        .returning();
      await bumpRevision(tx);
      await audit(tx, actor, {
        action: `${kind.kind}.create`,
        entity: kind.kind,
        entityId: id,
        details: { slug, published: input.published },
      });
      return inserted as AnyRow;
    });
    return one(db, row);
  }

  async function update(db: Db, actor: Actor, id: string, input: TInput): Promise<TAnswer> {
    const before = await get(db, id);
    const plan = await planImage(db, input.image, before.image?.url ?? null);
    const row = await db.transaction(async (tx) => {
      const current = await loadRow(tx, id, true);
      if (input.version !== undefined && input.version !== current.version) throw conflict(serverMessages.contentVersionConflict);
      // A new title moves the item to a new slug; the old one stays its own (a redirect).
      const slug = input.title === current.title ? current.slug : await claimSlug(tx, kind.kind, input.title, id);
      const image = await applyImagePlan(tx, plan);
      const [updated] = await tx
        .update(table)
        .set({ slug, ...columns(input), ...image, version: current.version + 1, updatedAt: new Date() } as Values)
        .where(eq(table.id, id))
        .returning();
      if (image.imageId !== undefined && current.imageId !== image.imageId) await dropImageIfUnused(tx, current.imageId);
      await bumpRevision(tx);
      await audit(tx, actor, {
        action: `${kind.kind}.update`,
        entity: kind.kind,
        entityId: id,
        details: {
          slug,
          ...(slug !== current.slug ? { previousSlug: current.slug } : {}),
          published: input.published,
          // Over the stored row: a field the input leaves as it is (the Kiswahili version) is no change.
          changes: changesBetween(current, { ...current, ...columns(input), slug }, [
            'title',
            'slug',
            'date',
            'category',
            'excerpt',
            'body',
            'titleSw',
            'excerptSw',
            'bodySw',
            ...kind.audited,
            'published',
          ]),
        },
      });
      return updated as AnyRow;
    });
    return one(db, row);
  }

  async function remove(db: Db, actor: Actor, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await loadRow(tx, id, true);
      await tx.delete(table).where(eq(table.id, current.id));
      await releaseSlugs(tx, kind.kind, current.id);
      await dropImageIfUnused(tx, current.imageId);
      await bumpRevision(tx);
      await audit(tx, actor, {
        action: `${kind.kind}.delete`,
        entity: kind.kind,
        entityId: current.id,
        details: { slug: current.slug },
      });
    });
  }

  return { list, published, findPublished, get, create, update, remove };
}
