/**
 * The browser's API client against a real HTTP server: a refusal in the one error body becomes an
 * ApiError with the server's code, message, fields, reason and Retry-After; anything else (a
 * proxy's page) gets the product's generic words, never "Server returned 502".
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiErrorFrom, ApiError } from './api';
import { ERROR_CODES } from '../shared/error-codes';
import { messages } from '../shared/messages';
import { serverMessages } from '../shared/server-messages';

/** What the server answers next: status, headers and body, by path. */
const answers: Record<string, { status: number; headers?: Record<string, string>; body: string }> = {
  // The import's refusal as the server sends it: the one error body beside the check's result.
  '/api/members/import': {
    status: 409,
    body: JSON.stringify({
      rows: 1,
      valid: 1,
      errors: [],
      groups: [],
      imported: 0,
      error: { code: ERROR_CODES.importConflict, message: serverMessages.importChangedMeanwhile },
    }),
  },
  '/api/limited': {
    status: 429,
    headers: { 'retry-after': '30' },
    body: JSON.stringify({
      error: {
        code: ERROR_CODES.rateLimited,
        message: serverMessages.contactRateLimited,
        reason: 'contact',
        fields: { email: 'x' },
      },
    }),
  },
  '/api/busy': {
    status: 503,
    headers: { 'retry-after': '5' },
    body: JSON.stringify({ error: { code: ERROR_CODES.databaseUnavailable, message: serverMessages.databaseUnavailable } }),
  },
  '/api/proxy': { status: 502, headers: { 'content-type': 'text/html' }, body: '<html><h1>502 Bad Gateway</h1></html>' },
  '/api/card.pdf': {
    status: 404,
    body: JSON.stringify({ error: { code: ERROR_CODES.notFound, message: serverMessages.cardMemberNotFound } }),
  },
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: '' };
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as ApiError,
  );

describe('the API client reads the one error body', () => {
  it("a refused import (409) carries the product's message and code, not the status", async () => {
    const error = await refusal(api.post(`${base}/api/members/import`, { csv: 'x', dryRun: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe(serverMessages.importChangedMeanwhile);
    expect(error.code).toBe(ERROR_CODES.importConflict);
  });

  it('fields, reason and Retry-After', async () => {
    const error = await refusal(api.get(`${base}/api/limited`));
    expect(error.code).toBe(ERROR_CODES.rateLimited);
    expect(error.message).toBe(serverMessages.contactRateLimited);
    expect(error.reason).toBe('contact');
    expect(error.fields).toEqual({ email: 'x' });
    expect(error.retryAfterMs).toBe(30_000);
  });

  it("a 503 while the database is away: the product's words and when to try again", async () => {
    const error = await refusal(api.get(`${base}/api/busy`));
    expect(error.status).toBe(503);
    expect(error.code).toBe(ERROR_CODES.databaseUnavailable);
    expect(error.message).toBe(serverMessages.databaseUnavailable);
    expect(error.retryAfterMs).toBe(5_000);
  });

  it("an answer not in the shape gets the product's generic message", async () => {
    const error = await refusal(api.get(`${base}/api/proxy`));
    expect(error.status).toBe(502);
    expect(error.message).toBe(messages.serverError);
    expect(error.message).not.toMatch(/Server returned/);
  });

  it('a refused download (not JSON on success) still reads the error body', async () => {
    const response = await fetch(`${base}/api/card.pdf`);
    const error = await apiErrorFrom(response);
    expect(error.status).toBe(404);
    expect(error.message).toBe(serverMessages.cardMemberNotFound);
  });
});
