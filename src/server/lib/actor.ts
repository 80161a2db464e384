/**
 * Who performs a write: the signed-in official (if any) and the address the request came from.
 * Services take an Actor instead of a FastifyRequest, so they can be called from jobs, the CLI
 * and tests without faking an HTTP request, and so they cannot reach into headers or bodies.
 */
import type { FastifyRequest } from 'fastify';

export interface Actor {
  userId: string | null;
  username: string | null;
  ip: string;
}

/** The actor behind an HTTP request (the address is already resolved through TRUST_PROXY). */
export function actorFrom(request: FastifyRequest): Actor {
  return { userId: request.user?.id ?? null, username: request.user?.username ?? null, ip: request.ip };
}

/**
 * Writes made by the system itself (scheduled jobs, start-up seeding), not by an official.
 * @public Nothing uses it yet; jobs will when they audit their writes.
 */
export const systemActor: Actor = Object.freeze({ userId: null, username: 'system', ip: '127.0.0.1' });

/**
 * A member acting on their own record after proving who they are with a one-time code
 * (self-service data rights): no official account, so no userId; the member number (never the
 * name, ID number or phone) says whose action it was in the audit log.
 */
export const memberActor = (membershipNumber: string, ip: string): Actor => ({
  userId: null,
  username: `member:${membershipNumber}`,
  ip,
});
