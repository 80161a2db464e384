/**
 * Officials' work on leader records (issue 7): paged search, appoint, edit, remove, export.
 * Leaders are few (tens to hundreds), so their search is a plain case-insensitive scan.
 */
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { chapters, leaders } from '../../db/schema';
import { AppError, conflict, notFound, requireUuid } from '../../errors';
import { messages } from '../../../shared/messages';
import { toDisplayPhone } from '../../../shared/phone';
import { nairobiToday } from '../../../shared/dates';
import { pageOffset } from '../../../shared/paging';
import type { AdminLeader, AdminListQuery, Paged } from '../../../shared/schemas/admin';
import type { LeaderPosition } from '../../../shared/constants';
import { audit } from '../audit/service';
import { findChapterByName } from '../chapters/service';
import { deletePhoto, normalisePhoto, storePhoto } from '../photos/service';
import { insertWithLeadershipNumber, isUniqueViolation } from '../members/numbers';
import { chapterIdsMatching, escapeLike, searchPatterns } from '../members/search';
import { editConflict, stillAtVersion } from '../members/edit-version';
import { photoUrl } from '../members/service';
import { actorFrom } from '../../lib/actor';

const leaderColumns = {
  id: leaders.id,
  idNumber: leaders.idNumber,
  fullName: leaders.fullName,
  phoneNumber: leaders.phoneNumber,
  email: leaders.email,
  chapter: chapters.name,
  chapterId: leaders.chapterId,
  position: leaders.position,
  leadershipNumber: leaders.leadershipNumber,
  joinDate: leaders.joinDate,
  status: leaders.status,
  photoId: leaders.photoId,
  createdAt: leaders.createdAt,
  updatedAt: leaders.updatedAt,
};
const selectLeaders = (db: Db | Tx) =>
  db.select(leaderColumns).from(leaders).leftJoin(chapters, eq(chapters.id, leaders.chapterId)).$dynamic();
type LeaderRow = Awaited<ReturnType<typeof selectLeaders>>[number];

function toAdminLeader(row: LeaderRow): AdminLeader {
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

/** Spec §5: fullName, idNumber, position, phoneNumber or chapter. */
async function filters(db: Db | Tx, query: Pick<AdminListQuery, 'search' | 'chapterId' | 'status'>): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (query.search) {
    const any: SQL[] = [];
    for (const p of searchPatterns(query.search)) {
      const like = `%${escapeLike(p)}%`;
      any.push(ilike(leaders.fullName, like), ilike(leaders.idNumber, like), ilike(leaders.position, like), ilike(leaders.phoneNumber, like));
    }
    const chapterIds = await chapterIdsMatching(db, query.search);
    if (chapterIds.length) any.push(inArray(leaders.chapterId, chapterIds));
    parts.push(or(...any)!);
  }
  if (query.chapterId) parts.push(eq(leaders.chapterId, query.chapterId));
  if (query.status) parts.push(eq(leaders.status, query.status));
  return parts.length ? and(...parts) : undefined;
}

export async function listLeaders(db: Db, query: AdminListQuery): Promise<Paged<AdminLeader>> {
  const where = await filters(db, query);
  const [rows, [count]] = await Promise.all([
    selectLeaders(db)
      .where(where)
      .orderBy(desc(leaders.createdAt), desc(leaders.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(leaders).where(where),
  ]);
  return { items: rows.map(toAdminLeader), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function* leaderBatches(db: Db, query: Pick<AdminListQuery, 'search' | 'chapterId' | 'status'>, batchSize = 1000) {
  const where = await filters(db, query);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const cursor = after
      ? or(lt(leaders.createdAt, after.createdAt), and(eq(leaders.createdAt, after.createdAt), lt(leaders.id, after.id)))
      : undefined;
    const rows: LeaderRow[] = await selectLeaders(db)
      .where(and(where, cursor))
      .orderBy(desc(leaders.createdAt), desc(leaders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toAdminLeader);
    const last: LeaderRow = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

export async function getLeader(db: Db | Tx, id: string): Promise<AdminLeader> {
  const [row] = await selectLeaders(db).where(eq(leaders.id, requireUuid(id, messages.leaderNotFound)));
  if (!row) throw notFound(messages.leaderNotFound);
  return toAdminLeader(row);
}

async function chapterByName(tx: Db | Tx, name: string) {
  const chapter = await findChapterByName(tx, name);
  if (!chapter) throw new AppError(400, 'unknown_chapter', messages.unknownChapter, { chapter: messages.unknownChapter });
  return chapter;
}

const duplicateId = () => conflict(messages.duplicateLeader, { idNumber: messages.duplicateLeader });

async function assertIdNumberFree(tx: Db | Tx, idNumber: string, exceptId?: string): Promise<void> {
  const [row] = await tx.select({ id: leaders.id }).from(leaders).where(eq(leaders.idNumber, idNumber)).limit(1);
  if (row && row.id !== exceptId) throw duplicateId();
}

export interface ParsedLeaderInput {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  email: string | null;
  chapter: string;
  position: LeaderPosition;
  joinDate?: string | undefined;
  profileImage?: string | null | undefined;
  status?: 'active' | 'inactive' | undefined;
}

export async function createLeader(db: Db, request: FastifyRequest, input: ParsedLeaderInput, now: Date): Promise<AdminLeader> {
  const photo = input.profileImage ? await normalisePhoto(input.profileImage) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const chapter = await chapterByName(tx, input.chapter);
      await assertIdNumberFree(tx, input.idNumber);
      const photoId = photo ? await storePhoto(tx, photo) : null;
      const joinDate = input.joinDate ?? nairobiToday(now);
      const row = await insertWithLeadershipNumber(tx, chapter.name, input.position, joinDate, async (sp, leadershipNumber) => {
        const [inserted] = await sp
          .insert(leaders)
          .values({
            idNumber: input.idNumber,
            fullName: input.fullName,
            phoneNumber: input.phoneNumber,
            email: input.email,
            chapterId: chapter.id,
            position: input.position,
            leadershipNumber,
            joinDate,
            status: input.status ?? 'active',
            photoId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: leaders.id, leadershipNumber: leaders.leadershipNumber });
        return inserted!;
      });
      await audit(tx, actorFrom(request), { action: 'create', entity: 'leader', entityId: row.id, details: { leadershipNumber: row.leadershipNumber } });
      return row.id;
    });
    return getLeader(db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'leaders_id_number_idx')) throw duplicateId();
    throw error;
  }
}

export async function updateLeader(
  db: Db,
  request: FastifyRequest,
  id: string,
  input: Partial<ParsedLeaderInput> & { expectedUpdatedAt?: string | undefined },
  now: Date,
): Promise<AdminLeader> {
  const photo = input.profileImage ? await normalisePhoto(input.profileImage) : null;
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(leaders).where(eq(leaders.id, requireUuid(id, messages.leaderNotFound)));
      if (!existing) throw notFound(messages.leaderNotFound);
      const changes: Partial<typeof leaders.$inferInsert> = { updatedAt: now };
      if (input.idNumber !== undefined && input.idNumber !== existing.idNumber) {
        await assertIdNumberFree(tx, input.idNumber, id);
        changes.idNumber = input.idNumber;
      }
      if (input.fullName !== undefined) changes.fullName = input.fullName;
      if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
      if (input.email !== undefined) changes.email = input.email;
      if (input.position !== undefined) changes.position = input.position;
      if (input.joinDate !== undefined) changes.joinDate = input.joinDate;
      if (input.status !== undefined) changes.status = input.status;
      if (input.chapter !== undefined) changes.chapterId = (await chapterByName(tx, input.chapter)).id;
      if (input.profileImage !== undefined) changes.photoId = photo ? await storePhoto(tx, photo) : null;
      const updated = await tx
        .update(leaders)
        .set(changes)
        .where(and(eq(leaders.id, id), stillAtVersion(leaders.updatedAt, input.expectedUpdatedAt)))
        .returning({ id: leaders.id });
      if (updated.length === 0) throw editConflict();
      if (input.profileImage !== undefined && existing.photoId) await deletePhoto(tx, existing.photoId);
      const fields = Object.keys(changes).filter((k) => k !== 'updatedAt');
      await audit(tx, actorFrom(request), { action: 'update', entity: 'leader', entityId: id, details: { fields } });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'leaders_id_number_idx')) throw duplicateId();
    throw error;
  }
  return getLeader(db, id);
}

export async function deleteLeader(db: Db, request: FastifyRequest, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.delete(leaders).where(eq(leaders.id, requireUuid(id, messages.leaderNotFound))).returning();
    if (!existing) throw notFound(messages.leaderNotFound);
    if (existing.photoId) await deletePhoto(tx, existing.photoId);
    await audit(tx, actorFrom(request), {
      action: 'delete',
      entity: 'leader',
      entityId: id,
      details: { leadershipNumber: existing.leadershipNumber, fullName: existing.fullName },
    });
  });
}
