/**
 * The officials' view of the outbox.
 *   GET /api/outbox     admin: queued / sent / failed messages with the gateway's status and delivery report; codes redacted
 *   GET /api/sms/inbox  admin: texts people sent to our number (not STOP/START), newest first, with the member matched
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { members, outbox, smsInbound } from '../../db/schema';
import { OUTBOX_STATUSES } from '../../../shared/constants';
import { pagingQuery } from '../../../shared/schemas/paging';
import { toDisplayPhone } from '../../../shared/phone';
import { redactedParams, smsText, type MessageParams } from './messages';

const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  memberId: z.uuid().optional(),
  ...pagingQuery,
});

const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  kind: z.string(),
  memberId: z.string().nullable(),
  recipient: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  gatewayStatus: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The gateway's delivery report, e.g. "Success" or "Failed: AbsentSubscriber"; null before one. */
  delivery: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

const inboxAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      from: z.string(),
      text: z.string(),
      receivedAt: z.string(),
      member: z.object({ id: z.string(), fullName: z.string(), membershipNumber: z.string() }).nullable(),
    }),
  ),
  total: z.number(),
});

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  app.get(
    '/api/outbox',
    {
      config: { access: 'admin' },
      schema: {
        querystring: outboxQuerySchema,
        response: {
          200: z.object({ items: z.array(outboxItemSchema), total: z.number(), counts: z.record(z.string(), z.number()) }),
        },
      },
    },
    async (request) => {
      const { status, memberId, page, pageSize } = request.query;
      const parts: SQL[] = [];
      if (status) parts.push(eq(outbox.status, status));
      if (memberId) parts.push(eq(outbox.memberId, memberId));
      const where = parts.length ? and(...parts) : undefined;
      const [rows, [total], byStatus] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(outbox).where(where),
        db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          kind: row.kind,
          memberId: row.memberId,
          recipient: row.channel === 'sms' ? toDisplayPhone(row.recipient) : row.recipient,
          // One-time codes are never shown, even while the message waits to be sent.
          text: smsText(row.kind, redactedParams(row.params as MessageParams), config.publicUrl),
          status: row.status,
          attempts: row.attempts,
          gatewayStatus: row.gatewayStatus,
          lastError: row.lastError,
          delivery: row.deliveryStatus ? [row.deliveryStatus, row.deliveryFailureReason].filter(Boolean).join(': ') : null,
          nextAttemptAt: row.nextAttemptAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
        counts: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
      };
    },
  );

  app.get(
    '/api/sms/inbox',
    {
      config: { access: 'admin' },
      schema: { querystring: z.object({ ...pagingQuery }), response: { 200: inboxAnswerSchema } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const where = eq(smsInbound.action, 'message');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: smsInbound.id,
            sender: smsInbound.sender,
            text: smsInbound.text,
            receivedAt: smsInbound.receivedAt,
            memberId: members.id,
            fullName: members.fullName,
            membershipNumber: members.membershipNumber,
          })
          .from(smsInbound)
          .leftJoin(members, eq(members.id, smsInbound.memberId))
          .where(where)
          .orderBy(desc(smsInbound.receivedAt), desc(smsInbound.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(smsInbound).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          from: toDisplayPhone(row.sender),
          text: row.text,
          receivedAt: row.receivedAt.toISOString(),
          member:
            row.memberId && row.fullName && row.membershipNumber
              ? { id: row.memberId, fullName: row.fullName, membershipNumber: row.membershipNumber }
              : null,
        })),
        total: Number(total?.n ?? 0),
      };
    },
  );
};
