/**
 * Unique membership and leadership numbers (DESIGN.md): a random n in the range, drawn again
 * on collision; the range widens only when a month's range is full. The unique index is the
 * arbiter; each attempt runs in a savepoint so a collision does not abort the caller's transaction.
 */
import { like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { leaders, members } from '../../db/schema';
import { LEADER_NUMBER_RANGE, MEMBER_NUMBER_RANGE } from '../../../shared/constants';
import { leadershipNumberPrefix, membershipNumberPrefix, randomInRange } from '../../../shared/numbers';

const MAX_ATTEMPTS = 40;
const RANDOM_ATTEMPTS = 5;

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const code = (e as { code?: string })?.code;
  const name = (e as { constraint?: string })?.constraint ?? '';
  return code === '23505' && (!constraint || name === constraint);
};

async function withUniqueNumber<T>(
  tx: Tx,
  options: {
    prefix: string;
    range: { min: number; max: number };
    column: AnyPgColumn;
    table: typeof members | typeof leaders;
    constraint: string;
    insert: (db: Tx, number: string) => Promise<T>;
  },
): Promise<T> {
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(options.table)
    .where(like(options.column, `${options.prefix}%`));
  const size = options.range.max - options.range.min + 1;
  // A full month widens the range (501–1000, …) instead of looping forever.
  const blocks = Math.floor((used?.n ?? 0) / size);
  const range = { min: options.range.min + blocks * size, max: options.range.max + blocks * size };

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Random draws first (cheap, almost always free); when the month is crowded, draw from
    // the numbers actually free so a nearly full range still finds its last slots.
    const n = attempt < RANDOM_ATTEMPTS ? randomInRange(range) : await drawFree(tx, options, range);
    const number = `${options.prefix}${n}`;
    try {
      return await tx.transaction((savepoint) => options.insert(savepoint, number));
    } catch (error) {
      if (!isUniqueViolation(error, options.constraint)) throw error;
    }
  }
  throw new Error(`No free number for ${options.prefix} after ${MAX_ATTEMPTS} attempts`);
}

async function drawFree(
  tx: Tx,
  options: { prefix: string; column: AnyPgColumn; table: typeof members | typeof leaders },
  range: { min: number; max: number },
): Promise<number> {
  const rows = await tx
    .select({ value: options.column })
    .from(options.table)
    .where(like(options.column, `${options.prefix}%`));
  const used = new Set(rows.map((row) => Number(String(row.value).slice(options.prefix.length))));
  const free: number[] = [];
  for (let n = range.min; n <= range.max; n++) if (!used.has(n)) free.push(n);
  return free.length ? free[Math.floor(Math.random() * free.length)]! : range.max + 1;
}

/** Inserts a member with a fresh unique membership number (MYV{CC}-{MMYY}-{n}). */
export function insertWithMembershipNumber<T>(
  tx: Tx,
  chapterName: string | null,
  joinDate: string,
  insert: (db: Tx, membershipNumber: string) => Promise<T>,
): Promise<T> {
  return withUniqueNumber(tx, {
    prefix: membershipNumberPrefix(chapterName, joinDate),
    range: MEMBER_NUMBER_RANGE,
    column: members.membershipNumber,
    table: members,
    constraint: 'members_membership_number_idx',
    insert,
  });
}

/** Inserts a leader with a fresh unique leadership number (LDR{CC}{PP}-{MMYY}-{n}). */
export function insertWithLeadershipNumber<T>(
  tx: Tx,
  chapterName: string | null,
  position: string,
  joinDate: string,
  insert: (db: Tx, leadershipNumber: string) => Promise<T>,
): Promise<T> {
  return withUniqueNumber(tx, {
    prefix: leadershipNumberPrefix(chapterName, position, joinDate),
    range: LEADER_NUMBER_RANGE,
    column: leaders.leadershipNumber,
    table: leaders,
    constraint: 'leaders_leadership_number_idx',
    insert,
  });
}
