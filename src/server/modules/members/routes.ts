/**
 * The members API of the dashboard (spec §7, issue 7). Admin only. The spec's body-addressed
 * PUT/DELETE (`memberId` in the body) and the path-addressed forms (`/api/members/:id`) do the same.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { AppPlugin } from '../../app';
import { PHOTO_BODY_LIMIT_BYTES } from '../../body-limits';
import { badRequest } from '../../errors';
import { messages } from '../../../shared/messages';
import { nairobiToday } from '../../../shared/dates';
import { GENDER_LABELS } from '../../../shared/constants';
import {
  memberListQuerySchema,
  adminMemberSchema,
  idParamSchema,
  memberDeleteSchema,
  memberUpdateSchema,
  pagedSchema,
} from '../../../shared/schemas/admin';
import { memberInputSchema } from '../../../shared/schemas/members';
import { csvRow } from './csv';
import { createMember, deleteMember, getMember, listMembers, memberBatches, updateMember } from './service';

const admin = { access: 'admin' } as const;
const writeAnswer = z.object({ success: z.literal(true), message: z.string(), member: adminMemberSchema });
const deleteAnswer = z.object({ success: z.literal(true), message: z.string() });

export const MEMBER_CSV_HEADER = [
  'Membership No.',
  'Full Name',
  'ID Number',
  'Phone',
  'Email',
  'Gender',
  'Chapter',
  'Join Date',
  'Status',
  'Payment Status',
  'Payment Method',
  'Renewal Date',
  'Membership Status',
] as const;

export const memberRoutes: AppPlugin = async (app, { db, now }) => {
  app.get(
    '/api/members',
    { config: admin, schema: { querystring: memberListQuerySchema, response: { 200: pagedSchema(adminMemberSchema) } } },
    async (request) => listMembers(db, request.query, now()),
  );

  app.get(
    '/api/members/export.csv',
    { config: admin, schema: { querystring: memberListQuerySchema.omit({ page: true, pageSize: true }) } },
    async (request, reply) => {
      const query = request.query;
      async function* lines() {
        // A BOM so spreadsheet programs read names with accents as UTF-8.
        yield `\uFEFF${csvRow(MEMBER_CSV_HEADER)}`;
        for await (const batch of memberBatches(db, query, now())) {
          yield batch
            .map((m) =>
              csvRow([
                m.membershipNumber,
                m.fullName,
                m.idNumber,
                m.phoneNumber,
                m.email,
                GENDER_LABELS[m.gender],
                m.chapter,
                m.joinDate,
                m.status,
                m.paymentStatus,
                m.paymentMethod,
                m.renewalDate,
                m.membershipStatus,
              ]),
            )
            .join('');
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="MYV_Members_${nairobiToday(now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );

  app.get(
    '/api/members/:id',
    { config: admin, schema: { params: idParamSchema, response: { 200: adminMemberSchema } } },
    async (request) => getMember(db, request.params.id, now()),
  );

  app.post(
    '/api/members',
    {
      config: admin,
      bodyLimit: PHOTO_BODY_LIMIT_BYTES,
      schema: {
        body: memberInputSchema,
        response: { 201: z.object({ id: z.string(), message: z.string(), member: adminMemberSchema }) },
      },
    },
    async (request, reply) => {
      const member = await createMember(db, request, request.body, now());
      return reply.code(201).send({ id: member.id, message: messages.memberAdded, member });
    },
  );

  const update = async (id: string | undefined, body: z.output<typeof memberUpdateSchema>, request: Parameters<typeof updateMember>[1]) => {
    if (!id) throw badRequest(messages.idRequired, { memberId: messages.idRequired });
    const { memberId: _ignored, ...changes } = body;
    const member = await updateMember(db, request, id, changes, now());
    return { success: true as const, message: messages.memberUpdated, member };
  };

  app.put(
    '/api/members',
    { config: admin, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { body: memberUpdateSchema, response: { 200: writeAnswer } } },
    async (request) => update(request.body.memberId, request.body, request),
  );
  app.put(
    '/api/members/:id',
    { config: admin, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { params: idParamSchema, body: memberUpdateSchema, response: { 200: writeAnswer } } },
    async (request) => update(request.params.id, request.body, request),
  );

  app.delete(
    '/api/members',
    { config: admin, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { body: memberDeleteSchema, response: { 200: deleteAnswer } } },
    async (request) => {
      await deleteMember(db, request, request.body.memberId);
      return { success: true as const, message: messages.memberDeleted };
    },
  );
  app.delete(
    '/api/members/:id',
    { config: admin, schema: { params: idParamSchema, response: { 200: deleteAnswer } } },
    async (request) => {
      await deleteMember(db, request, request.params.id);
      return { success: true as const, message: messages.memberDeleted };
    },
  );
};
