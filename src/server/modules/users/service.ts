/**
 * Officials' accounts: used by the chairman's Officials tab (routes.ts) and the user CLI
 * (scripts/user.ts) alike, so both follow the same rules.
 */
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, twoFactor, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import type { Role } from '../../../shared/roles';
import type { CreateUserInput, Official } from '../../../shared/schemas/auth';
import { clearAccountFailures, deleteUserSessions, generatePassword, hashPassword, resetTwoFactor } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../audit';
import { findChapterByName } from '../chapters';
import type { Actor } from '../../lib/actor';

type UserRow = typeof users.$inferSelect;

/** `twoFactorEnabled`: whether the official signs in with two steps (read with the row, or known). */
const toOfficial = (row: UserRow, chapter: string | null, twoFactorEnabled: boolean): Official => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  chapter,
  disabled: row.disabled,
  passwordTemporary: row.passwordTemporary,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  twoFactorEnabled,
});

/** Officials with their chapter's name (a chapter coordinator's; null for the others) and whether they use two steps. */
const selectOfficials = (db: Db) =>
  db
    .select({ user: users, chapter: chapters.name, twoFactorEnabledAt: twoFactor.enabledAt })
    .from(users)
    .leftJoin(chapters, eq(chapters.id, users.chapterId))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .$dynamic();

export async function listOfficials(db: Db): Promise<Official[]> {
  const rows = await selectOfficials(db).orderBy(asc(users.createdAt), asc(users.username));
  return rows.map((row) => toOfficial(row.user, row.chapter, row.twoFactorEnabledAt !== null));
}

async function getOfficial(db: Db, id: string): Promise<Official> {
  const [row] = await selectOfficials(db).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(serverMessages.userNotFound);
  return toOfficial(row.user, row.chapter, row.twoFactorEnabledAt !== null);
}

async function getUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(serverMessages.userNotFound);
  return row;
}

/** The chapter a chapter-scoped official is tied to (the schema requires it for that role only). */
async function chapterOf(db: Db, name: string | undefined): Promise<{ id: string; name: string } | null> {
  if (!name) return null;
  const chapter = await findChapterByName(db, name);
  if (!chapter) throw new AppError(400, 'unknown_chapter', messages.unknownChapter, { chapter: messages.unknownChapter });
  return chapter;
}

/**
 * Creates an official. Without a password a temporary one is generated (shown once, changed at
 * first sign-in); the CLI passes the password an operator typed, which is final.
 */
export async function createOfficial(
  db: Db,
  actor: Actor,
  input: CreateUserInput,
  password?: string,
): Promise<{ user: Official; temporaryPassword: string | undefined }> {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(sql`lower(${users.email})`, email)))
    .limit(1);
  if (taken) throw conflict(serverMessages.userTaken);
  const chapter = await chapterOf(db, input.chapter);
  const temporaryPassword = password === undefined ? generatePassword() : undefined;
  try {
    const [row] = await db
      .insert(users)
      .values({
        username,
        email,
        role: input.role,
        chapterId: chapter?.id ?? null,
        passwordHash: await hashPassword(password ?? temporaryPassword!),
        passwordTemporary: password === undefined,
      })
      .returning();
    const user = toOfficial(row!, chapter?.name ?? null, false);
    await audit(db, actor, {
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      details: { username: user.username, role: user.role, ...(user.chapter ? { chapter: user.chapter } : {}) },
    });
    return { user, temporaryPassword };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(serverMessages.userTaken); // lost a race with the same name
    throw error;
  }
}

/** Refuses to leave the organisation without an active chairman (nobody could manage accounts). */
async function assertAnotherActiveChairman(db: Db, exceptId: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'chairman' as Role), eq(users.disabled, false), ne(users.id, exceptId)));
  if (Number(row?.n ?? 0) === 0) throw conflict(serverMessages.lastChairman);
}

/** Disables or enables an account; an official cannot disable their own. */
export async function setDisabled(db: Db, actor: Actor, id: string, disabled: boolean): Promise<Official> {
  if (disabled && actor.userId === id) throw new AppError(409, 'own_account', serverMessages.cannotChangeOwnAccount);
  const user = await getOfficial(db, id);
  if (disabled && user.role === 'chairman' && !user.disabled) await assertAnotherActiveChairman(db, id);
  await db.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, id));
  // A disabled official is signed out everywhere at once, not at their session's expiry.
  if (disabled) await deleteUserSessions(db, id);
  const official = await getOfficial(db, id);
  await audit(db, actor, {
    action: `user.${disabled ? 'disable' : 'enable'}`,
    entity: 'user',
    entityId: official.id,
    details: { username: official.username },
  });
  return official;
}

/**
 * Sets a new password. From the Officials tab it is a generated temporary one (the official must
 * change it at next sign-in); from the CLI it is the one the operator typed. Either way the
 * account's sessions end and its failed sign-ins are forgotten.
 */
export async function resetPassword(
  db: Db,
  actor: Actor,
  id: string,
  options: { password?: string } = {},
): Promise<{ user: Official; temporaryPassword: string | undefined }> {
  if (actor.userId === id) throw new AppError(409, 'own_account', serverMessages.cannotChangeOwnAccount);
  await getOfficial(db, id);
  const temporaryPassword = options.password === undefined ? generatePassword() : undefined;
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(options.password ?? temporaryPassword!),
      passwordTemporary: options.password === undefined,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  await deleteUserSessions(db, id);
  await clearAccountFailures(db, `user:${id}`);
  const user = await getOfficial(db, id);
  // A password the operator typed (the CLI) is set; a generated temporary one is a reset.
  const action = options.password === undefined ? 'user.reset_password' : 'user.set_password';
  await audit(db, actor, { action, entity: 'user', entityId: user.id, details: { username: user.username } });
  return { user, temporaryPassword };
}

/**
 * Removes another official's two-step sign-in (a lost phone and no recovery codes): they are
 * signed out everywhere and set it up again (audited in resetTwoFactor).
 */
export async function resetTwoFactorOf(db: Db, actor: Actor, id: string): Promise<Official> {
  if (actor.userId === id) throw new AppError(409, 'own_account', serverMessages.cannotChangeOwnAccount);
  const user = await getUser(db, id);
  await resetTwoFactor(db, actor, user);
  return getOfficial(db, id);
}
