/**
 * The dashboard's routes of a kind of person record, the same for members and leaders: a paged
 * list, a CSV export, one record, add, and edit and delete in two forms each, the record's id in
 * the body (`memberId` / `leaderId`) or in the path (`/api/members/:id`). Reading, adding and
 * editing are the `records` level (a chapter coordinator too, within its chapter: every handler
 * passes the request's scope to the service); deleting stays with the admins.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_BODY_LIMIT_BYTES } from '../../body-limits';
import { badRequest } from '../../errors';
import { actorFrom, type Actor } from '../../lib/actor';
import type { Db } from '../../db/client';
import type { PageTag } from '../../lib/page-tags';
import { csvLines, sendCsv } from '../../lib/csv';
import { audit } from '../audit';
import { scopeOf, type Scope } from '../auth';
import { nairobiToday } from '../../../shared/dates';
import { serverMessages } from '../../../shared/server-messages';
import { idParamSchema, pagedSchema } from '../../../shared/schemas/admin';
import type { PersonFilters, PersonInput, PersonRecords, PersonUpdate } from './service';

export interface PersonRoutes<TAnswer, TQuery extends PersonFilters, TInput extends PersonInput> {
  /** `/api/members` or `/api/leaders`. */
  path: string;
  /** The body's id field of the body-addressed edit and delete, and the answers' record key. */
  idField: 'memberId' | 'leaderId';
  answerKey: 'member' | 'leader';
  records: PersonRecords<TAnswer, TQuery, TInput>;
  /** What the requests parse to is what the kind's service takes. */
  schemas: {
    query: z.ZodObject<{ page: z.ZodType<number>; pageSize: z.ZodType<number> } & z.ZodRawShape> &
      z.ZodType<TQuery & { page: number; pageSize: number }>;
    answer: z.ZodType<TAnswer>;
    input: z.ZodType<TInput>;
    update: z.ZodType<PersonUpdate<TInput>>;
    remove: z.ZodType<Record<string, string>>;
    created: z.ZodType;
  };
  /** The product's words for a done edit and delete. */
  done: { updated: string; deleted: string };
  /** The 201 answer of an add (members and leaders have always answered in different shapes). */
  created(record: TAnswer): unknown;
  csv: { header: readonly string[]; row(record: TAnswer): readonly unknown[]; fileName: string };
  /** The public pages an add, edit or delete makes stale (leaders: the team page), lib/page-tags.ts. */
  invalidates?: readonly PageTag[];
  /**
   * A delete that may wait for a second official instead (members who have paid): null when the
   * record was removed, else the request filed, answered 202.
   */
  removeOrRequest?(db: Db, actor: Actor, id: string, scope: Scope, now: Date): Promise<WaitingRemoval | null>;
}

/** A delete filed for a second official's approval instead of done (docs/finance.md). */
export interface WaitingRemoval {
  approvalId: string;
  secondOfficial: boolean;
  message: string;
}

const records = { access: 'records' } as const;
/** A record deleted is gone for good (a member's erasure goes through data requests): admins only. */
const admin = { access: 'admin' } as const;
const deleteAnswer = z.object({ success: z.literal(true), message: z.string() });
const waitingAnswer = z.object({
  success: z.literal(true),
  waiting: z.literal(true),
  approvalId: z.string(),
  secondOfficial: z.boolean(),
  message: z.string(),
});
const deleteAnswers = { 200: deleteAnswer, 202: waitingAnswer };

export function personRoutes<TAnswer, TQuery extends PersonFilters, TInput extends PersonInput>(
  routes: PersonRoutes<TAnswer, TQuery, TInput>,
): FastifyPluginAsyncZod {
  const { path, idField, answerKey, records: service, schemas, done } = routes;
  const exportQuery = schemas.query.omit({ page: true, pageSize: true });
  // Fastify cannot resolve what a generic schema parses to; the kind's schemas parse to what its
  // service takes (the constraints on `schemas` say so), hence these casts at the boundary.
  const answer = schemas.answer as z.ZodType;
  const listQuery = (query: unknown) => query as TQuery & { page: number; pageSize: number };
  const input = (body: unknown) => body as TInput;
  const changes = (body: unknown) => body as PersonUpdate<TInput> & Record<string, unknown>;
  const writeAnswer = z.object({ success: z.literal(true), message: z.string(), [answerKey]: answer });

  const write = routes.invalidates ? { ...records, invalidates: routes.invalidates } : records;
  const removal = routes.invalidates ? { ...admin, invalidates: routes.invalidates } : admin;

  return async (app) => {
    const { db, now } = app;
    app.get(
      path,
      { config: records, schema: { querystring: schemas.query, response: { 200: pagedSchema(answer) } } },
      async (request) => service.list(db, listQuery(request.query), now(), await scopeOf(db, request)),
    );

    app.get(`${path}/export.csv`, { config: records, schema: { querystring: exportQuery } }, async (request, reply) => {
      const batches = service.batches(db, listQuery(request.query), now(), await scopeOf(db, request));
      const fileName = `MYV_${routes.csv.fileName}_${nairobiToday(now())}.csv`;
      // Who downloaded which list, under which filter: an export carries personal data away.
      await audit(db, actorFrom(request), {
        action: 'export',
        entity: `${answerKey}s`,
        details: { fileName, filters: request.query as Record<string, unknown> },
      });
      return sendCsv(reply, fileName, csvLines(routes.csv.header, batches, routes.csv.row));
    });

    app.get(`${path}/:id`, { config: records, schema: { params: idParamSchema, response: { 200: answer } } }, async (request) =>
      service.get(db, request.params.id, now(), await scopeOf(db, request)),
    );

    app.post(
      path,
      { config: write, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { body: schemas.input, response: { 201: schemas.created } } },
      async (request, reply) => {
        const record = await service.create(db, actorFrom(request), input(request.body), now(), await scopeOf(db, request));
        return reply.code(201).send(routes.created(record));
      },
    );

    const update = async (id: string | undefined, body: PersonUpdate<TInput>, request: FastifyRequest) => {
      if (!id) throw badRequest(serverMessages.idRequired, { [idField]: serverMessages.idRequired });
      const record = await service.update(db, actorFrom(request), id, body, now(), await scopeOf(db, request));
      return { success: true as const, message: done.updated, [answerKey]: record };
    };
    const editRoute = { config: write, bodyLimit: PHOTO_BODY_LIMIT_BYTES };
    app.put(path, { ...editRoute, schema: { body: schemas.update, response: { 200: writeAnswer } } }, async (request) =>
      update(changes(request.body)[idField] as string | undefined, changes(request.body), request),
    );
    app.put(
      `${path}/:id`,
      { ...editRoute, schema: { params: idParamSchema, body: schemas.update, response: { 200: writeAnswer } } },
      async (request) => update(request.params.id, changes(request.body), request),
    );

    const remove = async (id: string, request: FastifyRequest, reply: FastifyReply) => {
      const scope = await scopeOf(db, request);
      if (routes.removeOrRequest) {
        const waiting = await routes.removeOrRequest(db, actorFrom(request), id, scope, now());
        if (waiting) return reply.code(202).send({ success: true as const, waiting: true as const, ...waiting });
      } else await service.remove(db, actorFrom(request), id, scope);
      return { success: true as const, message: done.deleted };
    };
    app.delete(
      path,
      { config: removal, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { body: schemas.remove, response: deleteAnswers } },
      async (request, reply) => remove(request.body[idField]!, request, reply),
    );
    app.delete(
      `${path}/:id`,
      { config: removal, schema: { params: idParamSchema, response: deleteAnswers } },
      async (request, reply) => remove(request.params.id, request, reply),
    );
  };
}
