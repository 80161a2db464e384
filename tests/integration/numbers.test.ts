import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema';
import { insertWithMembershipNumber } from '../../src/server/modules/members/numbers';
import { MEMBER_NUMBER_PATTERN } from '../../src/shared/numbers';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { firstChapter, makeMember } from '../helpers/factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const insertMember = (chapterId: string, idNumber: string) =>
  database.db.transaction((tx) =>
    insertWithMembershipNumber(tx, 'IM', '2026-11-22', async (db, membershipNumber) => {
      const [row] = await db
        .insert(members)
        .values({
          idNumber,
          fullName: 'Kendi Mwiti',
          phoneNumber: `2547${idNumber.slice(-8).padStart(8, '0')}`,
          gender: 'female',
          chapterId,
          membershipNumber,
          joinDate: '2026-11-22',
          renewalDate: '2027-11-22',
        })
        .returning();
      return row!;
    }),
  );

describe('membership numbers', () => {
  it('have the product format (docs/product-rules.md) and are unique', async () => {
    const chapter = await firstChapter(database.db);
    const a = await insertMember(chapter.id, '30000001');
    const b = await insertMember(chapter.id, '30000002');
    expect(a.membershipNumber).toMatch(MEMBER_NUMBER_PATTERN);
    expect(a.membershipNumber.startsWith('MYVIM-1126-')).toBe(true);
    expect(a.membershipNumber).not.toBe(b.membershipNumber);
  });

  it('find the last free number of a nearly full month, then widen the range', async () => {
    const chapter = await firstChapter(database.db);
    const taken = new Set((await database.db.select({ n: members.membershipNumber }).from(members)).map((r) => r.n));
    let free = '';
    for (let n = 1; n <= 500; n++) {
      const number = `MYVIM-1126-${n}`;
      if (taken.has(number)) continue;
      if (!free) {
        free = number; // leave exactly one free
        continue;
      }
      await makeMember(database.db, { chapterId: chapter.id, membershipNumber: number });
    }
    const last = await insertMember(chapter.id, '30000003');
    expect(last.membershipNumber).toBe(free);
    const widened = await insertMember(chapter.id, '30000004');
    const n = Number(widened.membershipNumber.split('-')[2]);
    expect(n).toBeGreaterThan(500);
    expect(n).toBeLessThanOrEqual(1000);
  });

  it('a duplicate ID number is not mistaken for a number collision', async () => {
    const chapter = await firstChapter(database.db);
    await expect(insertMember(chapter.id, '30000001')).rejects.toThrow();
  });
});
