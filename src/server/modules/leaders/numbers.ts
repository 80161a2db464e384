/** Leadership numbers (LDR{CC}{PP}-{MMYY}-{n}; see docs/product-rules.md). */
import type { Tx } from '../../db/client';
import { leaders } from '../../db/schema';
import { insertWithUniqueNumber } from '../../lib/unique-number';
import { LEADER_NUMBER_RANGE } from '../../../shared/constants';
import { leadershipNumberPrefix } from '../../../shared/numbers';

/** Inserts a leader with a fresh unique leadership number (the series is per chapter, position and month). */
export function insertWithLeadershipNumber<T>(
  tx: Tx,
  /** The chapter's code; null without a chapter. */
  chapterCode: string | null,
  position: string,
  joinDate: string,
  insert: (db: Tx, leadershipNumber: string) => Promise<T>,
): Promise<T> {
  const prefix = leadershipNumberPrefix(chapterCode, position, joinDate);
  return insertWithUniqueNumber(
    tx,
    { prefix, range: LEADER_NUMBER_RANGE, column: leaders.leadershipNumber, constraint: 'leaders_leadership_number_idx' },
    insert,
  );
}
