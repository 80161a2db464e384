/**
 * The dashboard's routes of a kind of person record, the same for members and leaders (admin
 * only): a paged list, a CSV export, one record, add, and edit and delete in two forms each,
 * the record's id in the body (`memberId` / `leaderId`) or in the path (`/api/members/:id`).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_BODY_LIMIT_BYTES } from '../../body-limits';
import { badRequest } from '../../errors';
import { actorFrom, type Actor } from '../../lib/actor';
import type { PageTag } from '../../lib/page-tags';
import { csvLines, sendCsv } from '../../lib/csv';
import { audit } from '../audit';
import { nairobiToday } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
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
}

const admin = { access: 'admin' } as const;
const deleteAnswer = z.object({ success: z.literal(true), message: z.string() });

export function personRoutes<TAnswer, TQuery extends PersonFilters, TInput extends PersonInput>(
  routes: PersonRoutes<TAnswer, TQuery, TInput>,
): FastifyPluginAsyncZod {
  const { path, idField, answerKey, records, schemas, done } = routes;
  const exportQuery = schemas.query.omit({ page: true, pageSize: true });
  // Fastify cannot resolve what a generic schema parses to; the kind's schemas parse to what its
  // service takes (the constraints on `schemas` say so), hence these casts at the boundary.
  const answer = schemas.answer as z.ZodType;
  const listQuery = (query: unknown) => query as TQuery & { page: number; pageSize: number };
  const input = (body: unknown) => body as TInput;
  const changes = (body: unknown) => body as PersonUpdate<TInput> & Record<string, unknown>;
  const writeAnswer = z.object({ success: z.literal(true), message: z.string(), [answerKey]: answer });

  const write = routes.invalidates ? { ...admin, invalidates: routes.invalidates } : admin;

  return async (app) => {
    const { db, now } = app;
    app.get(
      path,
      { config: admin, schema: { querystring: schemas.query, response: { 200: pagedSchema(answer) } } },
      async (request) => records.list(db, listQuery(request.query), now()),
    );

    app.get(`${path}/export.csv`, { config: admin, schema: { querystring: exportQuery } }, async (request, reply) => {
      const batches = records.batches(db, listQuery(request.query), now());
      const fileName = `MYV_${routes.csv.fileName}_${nairobiToday(now())}.csv`;
      // Who downloaded which list, under which filter: an export carries personal data away.
      await audit(db, actorFrom(request), {
        action: 'export',
        entity: `${answerKey}s`,
        details: { fileName, filters: request.query as Record<string, unknown> },
      });
      return sendCsv(reply, fileName, csvLines(routes.csv.header, batches, routes.csv.row));
    });

    app.get(`${path}/:id`, { config: admin, schema: { params: idParamSchema, response: { 200: answer } } }, async (request) =>
      records.get(db, request.params.id, now()),
    );

    app.post(
      path,
      { config: write, bodyLimit: PHOTO_BODY_LIMIT_BYTES, schema: { body: schemas.input, response: { 201: schemas.created } } },
      async (request, reply) => {
        const record = await records.create(db, actorFrom(request), input(request.body), now());
        return reply.code(201).send(routes.created(record));
      },
    );

    const update = async (id: string | undefined, body: PersonUpdate<TInput>, actor: Actor) => {
      if (!id) throw badRequest(messages.idRequired, { [idField]: messages.idRequired });
      const record = await records.update(db, actor, id, body, now());
      return { success: true as const, message: done.updated, [answerKey]: record };
    };
    const editRoute = { config: write, bodyLimit: PHOTO_BODY_LIMIT_BYTES };
    app.put(path, { ...editRoute, schema: { body: schemas.update, response: { 200: writeAnswer } } }, async (request) =>
      update(changes(request.body)[idField] as string | undefined, changes(request.body), actorFrom(request)),
    );
    app.put(
      `${path}/:id`,
      { ...editRoute, schema: { params: idParamSchema, body: schemas.update, response: { 200: writeAnswer } } },
      async (request) => update(request.params.id, changes(request.body), actorFrom(request)),
    );

    const remove = async (id: string, actor: Actor) => {
      await records.remove(db, actor, id);
      return { success: true as const, message: done.deleted };
    };
    app.delete(path, { ...editRoute, schema: { body: schemas.remove, response: { 200: deleteAnswer } } }, async (request) =>
      remove(request.body[idField]!, actorFrom(request)),
    );
    app.delete(
      `${path}/:id`,
      { config: write, schema: { params: idParamSchema, response: { 200: deleteAnswer } } },
      async (request) => remove(request.params.id, actorFrom(request)),
    );
  };
}
