/**
 * One error shape for every API answer (DESIGN.md, Bad input):
 *   { "error": { "code", "message", "fields"? } }
 * 4xx carry the spec's message; 5xx are logged with the request id and answered generically.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '../shared/messages';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on 429. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = messages.notFound) => new AppError(404, 'not_found', message);
/** A path id that is not a UUID names no record: 404 before the database sees it. */
export function requireUuid(id: string, message: string = messages.notFound): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound(message);
  return id;
}
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, 'conflict', message, fields);

export const errorBody = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Fastify's own client errors, with messages a person can read. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send(errorBody('validation', first, fields));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(errorBody('internal', messages.serverError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CLIENT_ERRORS[error.code] ?? error.message;
      return reply.code(status).send(errorBody(error.code?.toLowerCase() ?? 'bad_request', message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internal', messages.serverError));
  });
}
