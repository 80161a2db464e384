/**
 * One check for every route, before its schema runs: a NUL character or a lone UTF-16
 * surrogate anywhere in the path parameters, query or body is a 400 with a message a person can
 * act on. Without it such text reached PostgreSQL and came back as a 500 (or, in a CSV export,
 * as a connection reset halfway through a 200).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { serverMessages } from '../shared/server-messages';
import { containsUnsafeText } from '../shared/text';

export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsUnsafeText(request.params) || containsUnsafeText(request.query) || containsUnsafeText(request.body)) {
      throw new AppError(400, 'unsafe_text', serverMessages.unsafeText);
    }
  });
}
