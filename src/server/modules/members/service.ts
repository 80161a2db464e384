/**
 * Officials' work on members (issue 7): paged search, add, edit, delete, export. Every write
 * runs in one transaction with its audit row; counts come from the trigger-kept member_counts.
 */
import { and, desc, eq, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { chapters, memberCounts, members } from '../../db/schema';
import { AppError, conflict, notFound, requireUuid } from '../../errors';
import { messages } from '../../../shared/messages';
import { toDisplayPhone } from '../../../shared/phone';
import { nairobiToday } from '../../../shared/dates';
import { firstRenewalDate, membershipStatus, membershipStatusBounds } from '../../../shared/membership';
import { pageOffset } from '../../../shared/paging';
import type { AdminMember, MemberListQuery, Paged } from '../../../shared/schemas/admin';
import type { MemberInput } from '../../../shared/schemas/members';
import { audit } from '../audit/service';
import { findChapterByName } from '../chapters/service';
import { deletePhoto, normalisePhoto, storePhoto } from '../photos/service';
import { insertWithMembershipNumber, isUniqueViolation } from './numbers';
import { memberSearchCondition } from './search';
import { editConflict, stillAtVersion } from './edit-version';
import { actorFrom } from '../../lib/actor';

export const photoUrl = (photoId: string | null): string | null => (photoId ? `/api/photos/${photoId}` : null);

const memberColumns = {
  id: members.id,
  idNumber: members.idNumber,
  fullName: members.fullName,
  phoneNumber: members.phoneNumber,
  email: members.email,
  gender: members.gender,
  chapter: chapters.name,
  chapterId: members.chapterId,
  membershipNumber: members.membershipNumber,
  joinDate: members.joinDate,
  renewalDate: members.renewalDate,
  status: members.status,
  paymentStatus: members.paymentStatus,
  paymentMethod: members.paymentMethod,
  photoId: members.photoId,
  createdAt: members.createdAt,
  updatedAt: members.updatedAt,
};
/** Members with their chapter's name: the one query every read starts from. */
const selectMembers = (db: Db | Tx) =>
  db.select(memberColumns).from(members).leftJoin(chapters, eq(chapters.id, members.chapterId)).$dynamic();
type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** `today` is Nairobi's date: the membership status is computed, never stored. */
export function toAdminMember(row: MemberRow, today: string): AdminMember {
  const { photoId, ...rest } = row;
  const phone = toDisplayPhone(row.phoneNumber);
  return {
    ...rest,
    membershipStatus: membershipStatus(row.renewalDate, today),
    phoneNumber: phone,
    phone,
    profileImage: photoUrl(photoId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type MemberFilters = Pick<MemberListQuery, 'search' | 'chapterId' | 'status' | 'membershipStatus'>;

async function filters(db: Db | Tx, query: MemberFilters, today: string): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (query.membershipStatus) {
    const { after, until } = membershipStatusBounds(query.membershipStatus, today);
    if (after) parts.push(gt(members.renewalDate, after));
    if (until) parts.push(lte(members.renewalDate, until));
  }
  if (query.search) parts.push(await memberSearchCondition(db, query.search));
  if (query.chapterId) parts.push(eq(members.chapterId, query.chapterId));
  if (query.status) parts.push(eq(members.status, query.status));
  return parts.length ? and(...parts) : undefined;
}

/** The total without a search comes from the counters, not from counting 100 000 rows. */
async function countMembers(db: Db, query: MemberListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search && !query.membershipStatus) {
    const [row] = await db
      .select({
        members: sql<number>`coalesce(sum(${memberCounts.members}), 0)::int`,
        active: sql<number>`coalesce(sum(${memberCounts.active}), 0)::int`,
      })
      .from(memberCounts)
      .where(query.chapterId ? eq(memberCounts.chapterKey, query.chapterId) : undefined);
    const all = Number(row?.members ?? 0);
    const active = Number(row?.active ?? 0);
    return query.status === 'active' ? active : query.status === 'inactive' ? all - active : all;
  }
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(where);
  return Number(row?.n ?? 0);
}

export async function listMembers(db: Db, query: MemberListQuery, now: Date): Promise<Paged<AdminMember>> {
  const today = nairobiToday(now);
  const where = await filters(db, query, today);
  const [rows, total] = await Promise.all([
    selectMembers(db)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    countMembers(db, query, where),
  ]);
  return { items: rows.map((row) => toAdminMember(row, today)), total, page: query.page, pageSize: query.pageSize };
}

/** Every matching member, newest first, in batches (keyset paging: no deep OFFSET, little memory). */
export async function* memberBatches(db: Db, query: MemberFilters, now: Date, batchSize = 1000) {
  const today = nairobiToday(now);
  const where = await filters(db, query, today);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(lt(members.createdAt, after.createdAt), and(eq(members.createdAt, after.createdAt), lt(members.id, after.id)))
      : undefined;
    const rows: MemberRow[] = await selectMembers(db)
      .where(and(where, cursor))
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => toAdminMember(row, today));
    const last: MemberRow = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

export async function getMember(db: Db | Tx, id: string, now: Date): Promise<AdminMember> {
  const [row] = await selectMembers(db).where(eq(members.id, requireUuid(id, messages.memberNotFound)));
  if (!row) throw notFound(messages.memberNotFound);
  return toAdminMember(row, nairobiToday(now));
}

async function chapterByName(tx: Db | Tx, name: string) {
  const chapter = await findChapterByName(tx, name);
  if (!chapter) throw new AppError(400, 'unknown_chapter', messages.unknownChapter, { chapter: messages.unknownChapter });
  return chapter;
}

const duplicateId = () => conflict(messages.duplicateMember, { idNumber: messages.duplicateMember });
/** The unique index members_phone_number_idx is the rule; this is its answer. */
const duplicatePhone = () => conflict(messages.duplicateMemberPhone, { phoneNumber: messages.duplicateMemberPhone });

async function assertIdNumberFree(tx: Db | Tx, idNumber: string, exceptId?: string): Promise<void> {
  const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.idNumber, idNumber)).limit(1);
  if (row && row.id !== exceptId) throw duplicateId();
}

type ParsedMemberInput = Omit<MemberInput, 'phoneNumber'> & { phoneNumber: string; email: string | null };

export async function createMember(db: Db, request: FastifyRequest, input: ParsedMemberInput, now: Date): Promise<AdminMember> {
  // Re-encoding is CPU work: do it before the transaction holds any lock.
  const photo = input.profileImage ? await normalisePhoto(input.profileImage) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const chapter = await chapterByName(tx, input.chapter);
      await assertIdNumberFree(tx, input.idNumber);
      const photoId = photo ? await storePhoto(tx, photo) : null;
      const joinDate = nairobiToday(now);
      const row = await insertWithMembershipNumber(tx, chapter.name, joinDate, async (sp, membershipNumber) => {
        const [inserted] = await sp
          .insert(members)
          .values({
            idNumber: input.idNumber,
            fullName: input.fullName,
            phoneNumber: input.phoneNumber,
            email: input.email,
            gender: input.gender,
            chapterId: chapter.id,
            membershipNumber,
            joinDate,
            renewalDate: firstRenewalDate(joinDate),
            // Added by an official: no M-Pesa payment went through the system (decision note).
            paymentStatus: 'unpaid',
            paymentMethod: 'admin',
            status: input.status ?? 'active',
            photoId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: members.id, membershipNumber: members.membershipNumber });
        return inserted!;
      });
      await audit(tx, actorFrom(request), { action: 'create', entity: 'member', entityId: row.id, details: { membershipNumber: row.membershipNumber } });
      return row.id;
    });
    return getMember(db, id, now);
  } catch (error) {
    if (isUniqueViolation(error, 'members_id_number_idx')) throw duplicateId();
    if (isUniqueViolation(error, 'members_phone_number_idx')) throw duplicatePhone();
    throw error;
  }
}

type ParsedMemberUpdate = Partial<ParsedMemberInput> & { expectedUpdatedAt?: string | undefined };

export async function updateMember(db: Db, request: FastifyRequest, id: string, input: ParsedMemberUpdate, now: Date): Promise<AdminMember> {
  const photo = input.profileImage ? await normalisePhoto(input.profileImage) : null;
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(members).where(eq(members.id, requireUuid(id, messages.memberNotFound)));
      if (!existing) throw notFound(messages.memberNotFound);
      const changes: Partial<typeof members.$inferInsert> = { updatedAt: now };
      if (input.idNumber !== undefined && input.idNumber !== existing.idNumber) {
        await assertIdNumberFree(tx, input.idNumber, id);
        changes.idNumber = input.idNumber;
      }
      if (input.fullName !== undefined) changes.fullName = input.fullName;
      if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
      if (input.email !== undefined) changes.email = input.email;
      if (input.gender !== undefined) changes.gender = input.gender;
      if (input.status !== undefined) changes.status = input.status;
      if (input.chapter !== undefined) changes.chapterId = (await chapterByName(tx, input.chapter)).id;
      if (input.profileImage !== undefined) changes.photoId = photo ? await storePhoto(tx, photo) : null;

      const updated = await tx
        .update(members)
        .set(changes)
        .where(and(eq(members.id, id), stillAtVersion(members.updatedAt, input.expectedUpdatedAt)))
        .returning({ id: members.id });
      if (updated.length === 0) throw editConflict();
      if (input.profileImage !== undefined && existing.photoId) await deletePhoto(tx, existing.photoId);
      const fields = Object.keys(changes).filter((k) => k !== 'updatedAt');
      await audit(tx, actorFrom(request), { action: 'update', entity: 'member', entityId: id, details: { fields } });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'members_id_number_idx')) throw duplicateId();
    if (isUniqueViolation(error, 'members_phone_number_idx')) throw duplicatePhone();
    throw error;
  }
  return getMember(db, id, now);
}

/** Removes the member for good (the spec's dialog says so), with the photo; the audit row remains. */
export async function deleteMember(db: Db, request: FastifyRequest, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.delete(members).where(eq(members.id, requireUuid(id, messages.memberNotFound))).returning();
    if (!existing) throw notFound(messages.memberNotFound);
    if (existing.photoId) await deletePhoto(tx, existing.photoId);
    await audit(tx, actorFrom(request), {
      action: 'delete',
      entity: 'member',
      entityId: id,
      details: { membershipNumber: existing.membershipNumber, fullName: existing.fullName },
    });
  });
}
