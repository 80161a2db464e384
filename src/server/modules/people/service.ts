/**
 * The person records officials keep in the dashboard, members and leaders: one layer for what
 * both do the same way (paged listing, keyset batches for the export, add, edit with an
 * optimistic lock, photo swap, delete, audit rows) so that members/ and leaders/ hold only
 * what really differs (their numbers, a member's gender and renewal date, a leader's position
 * and appointment date). Every write runs in one transaction with its audit row.
 *
 * Every operation takes the caller's scope (modules/auth/scope.ts) and applies it here, once for
 * both kinds: a record of another chapter is not found (404, never 403: its existence is not
 * revealed), lists and exports hold the scope's chapter only, and a write naming another chapter
 * (adding there, moving a record there) is refused.
 */
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { chapters, leaders, members } from '../../db/schema';
import { AppError, notFound, requireUuid } from '../../errors';
import type { Actor } from '../../lib/actor';
import { messages } from '../../../shared/messages';
import { nairobiToday } from '../../../shared/dates';
import { pageOffset } from '../../../shared/paging';
import { toDisplayPhone } from '../../../shared/phone';
import type { AdminListQuery, Paged } from '../../../shared/schemas/admin';
import { audit, changesBetween } from '../audit';
import { inScope, type Scope } from '../auth';
import { findChapterByName } from '../chapters';
import { deletePhoto, normalisePhoto, storePhoto } from '../photos';
import { editConflict, stillAtVersion } from './edit-version';
import { officialsMessages } from '../../../shared/officials-messages';

/** The tables of person records; they share the columns this layer reads and writes. */
export type PersonTable = typeof members | typeof leaders;
type RecordStatus = (typeof members.$inferSelect)['status'];

/** What every selected row carries, whatever else its kind adds. */
export interface PersonRow {
  id: string;
  phoneNumber: string;
  photoId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields an official types for anyone (after parsing: canonical phone, e-mail or null). */
export interface PersonInput {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  email: string | null;
  chapter: string;
  /** A data URL to set a new photo, null to remove it, absent to keep it. */
  profileImage?: string | null | undefined;
  status?: RecordStatus | undefined;
}
export type PersonUpdate<TInput extends PersonInput> = Partial<TInput> & { expectedUpdatedAt?: string | undefined };

export type PersonFilters = Pick<AdminListQuery, 'search' | 'chapterId' | 'status'>;

/** A query over the kind's selection (its columns joined with the chapter's name). */
interface RowQuery<TRow> extends PromiseLike<TRow[]> {
  where(where: SQL | undefined): RowQuery<TRow>;
  orderBy(...order: SQL[]): RowQuery<TRow>;
  limit(limit: number): RowQuery<TRow>;
  offset(offset: number): RowQuery<TRow>;
}

/** The operations on one kind of person record, each within the caller's scope. */
export interface PersonRecords<TAnswer, TQuery extends PersonFilters, TInput extends PersonInput> {
  list(db: Db, query: TQuery & Pick<AdminListQuery, 'page' | 'pageSize'>, now: Date, scope: Scope): Promise<Paged<TAnswer>>;
  batches(db: Db, query: TQuery, now: Date, scope: Scope): AsyncIterable<TAnswer[]>;
  get(db: Db | Tx, id: string, now: Date, scope: Scope): Promise<TAnswer>;
  create(db: Db, actor: Actor, input: TInput, now: Date, scope: Scope): Promise<TAnswer>;
  update(db: Db, actor: Actor, id: string, input: PersonUpdate<TInput>, now: Date, scope: Scope): Promise<TAnswer>;
  remove(db: Db, actor: Actor, id: string, scope: Scope): Promise<void>;
  removeIn(tx: Tx, actor: Actor, id: string, scope: Scope, details?: Record<string, unknown>): Promise<void>;
}

/** What makes members members and leaders leaders. */
export interface PersonKind<TRow extends PersonRow, TAnswer, TQuery extends PersonFilters, TInput extends PersonInput> {
  /** The audit log's entity name. */
  entity: 'member' | 'leader';
  table: PersonTable;
  /** The record's number and its key in audit details. */
  number: { column: PgColumn; key: string };
  select(db: Db | Tx): RowQuery<TRow>;
  /** `today` is Nairobi's date (a member's membership status is computed from it). */
  toAnswer(row: TRow, today: string): TAnswer;
  /** The kind's own conditions (its search, a member's membership status). */
  filters(db: Db | Tx, query: TQuery, today: string): Promise<SQL[]>;
  /** The total for a list; a plain count(*) unless the kind keeps counters. */
  count?(db: Db, query: TQuery, where: SQL | undefined): Promise<number>;
  notFound: string;
  /** One record per ID number: the answer when the number is taken. */
  duplicateIdNumber(): AppError;
  /** Unique index → the answer when a write hits it (the ID number, a member's phone). */
  uniqueAnswers: Record<string, () => AppError>;
  /** Runs `insert` with a fresh record number. */
  withNumber<T>(
    tx: Tx,
    /** The chapter's code (the CC of the record number). */
    chapterCode: string,
    input: TInput,
    now: Date,
    insert: (db: Tx, number: string) => Promise<T>,
  ): Promise<T>;
  /** The kind's own columns of a new row. */
  insertValues(input: TInput, number: string, now: Date): Record<string, unknown>;
  /** The kind's own columns an edit changes. */
  updateValues(input: PersonUpdate<TInput>): Record<string, unknown>;
}

/** The columns every person record is read with, the chapter's name joined in. */
export const personColumns = <T extends PersonTable>(table: T) => ({
  id: table.id as T['id'],
  idNumber: table.idNumber as T['idNumber'],
  fullName: table.fullName as T['fullName'],
  phoneNumber: table.phoneNumber as T['phoneNumber'],
  email: table.email as T['email'],
  chapter: chapters.name,
  chapterId: table.chapterId as T['chapterId'],
  status: table.status as T['status'],
  photoId: table.photoId as T['photoId'],
  createdAt: table.createdAt as T['createdAt'],
  updatedAt: table.updatedAt as T['updatedAt'],
});

const photoUrl = (photoId: string | null): string | null => (photoId ? `/api/photos/${photoId}` : null);

/** The answer fields every person record has: the phone as shown, the photo's URL, ISO times. */
export function personAnswer<TRow extends PersonRow>(row: TRow) {
  const { photoId, ...rest } = row;
  const phone = toDisplayPhone(row.phoneNumber);
  return {
    ...rest,
    phoneNumber: phone,
    phone,
    profileImage: photoUrl(photoId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The chapter a write names, which must lie in the writer's scope. */
async function chapterByName(tx: Db | Tx, name: string, scope: Scope) {
  const chapter = await findChapterByName(tx, name);
  if (!chapter) throw new AppError(400, 'unknown_chapter', messages.unknownChapter, { chapter: messages.unknownChapter });
  if (!inScope(scope, chapter.id)) {
    const refusal = officialsMessages.chapterScope.outsideChapter;
    throw new AppError(403, 'outside_chapter', refusal, { chapter: refusal });
  }
  return chapter;
}

/**
 * A list's filters narrowed to the scope's chapter; null when they name another chapter, which
 * nothing in the scope can match. Setting chapterId (rather than adding a condition beside it)
 * keeps the members' counter-based totals right for the scope too.
 */
function withinScope<TQuery extends PersonFilters>(query: TQuery, scope: Scope): TQuery | null {
  if (scope === 'all') return query;
  if (query.chapterId && query.chapterId !== scope.chapterId) return null;
  return { ...query, chapterId: scope.chapterId };
}

/** The people service of one kind: the same operations for members and for leaders. */
export function personRecords<TRow extends PersonRow, TAnswer, TQuery extends PersonFilters, TInput extends PersonInput>(
  kind: PersonKind<TRow, TAnswer, TQuery, TInput>,
): PersonRecords<TAnswer, TQuery, TInput> {
  const { table } = kind;
  const newestFirst = [desc(table.createdAt), desc(table.id)];
  /** The one record by id, if it lies in the scope. */
  const byId = (id: string, scope: Scope): SQL | undefined =>
    and(eq(table.id, requireUuid(id, kind.notFound)), scope === 'all' ? undefined : eq(table.chapterId, scope.chapterId));

  async function where(db: Db | Tx, query: TQuery, today: string): Promise<SQL | undefined> {
    const parts = await kind.filters(db, query, today);
    if (query.chapterId) parts.push(eq(table.chapterId, query.chapterId));
    if (query.status) parts.push(eq(table.status, query.status));
    return parts.length ? and(...parts) : undefined;
  }

  async function countAll(db: Db, query: TQuery, condition: SQL | undefined): Promise<number> {
    if (kind.count) return kind.count(db, query, condition);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(condition);
    return Number(row?.n ?? 0);
  }

  /** The translation of a unique index's refusal into the product's 409; other errors pass. */
  function uniqueAnswer(error: unknown): unknown {
    for (const [constraint, answer] of Object.entries(kind.uniqueAnswers))
      if (isUniqueViolation(error, constraint)) return answer();
    return error;
  }

  async function assertIdNumberFree(tx: Db | Tx, idNumber: string, exceptId?: string): Promise<void> {
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.idNumber, idNumber)).limit(1);
    if (row && row.id !== exceptId) throw kind.duplicateIdNumber();
  }

  /** The row as stored, by field name (to tell which fields an edit really changes). */
  async function existingRow(tx: Tx, id: string) {
    const [row] = await tx
      .select()
      .from(table)
      .where(eq(table.id, requireUuid(id, kind.notFound)));
    return row as (PersonRow & { idNumber: string; chapterId: string | null } & Record<string, unknown>) | undefined;
  }

  async function list(
    db: Db,
    asked: TQuery & Pick<AdminListQuery, 'page' | 'pageSize'>,
    now: Date,
    scope: Scope,
  ): Promise<Paged<TAnswer>> {
    const query = withinScope(asked, scope);
    if (!query) return { items: [], total: 0, page: asked.page, pageSize: asked.pageSize };
    const today = nairobiToday(now);
    const condition = await where(db, query, today);
    const [rows, total] = await Promise.all([
      kind
        .select(db)
        .where(condition)
        .orderBy(...newestFirst)
        .limit(query.pageSize)
        .offset(pageOffset(query.page, query.pageSize)),
      countAll(db, query, condition),
    ]);
    return { items: rows.map((row) => kind.toAnswer(row, today)), total, page: query.page, pageSize: query.pageSize };
  }

  /** Every matching record, newest first, in batches (keyset paging: no deep OFFSET, little memory). */
  async function* batches(db: Db, asked: TQuery, now: Date, scope: Scope, batchSize = 1000): AsyncGenerator<TAnswer[]> {
    const query = withinScope(asked, scope);
    if (!query) return;
    const today = nairobiToday(now);
    const condition = await where(db, query, today);
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const cursor: SQL | undefined = after
        ? or(lt(table.createdAt, after.createdAt), and(eq(table.createdAt, after.createdAt), lt(table.id, after.id)))
        : undefined;
      const rows: TRow[] = await kind
        .select(db)
        .where(and(condition, cursor))
        .orderBy(...newestFirst)
        .limit(batchSize);
      if (rows.length === 0) return;
      yield rows.map((row) => kind.toAnswer(row, today));
      const last: TRow = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      if (rows.length < batchSize) return;
    }
  }

  async function get(db: Db | Tx, id: string, now: Date, scope: Scope): Promise<TAnswer> {
    const [row] = await kind.select(db).where(byId(id, scope));
    if (!row) throw notFound(kind.notFound);
    return kind.toAnswer(row, nairobiToday(now));
  }

  async function create(db: Db, actor: Actor, input: TInput, now: Date, scope: Scope): Promise<TAnswer> {
    // Re-encoding is CPU work: do it before the transaction holds any lock.
    const photo = input.profileImage ? await normalisePhoto(input.profileImage) : null;
    try {
      const id = await db.transaction(async (tx) => {
        const chapter = await chapterByName(tx, input.chapter, scope);
        await assertIdNumberFree(tx, input.idNumber);
        const photoId = photo ? await storePhoto(tx, photo) : null;
        const row = await kind.withNumber(tx, chapter.code, input, now, async (sp, number) => {
          const values = {
            idNumber: input.idNumber,
            fullName: input.fullName,
            phoneNumber: input.phoneNumber,
            email: input.email,
            chapterId: chapter.id,
            status: input.status ?? 'active',
            photoId,
            createdAt: now,
            updatedAt: now,
            ...kind.insertValues(input, number, now),
          };
          // The kind's values complete the row of its own table; the union of the two tables'
          // insert types cannot say that, hence the cast.
          const [inserted] = await sp
            .insert(table)
            .values(values as typeof members.$inferInsert & typeof leaders.$inferInsert)
            .returning({ id: table.id });
          return { id: inserted!.id, number };
        });
        await audit(tx, actor, {
          action: 'create',
          entity: kind.entity,
          entityId: row.id,
          details: { [kind.number.key]: row.number },
        });
        return row.id;
      });
      return await get(db, id, now, scope);
    } catch (error) {
      throw uniqueAnswer(error);
    }
  }

  /** Applies the fields the edit names; the audit row lists the fields whose value changed. */
  async function update(
    db: Db,
    actor: Actor,
    id: string,
    input: PersonUpdate<TInput>,
    now: Date,
    scope: Scope,
  ): Promise<TAnswer> {
    const photo = input.profileImage ? await normalisePhoto(input.profileImage) : null;
    try {
      await db.transaction(async (tx) => {
        const existing = await existingRow(tx, id);
        if (!existing || !inScope(scope, existing.chapterId)) throw notFound(kind.notFound);
        const changes: Record<string, unknown> = { ...kind.updateValues(input) };
        if (input.idNumber !== undefined && input.idNumber !== existing.idNumber) {
          await assertIdNumberFree(tx, input.idNumber, id);
          changes.idNumber = input.idNumber;
        }
        if (input.fullName !== undefined) changes.fullName = input.fullName;
        if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
        if (input.email !== undefined) changes.email = input.email;
        if (input.status !== undefined) changes.status = input.status;
        // Moving a record out of the writer's chapter is refused by chapterByName.
        if (input.chapter !== undefined) changes.chapterId = (await chapterByName(tx, input.chapter, scope)).id;
        if (input.profileImage !== undefined) changes.photoId = photo ? await storePhoto(tx, photo) : null;

        const updated = await tx
          .update(table)
          .set({ ...changes, updatedAt: now })
          .where(and(byId(id, scope), stillAtVersion(table.updatedAt, input.expectedUpdatedAt)))
          .returning({ id: table.id });
        if (updated.length === 0) throw editConflict();
        if (input.profileImage !== undefined && existing.photoId) await deletePhoto(tx, existing.photoId);
        const fields = Object.keys(changes).filter((field) => field === 'photoId' || changes[field] !== existing[field]);
        // Before → after per changed field, personal values as they are: the log is read by role
        // and the audit view masks them for everyone but the chairman (shared/masking.ts).
        await audit(tx, actor, {
          action: 'update',
          entity: kind.entity,
          entityId: id,
          details: {
            [kind.number.key]: existing[kind.number.key],
            fields,
            changes: changesBetween(existing, changes, fields),
          },
        });
      });
    } catch (error) {
      throw uniqueAnswer(error);
    }
    return get(db, id, now, scope);
  }

  /** Removes the record for good, with its photo; the audit row remains. */
  async function remove(db: Db, actor: Actor, id: string, scope: Scope): Promise<void> {
    await db.transaction((tx) => removeIn(tx, actor, id, scope));
  }

  /**
   * The removal inside the caller's transaction (a member who has paid is removed when a second
   * official approves, in the approval's transaction); `details` adds to the audit row's.
   */
  async function removeIn(tx: Tx, actor: Actor, id: string, scope: Scope, details: Record<string, unknown> = {}): Promise<void> {
    const [existing] = await tx
      .delete(table)
      .where(byId(id, scope))
      .returning({ photoId: table.photoId, fullName: table.fullName, number: kind.number.column });
    if (!existing) throw notFound(kind.notFound);
    if (existing.photoId) await deletePhoto(tx, existing.photoId);
    await audit(tx, actor, {
      action: 'delete',
      entity: kind.entity,
      entityId: id,
      details: { [kind.number.key]: existing.number, fullName: existing.fullName, ...details },
    });
  }

  return { list, batches, get, create, update, remove, removeIn };
}
