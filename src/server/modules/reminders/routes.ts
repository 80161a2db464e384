/**
 * The reminders job: at start-up, every hour, and on request.
 *   POST /api/reminders/run             admin, audited → { sent }
 *   POST /api/members/:id/reminders     admin, audited: "Send reminder now" → { kind, message }
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, requireUuid } from '../../errors';
import { messages } from '../../../shared/messages';
import { idParamSchema } from '../../../shared/schemas/admin';
import { memberById } from '../renewals';
import { runReminders, runRemindersNow, sendReminderNow } from './service';
import { actorFrom } from '../../lib/actor';

const HOURLY_MS = 60 * 60 * 1000;

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, jobs } = app;
  // A background job: at every start-up (a reminder that fell due while the server was down goes
  // out now, not at the next hourly slot), then every hour, one instance at a time
  // (jobs/runner.ts; runReminders also holds its own advisory lock and is idempotent).
  jobs.register({
    name: 'renewal-reminders',
    everyMs: HOURLY_MS,
    runAtStart: true,
    async run() {
      const result = await runReminders(db, now());
      if (result.sent) app.log.info({ sent: result.sent }, 'renewal reminders queued');
    },
  });

  app.post(
    '/api/reminders/run',
    { config: { access: 'admin' }, schema: { response: { 200: z.object({ sent: z.number().int() }) } } },
    async (request) => {
      return runRemindersNow(db, actorFrom(request), now());
    },
  );

  app.post(
    '/api/members/:id/reminders',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: z.object({ kind: z.string(), message: z.string() }) } },
    },
    async (request) => {
      const member = await memberById(db, requireUuid(request.params.id, messages.memberNotFound));
      if (!member) throw notFound(messages.memberNotFound);
      const kind = await sendReminderNow(db, actorFrom(request), member, now());
      return { kind, message: 'Reminder queued: it goes out within a minute.' };
    },
  );
};
