/**
 * POST /api/members/import  admin, audited: { csv, dryRun } → { rows, valid, errors } (+ imported).
 * A dry run only checks. Otherwise nothing is written unless every row is valid (400 with the
 * same list), and then all rows are written in one transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lifecycleMessages } from '../../../shared/lifecycle-messages';
import { IMPORT_MAX_CSV_BYTES, importResultSchema, memberImportSchema } from '../../../shared/schemas/import';
import { errorBodySchema } from '../../../shared/schemas/errors';
import { checkImport, importMembers } from './service';
import { actorFrom } from '../../lib/actor';

/** A refused import lists the rows; a malformed request gets the app's usual error body. */
const refusal = importResultSchema.or(errorBodySchema);

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  app.post(
    '/api/members/import',
    {
      config: { access: 'admin' },
      // The CSV travels as JSON text: room for a few thousand rows.
      bodyLimit: IMPORT_MAX_CSV_BYTES + 64 * 1024,
      schema: { body: memberImportSchema, response: { 200: importResultSchema, 400: refusal, 409: refusal } },
    },
    async (request, reply) => {
      const at = now();
      const { result, members } = await checkImport(db, request.body.csv, at);
      if (request.body.dryRun) return result;
      if (result.errors.length || !members.length) {
        return reply.code(400).send({
          ...result,
          imported: 0,
          message: result.errors.length ? lifecycleMessages.importHasErrors : lifecycleMessages.importEmpty,
        });
      }
      const imported = await importMembers(db, actorFrom(request), members, result.rows, at);
      if (imported < 0) {
        return reply.code(409).send({
          ...result,
          imported: 0,
          message: 'Someone added a member with one of these ID or membership numbers meanwhile: run the check again.',
        });
      }
      return { ...result, imported, message: lifecycleMessages.importDone(imported) };
    },
  );
};
