/**
 * POST /api/members/import  admin, audited: { csv | file, dryRun, dateOrder?, quiet? } →
 * { rows, valid, errors, groups, messaging, ambiguousDates } (+ imported). A dry run only checks.
 * Otherwise the same check runs again and nothing is written unless every row is valid; all rows
 * are then written in one transaction. A refusal (400 `import_refused`, 409 `import_conflict`) is
 * the app's one error body, `{ "error": { "code", "message" } }`, so every client shows the
 * product's message, with the check's result beside it (`imported: 0` and the rows' problems).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '../../../shared/server-messages';
import { IMPORT_MAX_CSV_BYTES, importResultSchema, memberImportSchema } from '../../../shared/schemas/import';
import { errorBodySchema } from '../../../shared/schemas/errors';
import { ERROR_CODES, type ErrorCode } from '../../../shared/error-codes';
import { checkImport, importMembers } from './service';
import { actorFrom } from '../../lib/actor';
import { errorBody } from '../../errors';
import { decodeCsvBytes } from '../../lib/csv';

/**
 * A refused import: the one error body and the check's result beside it (which rows, what
 * problem). A malformed request gets the one error body alone. `message` is the success notice
 * only: a refusal's words are `error.message`.
 */
const refusal = importResultSchema.omit({ message: true }).extend(errorBodySchema.shape).or(errorBodySchema);

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  app.post(
    '/api/members/import',
    {
      config: { access: 'admin' },
      // The file travels inside JSON, as base64 from the dashboard: room for a few thousand rows.
      bodyLimit: Math.ceil(IMPORT_MAX_CSV_BYTES / 3) * 4 + 64 * 1024,
      schema: { body: memberImportSchema, response: { 200: importResultSchema, 400: refusal, 409: refusal } },
    },
    async (request, reply) => {
      const { csv, file, dryRun, dateOrder, quiet } = request.body;
      // The bytes say which encoding the spreadsheet program used; text sent as JSON is already text.
      const { text, encoding } =
        file !== undefined ? decodeCsvBytes(Buffer.from(file, 'base64')) : { text: csv!, encoding: undefined };
      const check = async () => {
        const { result, members } = await checkImport(db, text, now(), dateOrder);
        return { result: encoding ? { ...result, encoding } : result, members };
      };
      const refuse = (status: 400 | 409, result: Awaited<ReturnType<typeof check>>['result'], code: ErrorCode, message: string) =>
        reply.code(status).send({ ...result, imported: 0, ...errorBody(code, message) });

      const { result, members } = await check();
      if (dryRun) return result;
      if (result.errors.length || !members.length)
        return refuse(
          400,
          result,
          ERROR_CODES.importRefused,
          result.errors.length ? serverMessages.importHasErrors : serverMessages.importEmpty,
        );
      const imported = await importMembers(db, actorFrom(request), members, result.rows, now(), { quiet });
      // Someone added a member with one of these numbers between the check and the insert: the
      // same check again names the rows.
      if (imported < 0)
        return refuse(409, (await check()).result, ERROR_CODES.importConflict, serverMessages.importChangedMeanwhile);
      return {
        ...result,
        imported,
        message: quiet ? serverMessages.importDoneQuiet(imported) : serverMessages.importDone(imported),
      };
    },
  );
};
