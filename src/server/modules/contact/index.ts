/** The public contact form: stored, then e-mailed to the organisation's inbox. */
import fp from 'fastify-plugin';
import { contactRoutes } from './routes';

/**
 * Reads app.mailer (the SMTP pool) to e-mail each message.
 * Encapsulated all the same (its routes and hooks stay in its own context); `dependencies` makes a
 * registration before those plugins fail at start-up rather than at the first request.
 */
export const contactPlugin = fp(contactRoutes, {
  name: 'myv-contact',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['myv-mailer'],
});
