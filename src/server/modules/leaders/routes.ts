/** The leaders API of the dashboard (spec §7, issue 7). Admin only; body- and path-addressed forms. */
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { AppPlugin } from '../../app';
import { PHOTO_BODY_LIMIT_BYTES } from '../../body-limits';
import { badRequest } from '../../errors';
import { messages } from '../../../shared/messages';
import { nairobiToday } from '../../../shared/dates';
import {
  adminLeaderSchema,
  adminListQuerySchema,
  idParamSchema,
  leaderDeleteSchema,
  leaderUpdateSchema,
  pagedSchema,
} from '../../../shared/schemas/admin';
import { leaderInputSchema } from '../../../shared/schemas/members';
import { csvRow } from '../members/csv';
import { createLeader, deleteLeader, getLeader, leaderBatches, listLeaders, updateLeader } from './service';

const admin = { access: 'admin' } as const;
const writeAnswer = z.object({ success: z.literal(true), message: z.string(), leader: adminLeaderSchema });
const deleteAnswer = z.object({ success: z.literal(true), message: z.string() });

export const LEADER_CSV_HEADER = [
  'Leadership No.',
  'Full Name',
  'ID Number',
  'Phone',
  'Email',
  'Position',
  'Chapter',
  'Appointed Date',
  'Status',
] as const;

export const leaderRoutes: AppPlugin = async (app, { db, now }) => {
  app.get(
    '/api/leaders',
    { config: admin, schema: { querystring: adminListQuerySchema, response: { 200: pagedSchema(adminLeaderSchema) } } },
    async (request) => listLeaders(db, request.query),
  );

  app.get(
    '/api/leaders/export.csv',
    { config: admin, schema: { querystring: adminListQuerySchema.omit({ page: true, pageSize: true }) } },
    async (request, reply) => {
      const query = request.query;
      async function* lines() {
        yield `\uFEFF${csvRow(LEADER_CSV_HEADER)}`;
        for await (const batch of leaderBatches(db, query)) {
          yield batch
            .map((l) => csvRow([l.leadershipNumber, l.fullName, l.idNumber, l.phoneNumber, l.email, l.position, l.chapter, l.joinDate, l.status]))
            .join('');
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="MYV_Leaders_${nairobiToday(now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );

  app.get(
    '/api/leaders/:id',
    { config: admin, schema: { params: idParamSchema, response: { 200: adminLeaderSchema } } },
    async (request) => getLeader(db, request.params.id),
  );

  app.post(
    '/api/leaders',
    {
      config: admin,
      bodyLimit: PHOTO_BODY_LIMIT_BYTES,
      schema: { body: leaderInputSchema, response: { 201: z.object({ leader: adminLeaderSchema, message: z.string() }) } },
    },
    async (request, reply) => {
      const leader = await createLeader(db, request, request.body, now());
      return reply.code(201).send({ leader, message: messages.leaderAdded });
    },
  );

  const update = async (id: string | undefined, body: z.output<typeof leaderUpdateSchema>, request: Parameters<typeof updateLeader>[1]) => {
    if (!id) throw badRequest(messages.idRequired, { leaderId: messages.idRequired });
    const { leaderId: _ignored, ...changes } = body;
    const leader = await updateLeader(db, request, id, changes, now());
    return { success: true as const, message: messages.leaderUpdated, leader };
  };
  app.put(
    '/api/leaders',
    { config: admin, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { body: leaderUpdateSchema, response: { 200: writeAnswer } } },
    async (request) => update(request.body.leaderId, request.body, request),
  );
  app.put(
    '/api/leaders/:id',
    { config: admin, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { params: idParamSchema, body: leaderUpdateSchema, response: { 200: writeAnswer } } },
    async (request) => update(request.params.id, request.body, request),
  );

  app.delete(
    '/api/leaders',
    { config: admin, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { body: leaderDeleteSchema, response: { 200: deleteAnswer } } },
    async (request) => {
      await deleteLeader(db, request, request.body.leaderId);
      return { success: true as const, message: messages.leaderDeleted };
    },
  );
  app.delete(
    '/api/leaders/:id',
    { config: admin, schema: { params: idParamSchema, response: { 200: deleteAnswer } } },
    async (request) => {
      await deleteLeader(db, request, request.params.id);
      return { success: true as const, message: messages.leaderDeleted };
    },
  );
};
