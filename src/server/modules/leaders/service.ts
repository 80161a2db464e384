/**
 * Officials' work on leader records: what sets leaders apart from other person records (the
 * leadership number, the position and the appointment date). Leaders are few (tens to
 * hundreds), so their search is a plain case-insensitive scan.
 */
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, leaders } from '../../db/schema';
import { conflict } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { nairobiToday } from '../../../shared/dates';
import type { AdminLeader, AdminListQuery } from '../../../shared/schemas/admin';
import type { LeaderPosition } from '../../../shared/constants';
import { personAnswer, personColumns, personRecords, type PersonFilters, type PersonInput } from '../people';
import { chapterIdsMatching, containsFolded, searchPatterns } from '../people';
import { insertWithLeadershipNumber } from './numbers';

const leaderColumns = {
  ...personColumns(leaders),
  position: leaders.position,
  leadershipNumber: leaders.leadershipNumber,
  joinDate: leaders.joinDate,
};
const selectLeaders = (db: Db | Tx) =>
  db.select(leaderColumns).from(leaders).leftJoin(chapters, eq(chapters.id, leaders.chapterId)).$dynamic();
type LeaderRow = Awaited<ReturnType<typeof selectLeaders>>[number];

/** Search in fullName, idNumber, position, phone number or chapter name. */
async function leaderFilters(db: Db | Tx, query: Pick<AdminListQuery, 'search'>): Promise<SQL[]> {
  if (!query.search) return [];
  const any: SQL[] = [];
  for (const p of searchPatterns(query.search)) {
    // Regardless of case and letter marks: "Kimathi" finds "Kĩmathi".
    any.push(containsFolded([leaders.fullName, leaders.idNumber, leaders.position, leaders.phoneNumber], p));
  }
  const chapterIds = await chapterIdsMatching(db, query.search);
  if (chapterIds.length) any.push(inArray(leaders.chapterId, chapterIds));
  return [or(...any)!];
}

const duplicateId = () => conflict(serverMessages.duplicateLeader, { idNumber: serverMessages.duplicateLeader });

export interface ParsedLeaderInput extends PersonInput {
  position: LeaderPosition;
  /** The appointment date; today when not given. */
  joinDate?: string | undefined;
}

const appointedOn = (input: { joinDate?: string | undefined }, now: Date) => input.joinDate ?? nairobiToday(now);

export const leaderRecords = personRecords<LeaderRow, AdminLeader, PersonFilters, ParsedLeaderInput>({
  entity: 'leader',
  table: leaders,
  number: { column: leaders.leadershipNumber, key: 'leadershipNumber' },
  select: selectLeaders,
  toAnswer: (row) => personAnswer(row),
  filters: leaderFilters,
  notFound: messages.leaderNotFound,
  duplicateIdNumber: duplicateId,
  uniqueAnswers: { leaders_id_number_idx: duplicateId },
  withNumber: (tx, chapterCode, input, now, insert) =>
    insertWithLeadershipNumber(tx, chapterCode, input.position, appointedOn(input, now), insert),
  insertValues: (input, leadershipNumber, now) => ({
    position: input.position,
    leadershipNumber,
    joinDate: appointedOn(input, now),
  }),
  updateValues: (input) => ({
    ...(input.position === undefined ? {} : { position: input.position }),
    ...(input.joinDate === undefined ? {} : { joinDate: input.joinDate }),
  }),
});
