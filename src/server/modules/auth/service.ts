/**
 * Sign-in and password changes. Unknown name, wrong password and disabled account get the same
 * answer after the same work (one scrypt comparison, against a dummy hash when there is no
 * account), so neither the message nor the timing tells which accounts exist.
 */
import { audit } from '../audit';
import type { Actor } from '../../lib/actor';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import type { ChangePasswordInput, LoginInput } from '../../../shared/schemas/auth';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { createSession, deleteExpiredSessions, deleteOtherSessions, type SessionUser } from './sessions';
import type { KnownDevice } from './device-cookie';
import { countPasswordChangeAttempt, countSignInAttempt, passwordChangeSucceeded, signInSucceeded } from './throttle';
import type { VerifyTwoFactorInput } from '../../../shared/schemas/two-factor';
import type { Role } from '../../../shared/roles';
import { hasTwoFactor, type SecondFactor, type TwoFactor } from './two-factor/service';
import { officialsMessages } from '../../../shared/officials-messages';

/** A hash of a random password nobody knows, made once: unknown names are checked against it. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(generatePassword()));

export interface LoginContext {
  ip: string;
  /** A device cookie with a valid signature sent with this attempt (device-cookie.ts), if any. */
  device?: KnownDevice | null;
  userAgent: string | undefined;
  now: Date;
}

/** Signed in: a new session. */
export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/** The password was right and the account signs in with a second factor: no session yet. */
export interface SecondFactorNeeded {
  twoFactorRequired: true;
  userId: string;
  /** The device cookie's nonce when it was counted for this attempt (the code's attempts count there too). */
  deviceNonce: string | undefined;
}

/** An account by username or e-mail, case-insensitively (both are unique in lower case). */
export async function findAccount(db: Db, name: string): Promise<typeof users.$inferSelect | undefined> {
  const key = name.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return row;
}

export async function login(db: Db, input: LoginInput, context: LoginContext): Promise<LoginResult | SecondFactorNeeded> {
  const name = input.username.trim().toLowerCase();
  const account = await findAccount(db, name);
  // Keyed by the account when the name matched one, so username and e-mail share one budget.
  const accountKey = account ? `user:${account.id}` : `name:${name}`;

  // A device cookie spares the account-wide ceiling only for the account it names.
  const deviceNonce = account && context.device?.userId === account.id ? context.device.nonce : undefined;
  // Counted before the password is checked, atomically: concurrent guesses cannot slip past.
  const counted = await countSignInAttempt(db, accountKey, context.ip, context.now, deviceNonce);

  const passwordMatches = await verifyPassword(input.password, account?.passwordHash ?? (await getDummyHash()));
  if (!account || !passwordMatches || account.disabled) {
    // The name tried, never the password; the account when the name matched one.
    await audit(
      db,
      { userId: null, username: null, ip: context.ip },
      {
        action: 'signin.failure',
        entity: 'user',
        entityId: account?.id ?? null,
        details: { usernameTried: input.username.trim() },
      },
    );
    throw new AppError(401, 'invalid_credentials', serverMessages.loginInvalid);
  }

  await signInSucceeded(db, accountKey, context.ip, counted);
  if (await hasTwoFactor(db, account.id))
    return { twoFactorRequired: true, userId: account.id, deviceNonce: counted.deviceNonce };
  return completeSignIn(db, account, context, { rememberMe: input.rememberMe });
}

/**
 * The second step of a sign-in: a code (or a recovery code) for the account whose password was
 * given a moment ago. Each try counts in the same sign-in limits as a password (throttle.ts), so
 * a code is no easier to guess than a password; a success takes its count back.
 */
export async function verifySecondFactor(
  db: Db,
  twoFactor: TwoFactor,
  pending: { userId: string; rememberMe: boolean; deviceNonce: string | undefined },
  input: VerifyTwoFactorInput,
  context: LoginContext,
): Promise<LoginResult> {
  const accountKey = `user:${pending.userId}`;
  const counted = await countSignInAttempt(db, accountKey, context.ip, context.now, pending.deviceNonce);
  const [account] = await db.select().from(users).where(eq(users.id, pending.userId)).limit(1);
  const factor = account && !account.disabled ? await twoFactor.check(account.id, input, context.now) : null;
  if (!account || !factor) {
    await audit(
      db,
      { userId: null, username: null, ip: context.ip },
      {
        action: 'signin.failure',
        entity: 'user',
        entityId: pending.userId,
        details: {
          step: input.recoveryCode === undefined ? 'code' : 'recovery_code',
          ...(account ? { usernameTried: account.username } : {}),
        },
      },
    );
    throw new AppError(401, 'two_factor_code_wrong', officialsMessages.twoFactor.codeWrong, {
      code: officialsMessages.twoFactor.codeWrong,
    });
  }
  await signInSucceeded(db, accountKey, context.ip, counted);
  return completeSignIn(db, account, context, { rememberMe: pending.rememberMe, secondFactor: factor });
}

/** A sign-in that passed every step: recorded, audited, and a new session. */
async function completeSignIn(
  db: Db,
  account: typeof users.$inferSelect,
  context: LoginContext,
  options: { rememberMe: boolean; secondFactor?: SecondFactor },
): Promise<LoginResult> {
  // Sign-ins are rare: a good moment to sweep sessions that have run out.
  await deleteExpiredSessions(db, context.now);
  await db.update(users).set({ lastSignInAt: context.now }).where(eq(users.id, account.id));
  await audit(
    db,
    { userId: account.id, username: account.username, ip: context.ip },
    {
      action: 'signin.success',
      entity: 'user',
      entityId: account.id,
      details: { rememberMe: options.rememberMe, ...(options.secondFactor ? { secondFactor: options.secondFactor } : {}) },
    },
  );
  const session = await createSession(db, {
    userId: account.id,
    rememberMe: options.rememberMe,
    ip: context.ip,
    userAgent: context.userAgent,
    now: context.now,
  });
  return {
    user: {
      id: account.id,
      username: account.username,
      email: account.email,
      role: account.role,
      passwordTemporary: account.passwordTemporary,
      twoFactorEnabled: options.secondFactor !== undefined,
    },
    ...session,
  };
}

/** The signed-in official changes their password; every other session of theirs ends. */
export async function changePassword(
  db: Db,
  actor: Actor,
  user: SessionUser,
  currentToken: string,
  input: ChangePasswordInput,
  context: LoginContext,
): Promise<void> {
  const { now } = context;
  const [account] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!account) throw new AppError(401, 'unauthenticated', serverMessages.unauthenticated);
  // Guessing the current password from a stolen session has its own budget, apart from sign-in:
  // wrong tries here must not lock the official out of signing in.
  const accountKey = `user:${account.id}`;
  await countPasswordChangeAttempt(db, accountKey, now);
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw new AppError(400, 'wrong_password', messages.passwordCurrentWrong, { currentPassword: messages.passwordCurrentWrong });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, 'same_password', serverMessages.passwordSameAsCurrent, {
      newPassword: serverMessages.passwordSameAsCurrent,
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordTemporary: false, updatedAt: now })
    .where(eq(users.id, user.id));
  await passwordChangeSucceeded(db, accountKey);
  await deleteOtherSessions(db, user.id, currentToken);
  await audit(db, actor, { action: 'password.change', entity: 'user', entityId: user.id });
}

/**
 * What the browser may know about the signed-in official. `requiredRoles`: REQUIRE_2FA_ROLES; an
 * official of such a role without two-step sign-in is told to set it up (access.ts refuses the rest).
 */
export const publicUser = (user: SessionUser, requiredRoles: readonly Role[]) => ({
  username: user.username,
  email: user.email,
  role: user.role,
  mustChangePassword: user.passwordTemporary,
  twoFactorEnabled: user.twoFactorEnabled,
  twoFactorSetupRequired: mustSetUpTwoFactor(user, requiredRoles),
});

/** An official whose role requires two-step sign-in and who has not set it up. */
export const mustSetUpTwoFactor = (
  user: Pick<SessionUser, 'role' | 'twoFactorEnabled'>,
  requiredRoles: readonly Role[],
): boolean => !user.twoFactorEnabled && requiredRoles.includes(user.role);
