/**
 * Officials' work on members: what sets members apart from other person records (the
 * membership number, gender, the renewal date and the lifecycle computed from it). Counts
 * come from the trigger-kept member_counts.
 */
import { eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, memberCounts, members } from '../../db/schema';
import { conflict } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { firstRenewalDate, membershipStatus, membershipStatusBounds } from '../../../shared/membership';
import { nairobiToday } from '../../../shared/dates';
import { DEFAULT_MEMBER_LANGUAGE } from '../../../shared/member-language';
import type { AdminMember, MemberListQuery } from '../../../shared/schemas/admin';
import type { MemberInput } from '../../../shared/schemas/members';
import { personAnswer, personColumns, personRecords, type PersonInput } from '../people';
import { insertWithMembershipNumber } from './numbers';
import { memberSearchCondition } from './search';

const memberColumns = {
  ...personColumns(members),
  gender: members.gender,
  membershipNumber: members.membershipNumber,
  joinDate: members.joinDate,
  renewalDate: members.renewalDate,
  paymentStatus: members.paymentStatus,
  paymentMethod: members.paymentMethod,
  smsConsent: members.smsConsent,
  language: members.language,
};
/** Members with their chapter's name: the one query every read starts from. */
const selectMembers = (db: Db | Tx) =>
  db.select(memberColumns).from(members).leftJoin(chapters, eq(chapters.id, members.chapterId)).$dynamic();
type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** The membership status is computed from the renewal date and Nairobi's today, never stored. */
const toAdminMember = (row: MemberRow, today: string): AdminMember => ({
  ...personAnswer(row),
  membershipStatus: membershipStatus(row.renewalDate, today),
});

type MemberFilters = Pick<MemberListQuery, 'search' | 'chapterId' | 'status' | 'membershipStatus'>;

async function memberFilters(db: Db | Tx, query: MemberFilters, today: string): Promise<SQL[]> {
  const parts: SQL[] = [];
  if (query.membershipStatus) {
    const { after, until } = membershipStatusBounds(query.membershipStatus, today);
    if (after) parts.push(gt(members.renewalDate, after));
    if (until) parts.push(lte(members.renewalDate, until));
  }
  if (query.search) parts.push(await memberSearchCondition(db, query.search));
  return parts;
}

/** The total without a search comes from the counters, not from counting 100 000 rows. */
async function countMembers(db: Db, query: MemberFilters, where: SQL | undefined): Promise<number> {
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
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(where);
  return Number(row?.n ?? 0);
}

const duplicateId = () => conflict(serverMessages.duplicateMember, { idNumber: serverMessages.duplicateMember });
/** The unique index members_phone_number_idx is the rule; this is its answer. */
const duplicatePhone = () => conflict(serverMessages.duplicateMemberPhone, { phoneNumber: serverMessages.duplicateMemberPhone });

export type ParsedMemberInput = PersonInput & Pick<MemberInput, 'gender' | 'language'>;

export const memberRecords = personRecords<MemberRow, AdminMember, MemberFilters, ParsedMemberInput>({
  entity: 'member',
  table: members,
  number: { column: members.membershipNumber, key: 'membershipNumber' },
  select: selectMembers,
  toAnswer: toAdminMember,
  filters: memberFilters,
  count: countMembers,
  notFound: messages.memberNotFound,
  duplicateIdNumber: duplicateId,
  uniqueAnswers: { members_id_number_idx: duplicateId, members_phone_number_idx: duplicatePhone },
  // An official's addition joins today; the number's month is the join month.
  withNumber: (tx, chapterCode, _input, now, insert) => insertWithMembershipNumber(tx, chapterCode, nairobiToday(now), insert),
  insertValues: (input, membershipNumber, now) => {
    const joinDate = nairobiToday(now);
    return {
      gender: input.gender,
      language: input.language ?? DEFAULT_MEMBER_LANGUAGE,
      membershipNumber,
      joinDate,
      renewalDate: firstRenewalDate(joinDate),
      // Added by an official: no M-Pesa payment went through the system.
      paymentStatus: 'unpaid',
      paymentMethod: 'admin',
    };
  },
  updateValues: (input) => ({
    ...(input.gender === undefined ? {} : { gender: input.gender }),
    ...(input.language === undefined ? {} : { language: input.language }),
  }),
});
