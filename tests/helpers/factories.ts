/**
 * Test-data factories: each makes a valid record with sensible defaults and takes overrides.
 * They write through the same tables the app uses. The row builders (memberRow, leaderRow) are
 * also what the demo seed (scripts/demo-data.ts) inserts in bulk.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { chapters, leaders, members, users } from '../../src/server/db/schema';
import { suggestChapterCode } from '../../src/shared/chapters';
import { PRIVACY_NOTICE_VERSION, SESSION_COOKIE } from '../../src/shared/constants';
import { isChapterRole, type Role } from '../../src/shared/roles';
import { leadershipNumberPrefix, membershipNumberPrefix } from '../../src/shared/numbers';
import { firstRenewalDate } from '../../src/shared/membership';
import { createSession } from '../../src/server/modules/auth/sessions';
import { hashPassword } from '../../src/server/modules/auth/password';
import type { RegistrationDraft } from '../../src/shared/schemas/payment-drafts';

let sequence = 0;
const next = () => ++sequence;
/**
 * ID numbers unique within a test file (each file has its own database): a random start, then
 * counted. Drawn wholly at random, 2,000 members collide about once in forty runs.
 */
const ID_START = 20_000_000 + randomInt(0, 70_000_000);
const uniqueIdNumber = () => String(ID_START + next());
/** The built-in SMS simulator treats these endings as broken phones (refused, or never delivered). */
const SIMULATOR_BROKEN_ENDINGS = ['0403', '0407'];
/**
 * Phones unique within a test file, as ID numbers are: members' phones are unique in the database,
 * and 3,000 phones drawn wholly at random collided about one file run in twenty (a 2,000-member
 * insert failed). A random start keeps files apart on a shared database.
 */
const PHONE_START = randomInt(0, 90_000_000);
let phoneSequence = 0;
function phone(): string {
  for (;;) {
    const candidate = `2547${String(PHONE_START + ++phoneSequence).padStart(8, '0')}`;
    if (!SIMULATOR_BROKEN_ENDINGS.some((ending) => candidate.endsWith(ending))) return candidate;
  }
}

export async function makeChapter(db: Db, overrides: Partial<typeof chapters.$inferInsert> = {}) {
  const name = overrides.name ?? `Test Chapter ${next()} Youth Voice`;
  const taken = new Set((await db.select({ code: chapters.code }).from(chapters)).map((c) => c.code));
  // Codes are unique: the name's own, else the first free one from QA on.
  const free = [...'QRSTUVWXYZ'].flatMap((a) => [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((b) => a + b)).find((c) => !taken.has(c));
  const code = suggestChapterCode(name, taken) ?? free!;
  const [row] = await db
    .insert(chapters)
    .values({ name, code, leader: 'TBD', ...overrides })
    .returning();
  return row!;
}

export async function firstChapter(db: Db) {
  const [row] = await db.select().from(chapters).limit(1);
  return row ?? makeChapter(db);
}

/**
 * A valid member row (not yet inserted) in `chapter`: the one place that knows what a complete
 * member looks like. makeMember inserts one; the demo seed inserts thousands in batches.
 */
export function memberRow(
  chapter: { id: string; code: string },
  overrides: Partial<typeof members.$inferInsert> = {},
): typeof members.$inferInsert {
  const joinDate = overrides.joinDate ?? new Date().toISOString().slice(0, 10);
  return {
    idNumber: uniqueIdNumber(),
    fullName: `Member ${next()} Mwenda`,
    phoneNumber: phone(),
    gender: 'female',
    chapterId: chapter.id,
    membershipNumber: `${membershipNumberPrefix(chapter.code, joinDate)}${next() + 1000}`,
    joinDate,
    renewalDate: firstRenewalDate(joinDate),
    paymentStatus: 'paid',
    paymentMethod: 'mpesa_stk',
    status: 'active',
    ...overrides,
  };
}

export async function makeMember(db: Db, overrides: Partial<typeof members.$inferInsert> = {}) {
  const chapter = overrides.chapterId
    ? (await db.select().from(chapters).where(eq(chapters.id, overrides.chapterId)))[0]!
    : await firstChapter(db);
  const [row] = await db.insert(members).values(memberRow(chapter, overrides)).returning();
  return row!;
}

/** A valid leader row (not yet inserted) in `chapter`; see memberRow. */
export function leaderRow(
  chapter: { id: string; code: string },
  overrides: Partial<typeof leaders.$inferInsert> = {},
): typeof leaders.$inferInsert {
  const joinDate = overrides.joinDate ?? new Date().toISOString().slice(0, 10);
  const position = overrides.position ?? 'Treasurer';
  return {
    idNumber: uniqueIdNumber(),
    fullName: `Leader ${next()} Kirimi`,
    phoneNumber: phone(),
    chapterId: chapter.id,
    position,
    leadershipNumber: `${leadershipNumberPrefix(chapter.code, position, joinDate)}${next() + 1000}`,
    joinDate,
    ...overrides,
  };
}

export async function makeLeader(db: Db, overrides: Partial<typeof leaders.$inferInsert> = {}) {
  const chapter = await firstChapter(db);
  const [row] = await db.insert(leaders).values(leaderRow(chapter, overrides)).returning();
  return row!;
}

/** The registration draft a payment row carries: a valid one, for tests that insert payments directly. */
export function registrationDraft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    idNumber: uniqueIdNumber(),
    fullName: `Registrant ${next()} Gatwiri`,
    phoneNumber: phone(),
    gender: 'female',
    email: null,
    language: 'en',
    chapterId: '00000000-0000-4000-8000-000000000000',
    chapterName: 'Imenti Youth Voice',
    photoId: null,
    consentAt: new Date().toISOString(),
    consentVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  };
}

export async function makeUser(
  db: Db,
  overrides: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const n = next();
  const password = overrides.password ?? `password-${n}-long-enough`;
  // A chapter coordinator is tied to a chapter (the database refuses one without): the first, unless named.
  const chapterId =
    overrides.chapterId ?? (overrides.role && isChapterRole(overrides.role) ? (await firstChapter(db)).id : undefined);
  const [row] = await db
    .insert(users)
    .values({
      username: `official${n}`,
      email: `official${n}@example.org`,
      role: 'chairman' as Role,
      ...overrides,
      chapterId,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { user: row!, password };
}

/** A signed-in official of the given role: the Cookie header to send. */
export async function sessionCookie(db: Db, role: Role = 'chairman', now = new Date()): Promise<string> {
  const { user } = await makeUser(db, { role });
  const { token } = await createSession(db, { userId: user.id, rememberMe: false, now });
  return `${SESSION_COOKIE}=${token}`;
}
