/** Renewal reminders: the daily job and the officials' manual reminders. */
import fp from 'fastify-plugin';
import { reminderRoutes } from './routes';

/**
 * Registers the daily reminder job on app.jobs.
 * Encapsulated all the same (its routes and hooks stay in its own context); `dependencies` makes a
 * registration before those plugins fail at start-up rather than at the first request.
 */
export const remindersPlugin = fp(reminderRoutes, {
  name: 'myv-reminders',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['myv-jobs'],
});
export { scheduledReminderFor } from './service';
