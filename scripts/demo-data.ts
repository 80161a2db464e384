/**
 * Realistic demo members and leaders for Meru County, generated in bulk (seed:demo, bench:admin).
 * Deterministic for a given seed so benchmarks compare like with like.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { chapters, contactMessages, leaders, members, notifications } from '../src/server/db/schema';
import { LEADER_POSITIONS } from '../src/shared/constants';
import { leadershipNumberPrefix, membershipNumberPrefix } from '../src/shared/numbers';
import { leaderRow, memberRow } from '../tests/helpers/factories';
import { seededRandom } from './seeded-random';

const FIRST = [
  'Kendi',
  'Mwenda',
  'Kawira',
  'Murithi',
  'Nkatha',
  'Gitonga',
  'Karimi',
  'Mutuma',
  'Makena',
  'Kirimi',
  'Gatwiri',
  'Mugambi',
  'Kananu',
  'Munene',
  'Mukami',
  'Koome',
  'Nkirote',
  'Kinoti',
  'Ciana',
  'Muriuki',
  'Faith',
  'Brian',
  'Purity',
  'Dennis',
  'Joy',
  'Kevin',
  'Mercy',
  'Collins',
  'Diana',
  'Ian',
];
const LAST = [
  'Mwiti',
  'Kaberia',
  'Gikunda',
  'Kobia',
  'Mutwiri',
  'Kiogora',
  'Mbaabu',
  'Kathurima',
  'Muthuri',
  'Njeru',
  'Kimathi',
  'Marete',
  'Mwirigi',
  'Gitobu',
  'Kirema',
  'Baariu',
  'Ntongai',
  'Muthee',
  'Kaimenyi',
  'Mutabari',
];

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** Inserts `count` members in batches; returns how many were inserted. */
export async function seedDemoMembers(
  db: Db,
  count: number,
  options: { seed?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  const rand = seededRandom(options.seed ?? 7);
  const chapterRows = await db.select().from(chapters);
  const perPrefix = new Map<string, number>();
  const now = Date.now();
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(members);
  const idBase = 30_000_000 + Number(existing?.n ?? 0);
  let inserted = 0;
  const batchSize = 2000;
  for (let start = 0; start < count; start += batchSize) {
    const rows: (typeof members.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) {
      // Weighted towards recent months, like a growing organisation.
      const ageDays = Math.floor(Math.pow(rand(), 1.6) * 1095);
      const created = new Date(now - ageDays * 86_400_000 - Math.floor(rand() * 86_400_000));
      const joinDate = created.toISOString().slice(0, 10);
      const chapter = pick(rand, chapterRows);
      const prefix = membershipNumberPrefix(chapter.code, joinDate);
      const n = (perPrefix.get(prefix) ?? 0) + 1;
      perPrefix.set(prefix, n);
      const first = pick(rand, FIRST);
      const last = pick(rand, LAST);
      rows.push(
        memberRow(chapter, {
          idNumber: String(idBase + i * 7 + 1),
          fullName: `${first} ${pick(rand, FIRST)} ${last}`,
          // Unique per member (the database refuses a second member with one phone).
          phoneNumber: `254${i % 5 === 0 ? '1' : '7'}${String(((idBase + i) * 7919) % 100_000_000).padStart(8, '0')}`,
          email: rand() < 0.4 ? `${first}.${last}${i}@example.org`.toLowerCase() : null,
          gender: rand() < 0.5 ? 'female' : rand() < 0.96 ? 'male' : 'other',
          membershipNumber: `${prefix}${n + 500 * Math.floor(Number(existing?.n ?? 0) / 500 + 1)}`,
          joinDate,
          paymentMethod: rand() < 0.9 ? 'mpesa_stk' : 'manual',
          status: rand() < 0.92 ? 'active' : 'inactive',
          createdAt: created,
          updatedAt: created,
        }),
      );
    }
    const result = await db.insert(members).values(rows).onConflictDoNothing().returning({ id: members.id });
    inserted += result.length;
    options.onProgress?.(start + rows.length);
  }
  return inserted;
}

export async function seedDemoLeaders(db: Db, count: number, seed = 11): Promise<number> {
  const rand = seededRandom(seed);
  const chapterRows = await db.select().from(chapters);
  const rows: (typeof leaders.$inferInsert)[] = [];
  const perPrefix = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const chapter = chapterRows[i % chapterRows.length]!;
    const position = LEADER_POSITIONS[i % LEADER_POSITIONS.length]!;
    const joinDate = new Date(Date.now() - Math.floor(rand() * 700) * 86_400_000).toISOString().slice(0, 10);
    const prefix = leadershipNumberPrefix(chapter.code, position, joinDate);
    const n = (perPrefix.get(prefix) ?? Math.floor(rand() * 50)) + 1;
    perPrefix.set(prefix, n);
    rows.push(
      leaderRow(chapter, {
        idNumber: String(29_000_000 + i * 13 + Math.floor(rand() * 10)),
        fullName: `${pick(rand, FIRST)} ${pick(rand, LAST)}`,
        phoneNumber: `2547${String(Math.floor(rand() * 100_000_000)).padStart(8, '0')}`,
        position,
        leadershipNumber: `${prefix}${n}`,
        joinDate,
      }),
    );
  }
  const result = await db.insert(leaders).values(rows).onConflictDoNothing().returning({ id: leaders.id });
  return result.length;
}

export async function seedDemoInbox(db: Db): Promise<void> {
  await db.insert(contactMessages).values([
    {
      name: 'Kendi Mwiti',
      email: 'kendi@example.org',
      subject: 'Volunteering at the health camp',
      message: 'Hello, I would like to volunteer at the next health camp in Maua. How do I sign up?',
    },
    {
      name: 'Brian Kobia',
      email: 'brian@example.org',
      phone: '0712000111',
      subject: 'Partnership',
      message: 'Our cooperative in Timau would like to partner on the avocado value-addition training.',
    },
  ]);
  await db.insert(notifications).values([
    { kind: 'member_registered', message: 'New member Kawira Mutwiri registered and paid KSh 200' },
    { kind: 'manual_registration', message: 'Manual registration by Mugambi Njeru is waiting for confirmation' },
  ]);
}
