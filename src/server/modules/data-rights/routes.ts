/**
 * Members' data rights (docs/data-rights.md).
 *   Member, after the one-time code of /my-card (`code` in the body, or the short self-service
 *   cookie that entering a code sets, with the same ID number):
 *     POST /api/self-service/export[?format=pdf]  { idNumber, code? } → everything we hold, as JSON or PDF
 *     POST /api/self-service/details              { idNumber, code?, email?, profileImage? } → { fields }
 *     POST /api/self-service/phone                { idNumber, code?, newPhone } → 202 (a code to the new phone)
 *     POST /api/self-service/phone/confirm        { idNumber, code?, newPhone, phoneCode } → { fields: ['phone'] }
 *     POST /api/self-service/delete-request       { idNumber, code? } → 202 { filed, alreadyFiled, message }
 *     POST /api/self-service/events               { idNumber, code? } → { events }: the events they came to
 *   Officials (access 'admin': the chairman and vice-chairman, who see members' records):
 *     GET  /api/data-requests                     → { items, overdue }
 *     POST /api/data-requests/:id/approve         → anonymises the member, queues the final SMS
 *     POST /api/data-requests/:id/reject          { reason }
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_PHOTO_BODY_LIMIT_BYTES, SMALL_BODY_LIMIT_BYTES } from '../../body-limits';
import { actorFrom, memberActor } from '../../lib/actor';
import { serverMessages } from '../../../shared/server-messages';
import {
  dataExportQuerySchema,
  dataRequestListSchema,
  dataRequestRejectSchema,
  dataRightsAuthSchema,
  detailsCorrectionSchema,
  phoneChangeSchema,
  phoneConfirmSchema,
} from '../../../shared/schemas/data-rights';
import { createMemberSessions, memberProver } from '../self-service';
import { confirmPhoneChange, correctDetails, startPhoneChange } from './corrections';
import { exportMemberData } from './export';
import { ownEventsAttended } from '../events';
import { ownEventSchema } from '../../../shared/schemas/events';
import { memberDataPdf } from './export-pdf';
import { approveDeletionRequest, fileDeletionRequest, listDataRequests, rejectDataRequest } from './requests';

const idParams = z.object({ id: z.uuid({ error: serverMessages.dataRightsRequestNotFound }) });
const fieldsAnswer = z.object({ fields: z.array(z.string()), message: z.string() });

export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app;
  const sessions = createMemberSessions(db, { secure: config.secure });

  /** The member behind a request: a live code, or the short session cookie for the same ID number. */
  const provenMember = memberProver(db, sessions, now);

  const member = { config: { access: 'public' as const }, bodyLimit: SMALL_BODY_LIMIT_BYTES };

  app.post(
    '/api/self-service/export',
    { ...member, schema: { body: dataRightsAuthSchema, querystring: dataExportQuerySchema } },
    async (request, reply) => {
      const proven = await provenMember(request, reply, request.body);
      const data = await exportMemberData(db, proven, {
        now: now(),
        publicUrl: config.publicUrl,
        contact: config.mail.contactInbox,
      });
      const name = `MYV_my_data_${proven.membershipNumber.replace(/[^A-Za-z0-9]+/g, '_')}`;
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'pdf') {
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(Buffer.from(await memberDataPdf(data)));
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  // The events the member came to, for /my-card after the code: a POST like the other actions, so
  // the ID number travels in the body, never in an address a log or a browser history keeps.
  app.post(
    '/api/self-service/events',
    { ...member, schema: { body: dataRightsAuthSchema, response: { 200: z.object({ events: z.array(ownEventSchema) }) } } },
    async (request, reply) => {
      const proven = await provenMember(request, reply, request.body);
      reply.header('cache-control', 'no-store');
      return { events: await ownEventsAttended(db, { memberId: proven.id, phoneNumber: proven.phoneNumber }) };
    },
  );

  app.post(
    '/api/self-service/details',
    {
      config: { access: 'public' },
      bodyLimit: PUBLIC_PHOTO_BODY_LIMIT_BYTES,
      schema: { body: detailsCorrectionSchema, response: { 200: fieldsAnswer } },
    },
    async (request, reply) => {
      const proven = await provenMember(request, reply, request.body);
      const { email, profileImage } = request.body;
      const { fields } = await correctDetails(
        db,
        memberActor(proven.membershipNumber, request.ip),
        proven,
        { email, profileImage },
        now(),
      );
      return { fields, message: serverMessages.dataRightsDetailsSaved };
    },
  );

  app.post(
    '/api/self-service/phone',
    {
      ...member,
      schema: { body: phoneChangeSchema, response: { 202: z.object({ sent: z.literal(true), message: z.string() }) } },
    },
    async (request, reply) => {
      const proven = await provenMember(request, reply, request.body);
      await startPhoneChange(db, proven, request.body.newPhone, now());
      return reply.code(202).send({ sent: true as const, message: serverMessages.dataRightsPhoneCodeSent });
    },
  );

  app.post(
    '/api/self-service/phone/confirm',
    { ...member, schema: { body: phoneConfirmSchema, response: { 200: fieldsAnswer } } },
    async (request, reply) => {
      const proven = await provenMember(request, reply, request.body);
      await confirmPhoneChange(db, memberActor(proven.membershipNumber, request.ip), proven, request.body, now());
      return { fields: ['phone'], message: serverMessages.dataRightsDetailsSaved };
    },
  );

  app.post(
    '/api/self-service/delete-request',
    {
      ...member,
      schema: {
        body: dataRightsAuthSchema,
        response: { 202: z.object({ filed: z.literal(true), alreadyFiled: z.boolean(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const proven = await provenMember(request, reply, request.body);
      const { alreadyFiled } = await fileDeletionRequest(db, memberActor(proven.membershipNumber, request.ip), proven, now());
      return reply.code(202).send({
        filed: true as const,
        alreadyFiled,
        message: alreadyFiled ? serverMessages.dataRightsDeletionAlreadyFiled : serverMessages.dataRightsDeletionFiled,
      });
    },
  );

  app.get('/api/data-requests', { config: { access: 'admin' }, schema: { response: { 200: dataRequestListSchema } } }, async () =>
    listDataRequests(db, now()),
  );

  app.post(
    '/api/data-requests/:id/approve',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: z.object({ status: z.literal('approved') }) } } },
    async (request) => {
      await approveDeletionRequest(db, actorFrom(request), request.params.id, now());
      return { status: 'approved' as const };
    },
  );

  app.post(
    '/api/data-requests/:id/reject',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: dataRequestRejectSchema, response: { 200: z.object({ status: z.literal('rejected') }) } },
    },
    async (request) => {
      await rejectDataRequest(db, actorFrom(request), request.params.id, request.body.reason, now());
      return { status: 'rejected' as const };
    },
  );
};
