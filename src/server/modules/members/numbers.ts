/** Membership numbers (MYV{CC}-{MMYY}-{n}; see docs/product-rules.md). */
import type { Tx } from '../../db/client';
import { members } from '../../db/schema';
import { insertWithUniqueNumber } from '../../lib/unique-number';
import { MEMBER_NUMBER_RANGE } from '../../../shared/constants';
import { membershipNumberPrefix } from '../../../shared/numbers';

/** Inserts a member with a fresh unique membership number. */
export function insertWithMembershipNumber<T>(
  tx: Tx,
  /** The chapter's code; null without a chapter. */
  chapterCode: string | null,
  joinDate: string,
  insert: (db: Tx, membershipNumber: string) => Promise<T>,
): Promise<T> {
  const prefix = membershipNumberPrefix(chapterCode, joinDate);
  return insertWithUniqueNumber(
    tx,
    { prefix, range: MEMBER_NUMBER_RANGE, column: members.membershipNumber, constraint: 'members_membership_number_idx' },
    insert,
  );
}
