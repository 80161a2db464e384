/**
 * The member behind a self-service action on /my-card (docs/data-rights.md): a live one-time code
 * (ended by its use, and the short session cookie set), or that cookie for the same ID number.
 * Otherwise 400 with the product's message, and the action stores nothing. Every action after the
 * code (data rights, preferences) proves its member here, so the rule lives once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';
import { memberById, type MemberRecord } from '../renewals';
import { MEMBER_SESSION_COOKIE, type MemberSessions } from './member-session';
import { verifyCode } from './service';

export type ProveMember = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: { idNumber: string; code?: string | undefined },
) => Promise<MemberRecord>;

export function memberProver(db: Db, sessions: MemberSessions, now: () => Date): ProveMember {
  return async (request, reply, body) => {
    const at = now();
    if (body.code) {
      const member = await verifyCode(db, { idNumber: body.idNumber, code: body.code, ip: request.ip, now: at });
      await sessions.issue(reply, member.id, at);
      return member;
    }
    const memberId = await sessions.read(request.cookies[MEMBER_SESSION_COOKIE], at);
    const member = memberId ? await memberById(db, memberId) : null;
    if (!member || member.idNumber !== body.idNumber) throw badRequest(serverMessages.dataRightsSessionEnded);
    return member;
  };
}
