/**
 * Recovery codes: ten per official, each 80 random bits written as XXXX-XXXX-XXXX-XXXX (base32:
 * no 0/1/8/9 to confuse with O/I/B/g). Shown once when two-step sign-in is turned on; stored
 * only as SHA-256 (80 bits cannot be searched for like a password, so a slow hash adds nothing).
 * Using one marks it used in the same statement that finds it, so two requests racing with the
 * same code cannot both sign in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recoveryCodes } from '../../../db/schema';

const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The canonical form the hash is taken of: upper case, no dashes or spaces. */
const canonical = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();
const hashCode = (code: string) =>
  createHash('sha256')
    .update(`recovery:${canonical(code)}`)
    .digest('hex');

function newRecoveryCode(): string {
  const bytes = randomBytes(10); // 80 bits = 16 base32 characters, 5 bits each
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 15; i >= 0; i--) text += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return text.match(/.{4}/g)!.join('-');
}

/** Replaces the official's codes with ten new ones and returns them (the only time they are seen). */
export async function issueRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code), createdAt: now })));
  });
  return codes;
}

/** Uses one code: true when it was the official's and unused (it is used from now on). */
export async function useRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
