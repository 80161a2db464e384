/**
 * One error shape for every API answer:
 *   { "error": { "code", "message", "reason"?, "fields"? } }
 * with a code from the one list (src/shared/error-codes.ts). 4xx carry the product's message;
 * 5xx are logged with the request id and answered generically.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes';
import { messages } from '../shared/messages';
import { serverMessages } from '../shared/server-messages';
import type { ErrorBody } from '../shared/schemas/errors';
import { say, type Phrase } from './error-language';
import { answerLocaleOf } from './lib/site-language';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The product's words for a body over this route's bodyLimit (413), instead of the generic ones. */
    bodyTooLargeMessage?: string;
  }
}

export class AppError extends Error {
  /** The message as a catalogue function's key and values, when it was given so: said in the request's language. */
  public readonly phrase?: Phrase;

  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    /** A catalogue text, or a phrase for a text a catalogue function makes (error-language.ts). */
    message: string | Phrase,
    public readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on 429. */
    public readonly headers?: Record<string, string>,
    /** Which rule refused it, when one code covers several (every limit answers `rate_limited`). */
    public readonly reason?: string,
  ) {
    super(typeof message === 'string' ? message : say(message));
    this.name = 'AppError';
    if (typeof message !== 'string') this.phrase = message;
  }
}

export const notFound = (message: string = serverMessages.notFound) => new AppError(404, ERROR_CODES.notFound, message);
/** A path id that is not a UUID names no record: 404 before the database sees it. */
export function requireUuid(id: string, message: string = serverMessages.notFound): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound(message);
  return id;
}
export const badRequest = (message: string | Phrase, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const conflict = (message: string | Phrase, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);

export const errorBody = (code: ErrorCode, message: string, fields?: Record<string, string>, reason?: string): ErrorBody => ({
  error: { code, message, ...(reason ? { reason } : {}), ...(fields ? { fields } : {}) },
});

/**
 * Fastify's own client errors, as codes of our list and messages a person can read: Fastify's
 * names (`FST_ERR_…`) are its internals, and its messages may quote the request.
 */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ERROR_CODES.invalidJson, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.emptyBody, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.bodyTooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ERROR_CODES.invalidContentLength, message: 'The request body length is wrong.' },
  FST_ERR_NOT_FOUND: { code: ERROR_CODES.notFound, message: serverMessages.notFound },
};
/** Any other client error (a library's, a Fastify one not above): its status, and no words of its own. */
const OTHER_CLIENT_ERROR = { code: ERROR_CODES.badRequest, message: 'The request could not be understood.' } as const;

/** An address that does not decode (a stray %): refused before any route or page reads it. */
export const malformedAddress = (): ErrorBody => errorBody(ERROR_CODES.badRequest, 'The address is malformed.');

/**
 * What Fastify's router refuses before any route, hook or error handler runs (an address that
 * does not decode, a path parameter over its length), in the one body; without this Fastify
 * writes its own shape. Passed to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') void reply.code(400).send(malformedAddress());
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void reply.code(414).send(errorBody(ERROR_CODES.badRequest, 'The address is too long.'));
  else void reply.code(error.statusCode ?? 500).send(errorBody(ERROR_CODES.internal, messages.serverError));
}

/** Seconds a client is told to wait while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node socket errors and PostgreSQL's "connection" and "operator intervention" classes. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i;

/** True when this error (or one it wraps) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message) && !/params:/.test(message)) return true;
  }
  return false;
}

/**
 * What a log line may say about an error: its type, codes and where it was thrown, never its
 * message when that can carry values (a failed query's message lists its parameters: names, ID
 * numbers, phones).
 */
export function describeError(error: unknown): Record<string, unknown> {
  const chain: Record<string, unknown>[] = [];
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 4;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const e = current as {
      name?: unknown;
      code?: unknown;
      constraint?: unknown;
      table?: unknown;
      routine?: unknown;
      message?: unknown;
      stack?: unknown;
    };
    const message = typeof e.message === 'string' ? e.message : '';
    const carriesValues = /params:|Key \(|Failed query|\bDETAIL\b/i.test(message) || e.code !== undefined;
    chain.push({
      type: typeof e.name === 'string' ? e.name : 'Error',
      ...(e.code !== undefined ? { code: String(e.code) } : {}),
      ...(e.constraint ? { constraint: String(e.constraint) } : {}),
      ...(e.table ? { table: String(e.table) } : {}),
      ...(e.routine ? { routine: String(e.routine) } : {}),
      // Our own errors' messages are written by us; a database's may quote the values.
      ...(carriesValues ? {} : { message: message.slice(0, 300) }),
      // Only the frames: the stack's first lines repeat the (possibly multi-line) message.
      ...(typeof e.stack === 'string'
        ? {
            stack: e.stack
              .split('\n')
              .filter((line) => /^\s+at /.test(line))
              .slice(0, 7)
              .join('\n'),
          }
        : {}),
    });
  }
  return chain.length === 1 ? chain[0]! : { chain };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body arrived (a limit counted in onRequest, a declared size over the
    // route's bound): to keep the connection, Node would read and throw away the rest, several MB
    // from a hostile sender, on the thread that answers everyone. Closing it leaves that undone.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send(errorBody(ERROR_CODES.validation, first, fields));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // Other texts are put in the request's language on the way out (error-language.ts).
      const message = error.phrase ? say(error.phrase, answerLocaleOf(request)) : error.message;
      // A field that repeats a phrase's message repeats it in the same language.
      const fields =
        error.phrase && error.fields
          ? Object.fromEntries(
              Object.entries(error.fields).map(([name, text]) => [name, text === error.message ? message : text]),
            )
          : error.fields;
      return reply.code(error.statusCode).send(errorBody(error.code, message, fields, error.reason));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: describeError(error) }, 'response did not match its schema');
      return reply.code(500).send(errorBody(ERROR_CODES.internal, messages.serverError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_CLIENT_ERRORS[error.code] ?? OTHER_CLIENT_ERROR;
      // A route may say in its own words why its body is too large (the public photo routes do).
      const routeMessage =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config.bodyTooLargeMessage : undefined;
      return reply.code(status).send(errorBody(known.code, routeMessage ?? known.message));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the client (and Daraja, for callbacks) should simply try again.
      request.log.warn({ err: describeError(error) }, 'database unreachable; answered 503');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(errorBody(ERROR_CODES.databaseUnavailable, serverMessages.databaseUnavailable));
    }
    // The request id (pino adds reqId) identifies the request; the body and values never go to the log.
    request.log.error({ err: describeError(error) }, 'request failed');
    return reply.code(500).send(errorBody(ERROR_CODES.internal, messages.serverError));
  });
}
