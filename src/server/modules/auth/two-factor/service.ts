/**
 * Two-step sign-in with an authenticator app (docs/two-factor.md). An official starts the set-up
 * (a new secret, stored encrypted, not yet in force), confirms it with one code from the app, and
 * receives ten recovery codes. From then on signing in takes the password, then a code.
 *
 * A code is accepted once: the step it belongs to is stored, and only a later step is accepted
 * next, by one conditional UPDATE, so two requests with the same code (two instances, a replayed
 * request) cannot both pass.
 */
import QRCode from 'qrcode';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recoveryCodes, twoFactor, users } from '../../../db/schema';
import { AppError } from '../../../errors';
import { createSecretBox, type SecretBox } from '../../../lib/secret-box';
import type { Actor } from '../../../lib/actor';
import { messages } from '../../../../shared/messages';
import type { Role } from '../../../../shared/roles';
import type { TwoFactorSetup, TwoFactorStatus, VerifyTwoFactorInput } from '../../../../shared/schemas/two-factor';
import { audit } from '../../audit';
import { verifyPassword } from '../password';
import { deleteOtherSessions, deleteUserSessions, type SessionUser } from '../sessions';
import { countPasswordChangeAttempt, passwordChangeSucceeded } from '../throttle';
import { issueRecoveryCodes, recoveryCodesLeft, useRecoveryCode } from './recovery-codes';
import { matchTotp, newTotpSecret, totpUrl } from './totp';
import { officialsMessages } from '../../../../shared/officials-messages';

const t = officialsMessages.twoFactor;

const wrongCode = () => new AppError(400, 'two_factor_code_wrong', t.codeWrong, { code: t.codeWrong });

/** Which second factor signed an official in. */
export type SecondFactor = 'totp' | 'recovery_code';

export interface TwoFactor {
  status(user: SessionUser, requiredRoles: readonly Role[]): Promise<TwoFactorStatus>;
  /** A new secret for the official's app, replacing any set-up not yet confirmed. */
  setup(user: SessionUser): Promise<TwoFactorSetup>;
  /** Confirms the set-up with a code of the new secret; returns the recovery codes. */
  enable(actor: Actor, user: SessionUser, code: string, now: Date): Promise<string[]>;
  /** Checks a second factor for signing in: which one passed, or null (nothing is used up then). */
  check(userId: string, input: VerifyTwoFactorInput, now: Date): Promise<SecondFactor | null>;
  /** Turns it off with the password and a code; every other session of the official ends. */
  disable(
    actor: Actor,
    user: SessionUser,
    input: { password: string; code: string },
    context: { currentToken: string; requiredRoles: readonly Role[]; now: Date },
  ): Promise<void>;
}

/** One per app: the encryption key is read once. */
export function createTwoFactor(db: Db): TwoFactor {
  const box: SecretBox = createSecretBox(db, 'totp_secret_key', 'totp-secret');

  const row = async (userId: string) => {
    const [found] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
    return found;
  };

  /** The step of a correct, not yet used code, taken in the same statement; null otherwise. */
  async function takeCode(userId: string, secretEncrypted: string, code: string, now: Date): Promise<number | null> {
    const secret = await box.open(secretEncrypted);
    const step = secret ? matchTotp(secret, code, now) : null;
    if (step === null) return null;
    const taken = await db
      .update(twoFactor)
      .set({ lastStep: step })
      .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
      .returning({ step: twoFactor.lastStep });
    return taken.length ? step : null;
  }

  return {
    async status(user, requiredRoles) {
      const found = await row(user.id);
      const enabled = !!found?.enabledAt;
      return {
        enabled,
        required: requiredRoles.includes(user.role),
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, user.id) : 0,
      };
    },

    async setup(user) {
      const found = await row(user.id);
      if (found?.enabledAt) throw new AppError(409, 'two_factor_already_enabled', t.alreadyEnabled);
      const secret = newTotpSecret();
      const secretEncrypted = await box.seal(secret);
      // Only a set-up not yet confirmed is replaced: the condition keeps a racing enable in force.
      await db
        .insert(twoFactor)
        .values({ userId: user.id, secretEncrypted })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secretEncrypted, lastStep: null },
          setWhere: isNull(twoFactor.enabledAt),
        });
      const otpauthUrl = totpUrl(secret, user.username);
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    async enable(actor, user, code, now) {
      const found = await row(user.id);
      if (found?.enabledAt) throw new AppError(409, 'two_factor_already_enabled', t.alreadyEnabled);
      if (!found) throw new AppError(409, 'two_factor_not_enabled', t.notStarted);
      if ((await takeCode(user.id, found.secretEncrypted, code, now)) === null) throw wrongCode();
      const enabled = await db
        .update(twoFactor)
        .set({ enabledAt: now })
        .where(and(eq(twoFactor.userId, user.id), isNull(twoFactor.enabledAt)))
        .returning({ userId: twoFactor.userId });
      if (!enabled.length) throw new AppError(409, 'two_factor_already_enabled', t.alreadyEnabled);
      const codes = await issueRecoveryCodes(db, user.id, now);
      await audit(db, actor, { action: '2fa.enable', entity: 'user', entityId: user.id, details: { username: user.username } });
      return codes;
    },

    async check(userId, input, now) {
      const found = await row(userId);
      if (!found?.enabledAt) return null;
      if (input.code !== undefined)
        return (await takeCode(userId, found.secretEncrypted, input.code, now)) === null ? null : 'totp';
      if (input.recoveryCode !== undefined)
        return (await useRecoveryCode(db, userId, input.recoveryCode, now)) ? 'recovery_code' : null;
      return null;
    },

    async disable(actor, user, input, context) {
      const found = await row(user.id);
      if (!found?.enabledAt) throw new AppError(409, 'two_factor_not_enabled', t.notEnabled);
      if (context.requiredRoles.includes(user.role)) throw new AppError(409, 'two_factor_required', t.requiredForRole);
      // Guessing from a stolen session has the password-change budget, apart from sign-in.
      const accountKey = `user:${user.id}`;
      await countPasswordChangeAttempt(db, accountKey, context.now);
      const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!account || !(await verifyPassword(input.password, account.passwordHash))) {
        throw new AppError(400, 'wrong_password', messages.passwordCurrentWrong, { password: messages.passwordCurrentWrong });
      }
      if ((await takeCode(user.id, found.secretEncrypted, input.code, context.now)) === null) throw wrongCode();
      await passwordChangeSucceeded(db, accountKey);
      await removeTwoFactor(db, user.id);
      await deleteOtherSessions(db, user.id, context.currentToken);
      await audit(db, actor, { action: '2fa.disable', entity: 'user', entityId: user.id, details: { username: user.username } });
    },
  };
}

async function removeTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  });
}

/**
 * A chairman's reset of another official's two-step sign-in (the Officials tab, or the CLI for a
 * lost chairman): it is removed, the official is signed out everywhere and sets it up again at
 * their next sign-in (at once, when their role requires it).
 */
export async function resetTwoFactor(db: Db, actor: Actor, user: { id: string; username: string }): Promise<boolean> {
  const [found] = await db.select({ userId: twoFactor.userId }).from(twoFactor).where(eq(twoFactor.userId, user.id));
  await removeTwoFactor(db, user.id);
  await deleteUserSessions(db, user.id);
  await audit(db, actor, {
    action: '2fa.reset',
    entity: 'user',
    entityId: user.id,
    details: { username: user.username, wasSetUp: !!found },
  });
  return !!found;
}

/** Whether an account signs in with a second factor (checked after its password). */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1);
  return !!found;
}
