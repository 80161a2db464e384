/**
 * Unique record numbers (membership and leadership numbers; their formats are in
 * docs/product-rules.md): a random n in the range, drawn again on collision; the range widens
 * only when a month's range is full. The unique index is the arbiter; each attempt runs in a
 * savepoint so a collision does not abort the caller's transaction.
 */
import { like, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { startingWith } from '../db/like';
import { randomInRange } from '../../shared/numbers';

const MAX_ATTEMPTS = 40;
const RANDOM_ATTEMPTS = 5;

export interface NumberSeries {
  /** Everything before n, e.g. MYVIM-1126- (one series per chapter and month). */
  prefix: string;
  range: { min: number; max: number };
  /** The text column that holds the numbers, under the unique index `constraint`. */
  column: PgColumn;
  constraint: string;
}

/** Runs `insert` with a fresh number of the series, drawing again while the number is taken. */
export async function insertWithUniqueNumber<T>(
  tx: Tx,
  series: NumberSeries,
  insert: (db: Tx, number: string) => Promise<T>,
): Promise<T> {
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(series.column.table)
    .where(like(series.column, startingWith(series.prefix)));
  const size = series.range.max - series.range.min + 1;
  // A full month widens the range (501–1000, …) instead of looping forever.
  const blocks = Math.floor((used?.n ?? 0) / size);
  const range = { min: series.range.min + blocks * size, max: series.range.max + blocks * size };

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Random draws first (cheap, almost always free); when the month is crowded, draw from
    // the numbers actually free so a nearly full range still finds its last slots.
    const n = attempt < RANDOM_ATTEMPTS ? randomInRange(range) : await drawFree(tx, series, range);
    const number = `${series.prefix}${n}`;
    try {
      return await tx.transaction((savepoint) => insert(savepoint, number));
    } catch (error) {
      if (!isUniqueViolation(error, series.constraint)) throw error;
    }
  }
  throw new Error(`No free number for ${series.prefix} after ${MAX_ATTEMPTS} attempts`);
}

async function drawFree(tx: Tx, series: NumberSeries, range: { min: number; max: number }): Promise<number> {
  const rows = await tx
    .select({ value: series.column })
    .from(series.column.table)
    .where(like(series.column, startingWith(series.prefix)));
  const used = new Set(rows.map((row) => Number(String(row.value).slice(series.prefix.length))));
  const free: number[] = [];
  for (let n = range.min; n <= range.max; n++) if (!used.has(n)) free.push(n);
  return free.length ? free[Math.floor(Math.random() * free.length)]! : range.max + 1;
}
