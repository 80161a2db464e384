/**
 * The approvals plugin, without encapsulation (fastify-plugin) so modules register their kinds:
 *   app.approvals.register({ kind, access, approve, reject })
 * Routes (access 'signed-in': the kind's own level is checked per request):
 *   GET  /api/approvals                → { items: [{ id, kind, summary, requestedBy, requestedAt }] }
 *   POST /api/approvals/:id/approve    → { status: 'approved' }
 *   POST /api/approvals/:id/reject     { reason } → { status: 'rejected' }
 *   GET  /api/approvals/mine           → { items: [...the items above, secondOfficial, withdrawable] }:
 *                                        the official's own requests still waiting
 *   POST /api/approvals/:id/withdraw   → { status: 'withdrawn' }: the requester takes theirs back
 */
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorFrom } from '../../lib/actor';
import { approvalItemSchema, approvalRejectSchema, ownApprovalSchema } from '../../../shared/schemas/campaigns';
import { decide, ownPending, pendingFor, withdrawOwn, type ApprovalKind, type ApprovalKinds } from './service';
import { officialsMessages } from '../../../shared/officials-messages';

declare module 'fastify' {
  interface FastifyInstance {
    approvals: { kinds: ApprovalKinds; register(kind: ApprovalKind): void };
  }
}

const idParams = z.object({ id: z.uuid({ error: officialsMessages.approvals.notFound }) });

const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  const { kinds } = app.approvals;

  app.get(
    '/api/approvals',
    { config: { access: 'signed-in' }, schema: { response: { 200: z.object({ items: z.array(approvalItemSchema) }) } } },
    async (request) => ({ items: await pendingFor(db, kinds, request.user!) }),
  );

  app.get(
    '/api/approvals/mine',
    { config: { access: 'signed-in' }, schema: { response: { 200: z.object({ items: z.array(ownApprovalSchema) }) } } },
    async (request) => ({ items: await ownPending(db, kinds, request.user!) }),
  );

  app.post(
    '/api/approvals/:id/withdraw',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, response: { 200: z.object({ status: z.literal('withdrawn'), message: z.string() }) } },
    },
    async (request) => {
      await withdrawOwn(db, kinds, actorFrom(request), request.params.id, now());
      return { status: 'withdrawn' as const, message: officialsMessages.ownRequests.withdrawn };
    },
  );

  app.post(
    '/api/approvals/:id/approve',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, response: { 200: z.object({ status: z.literal('approved') }) } },
    },
    async (request) => {
      const official = { ...actorFrom(request), role: request.user!.role };
      await decide(db, kinds, official, { id: request.params.id }, { approve: true }, now());
      return { status: 'approved' as const };
    },
  );

  app.post(
    '/api/approvals/:id/reject',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, body: approvalRejectSchema, response: { 200: z.object({ status: z.literal('rejected') }) } },
    },
    async (request) => {
      const official = { ...actorFrom(request), role: request.user!.role };
      await decide(db, kinds, official, { id: request.params.id }, { approve: false, reason: request.body.reason }, now());
      return { status: 'rejected' as const };
    },
  );
};

export const approvalsPlugin = fp(
  async (app) => {
    const kinds: ApprovalKinds = new Map();
    app.decorate('approvals', { kinds, register: (kind: ApprovalKind) => void kinds.set(kind.kind, kind) });
    await app.register(approvalRoutes);
  },
  { name: 'myv-approvals', fastify: '5.x' },
);
