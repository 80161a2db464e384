/**
 * A short self-service session after a one-time code (docs/data-rights.md).
 *
 * A code ends when used (service.ts), and /my-card offers several actions after one code (the
 * card, "Download my data", "Correct my details", "Delete my membership"). Rather than letting a
 * code be reused for its whole life by whoever sees it, the first use of a code gives this
 * browser `myv_member` = `{memberId}.{expiresMs}.{signature}`: an HMAC with a key of its own
 * (settings table, like the device cookie's), valid 15 minutes, httpOnly, SameSite=Strict and sent
 * only to /api/self-service, so no page script and no other site can use it. Each action still
 * names the ID number, which must be the session member's current one: once a member is
 * anonymised (or changes nothing), a stolen value opens nothing else.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { createSigner } from '../../lib/signer';

export const MEMBER_SESSION_COOKIE = 'myv_member';
const MEMBER_SESSION_LIFETIME_MS = 15 * 60_000;
const COOKIE_PATH = '/api/self-service';
const KEY_SETTING = 'member_session_key';
const SHAPE = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export interface MemberSessions {
  issue(reply: FastifyReply, memberId: string, now: Date): Promise<void>;
  /** The member a cookie value names, or null when absent, malformed, forged or expired. */
  read(value: string | undefined, now: Date): Promise<string | null>;
  clear(reply: FastifyReply): void;
}

export function createMemberSessions(db: Db, options: { secure: boolean }): MemberSessions {
  // "m:" keeps this MAC apart from anything else signed with the same construction.
  const { sign, verify } = createSigner(db, KEY_SETTING, 'm');
  return {
    async issue(reply, memberId, now) {
      const expires = new Date(now.getTime() + MEMBER_SESSION_LIFETIME_MS);
      const payload = `${memberId}.${expires.getTime()}`;
      reply.setCookie(MEMBER_SESSION_COOKIE, `${payload}.${await sign(payload)}`, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secure,
        expires,
      });
    },
    async read(value, now) {
      const match = value ? SHAPE.exec(value) : null;
      if (!match) return null;
      const [, memberId, expires, signature] = match as unknown as [string, string, string, string];
      if (!(await verify(`${memberId}.${expires}`, signature))) return null;
      if (Number(expires) <= now.getTime()) return null;
      return memberId;
    },
    clear(reply) {
      reply.clearCookie(MEMBER_SESSION_COOKIE, { path: COOKIE_PATH });
    },
  };
}
