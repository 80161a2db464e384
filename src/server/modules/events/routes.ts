/**
 * The events API beyond content (docs/events.md):
 *   GET  /api/events/:id/rsvp-settings         publisher           { settings }
 *   PUT  /api/events/:id/rsvp-settings         publisher, audited  { settings }
 *   GET  /api/events/:slug/rsvp                public              availability: open?, spaces left (never who)
 *   POST /api/events/:slug/rsvp                public, limited     201 { rsvp: { code, status, token } } | 409 | 422
 *   POST /api/rsvp/:token/cancel               public              { rsvp: { status: 'cancelled' } }
 *   GET  /api/check-in/events                  door                the published events to check in at
 *   POST /api/events/:id/check-in              door                { result, person, checkedInAt }
 *   GET  /api/events/:id/check-in              door                the live count
 *   GET  /api/events/:id/rsvps?q=              door                name search for the door (names and codes, no phones)
 *   GET  /api/events/:id/attendance(.csv)      door                the figures / one row per person
 * 'door' lets a chapter coordinator check in at every event (an event is open to all chapters):
 * it reads the event's whole figures (counts only), but its CSV lists its own chapter's members
 * who came, never other chapters' names or the guests (docs/officials.md).
 *   GET  /api/members/:id/events               admin               the events a member came to
 *   GET  /api/attendance/months                records             check-ins per month, the last twelve (the overview's chart)
 * The RSVP form's plain HTML post and the /rsvp/<token> page are in pages.ts.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, requireUuid } from '../../errors';
import { actorFrom } from '../../lib/actor';
import { eventTag } from '../../lib/page-tags';
import { sendCsv } from '../../lib/csv';
import { messages } from '../../../shared/messages';
import { mayPass } from '../../../shared/roles';
import { idParamSchema } from '../../../shared/schemas/admin';
import {
  attendanceMonthsSchema,
  attendanceSchema,
  checkInAnswerSchema,
  doorEventSchema,
  checkInCountSchema,
  checkInInputSchema,
  rsvpAnswerSchema,
  rsvpAvailabilitySchema,
  rsvpInputSchema,
  rsvpListItemSchema,
  rsvpSettingsSchema,
  rsvpSettingsViewSchema,
} from '../../../shared/schemas/events';
import { scopeOf } from '../auth';
import { attendance, attendanceByMonth, attendanceCsv, doorEvents, memberEvents } from './attendance';
import { checkIn, checkInCount, checkedInRsvpIds } from './check-in';
import { RSVP_TOKEN_SHAPE } from './codes';
import { signUp } from './sign-up';
import { cancelRsvp, getRsvpSettings, publishedEventBySlug, putRsvpSettings, rsvpAvailability, searchRsvps } from './rsvp';
import { runRsvpReminders } from './reminders';
import { eraseGuestsOfPastEvents } from './erasure';

/** Every 15 minutes: the day-before reminders go out soon after 09:00. */
const REMINDER_EVERY_MS = 15 * 60_000;
const RSVP_REMINDER_JOB = 'rsvp-reminders';

const slugParams = z.object({ slug: z.string().max(200) });
const tokenParams = z.object({ token: z.string().max(100) });
const eventId = (request: FastifyRequest) => requireUuid(idParamSchema.parse(request.params).id, messages.rsvp.eventNotFound);

declare module 'fastify' {
  interface FastifyRequest {
    /** The event whose public page an RSVP or cancellation changed (its spaces left). */
    rsvpEventId?: string;
  }
}

/** The event's own page shows the spaces left: a sign-up or a cancellation makes it stale. */
const changesEventPage = (request: FastifyRequest) => (request.rsvpEventId ? [eventTag(request.rsvpEventId)] : []);

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, jobs } = app;

  jobs.register({
    name: RSVP_REMINDER_JOB,
    everyMs: REMINDER_EVERY_MS,
    async run() {
      const { sent } = await runRsvpReminders(db, now());
      if (sent) app.log.info({ sent }, 'event reminders queued');
    },
  });
  // Guests' names and phones go 90 days after their event, in the daily retention run (erasure.ts).
  app.retention.add('event guests', eraseGuestsOfPastEvents);

  app.get(
    '/api/events/:id/rsvp-settings',
    {
      config: { access: 'publisher' },
      schema: { params: idParamSchema, response: { 200: z.object({ settings: rsvpSettingsViewSchema }) } },
    },
    async (request) => ({ settings: await getRsvpSettings(db, eventId(request)) }),
  );

  app.put(
    '/api/events/:id/rsvp-settings',
    {
      config: { access: 'publisher', invalidates: (request) => [eventTag(idParamSchema.parse(request.params).id)] },
      schema: {
        params: idParamSchema,
        body: rsvpSettingsSchema,
        response: { 200: z.object({ settings: rsvpSettingsViewSchema }) },
      },
    },
    async (request) => ({ settings: await putRsvpSettings(db, actorFrom(request), eventId(request), request.body, now()) }),
  );

  app.get(
    '/api/events/:slug/rsvp',
    { config: { access: 'public' }, schema: { params: slugParams, response: { 200: rsvpAvailabilitySchema } } },
    async (request, reply) => {
      const event = await publishedEventBySlug(db, request.params.slug);
      if (!event) throw notFound(messages.rsvp.eventNotFound);
      reply.header('cache-control', 'no-store');
      return rsvpAvailability(db, event, now());
    },
  );

  app.post(
    '/api/events/:slug/rsvp',
    {
      config: { access: 'public', invalidates: changesEventPage },
      schema: { params: slugParams, body: rsvpInputSchema, response: { 201: rsvpAnswerSchema } },
    },
    async (request, reply) => {
      const rsvp = await signUp(app, request, request.params.slug, request.body);
      return reply.code(201).send({ rsvp });
    },
  );

  app.post(
    '/api/rsvp/:token/cancel',
    {
      config: { access: 'public', invalidates: changesEventPage },
      schema: { params: tokenParams, response: { 200: z.object({ rsvp: z.object({ status: z.literal('cancelled') }) }) } },
    },
    async (request) => {
      const { token } = request.params;
      if (!RSVP_TOKEN_SHAPE.test(token)) throw notFound(messages.rsvp.notFound);
      const cancelled = await cancelRsvp(db, token, now());
      request.rsvpEventId = cancelled.eventId;
      return { rsvp: { status: cancelled.status } };
    },
  );

  app.get(
    '/api/check-in/events',
    { config: { access: 'door' }, schema: { response: { 200: z.object({ events: z.array(doorEventSchema) }) } } },
    async (request) => ({ events: await doorEvents(db, mayPass('publisher', request.user!.role)) }),
  );

  app.post(
    '/api/events/:id/check-in',
    {
      config: { access: 'door' },
      schema: { params: idParamSchema, body: checkInInputSchema, response: { 200: checkInAnswerSchema } },
    },
    async (request) => checkIn(db, app.cards, actorFrom(request), eventId(request), request.body, now()),
  );

  app.get(
    '/api/events/:id/check-in',
    { config: { access: 'door' }, schema: { params: idParamSchema, response: { 200: checkInCountSchema } } },
    async (request) => checkInCount(db, eventId(request)),
  );

  app.get(
    '/api/events/:id/rsvps',
    {
      config: { access: 'door' },
      schema: {
        params: idParamSchema,
        querystring: z.object({ q: z.string().trim().max(100).optional().default('') }),
        response: { 200: z.object({ rsvps: z.array(rsvpListItemSchema) }) },
      },
    },
    async (request) => {
      const id = eventId(request);
      const [rows, inside] = await Promise.all([searchRsvps(db, id, request.query.q), checkedInRsvpIds(db, id)]);
      return {
        rsvps: rows.map((r) => ({
          name: r.name,
          code: r.code,
          status: r.status,
          member: r.memberId !== null,
          checkedIn: inside.has(r.id),
        })),
      };
    },
  );

  app.get(
    '/api/events/:id/attendance',
    { config: { access: 'door' }, schema: { params: idParamSchema, response: { 200: attendanceSchema } } },
    async (request) => attendance(db, eventId(request)),
  );

  app.get(
    '/api/events/:id/attendance.csv',
    { config: { access: 'door' }, schema: { params: idParamSchema } },
    async (request, reply) => {
      const id = eventId(request);
      await attendance(db, id); // 404 for an unknown event before the download starts
      const scope = await scopeOf(db, request);
      return sendCsv(reply, `attendance-${id}.csv`, attendanceCsv(db, id, scope));
    },
  );

  app.get(
    '/api/members/:id/events',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        response: {
          200: z.object({
            events: z.array(
              z.object({ slug: z.string(), title: z.string(), date: z.string(), checkedInAt: z.string(), result: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ events: await memberEvents(db, requireUuid(request.params.id, messages.memberNotFound)) }),
  );

  // The overview's chart: 'records', like the overview's other figures, and scoped the same way
  // (a chapter coordinator sees its own members' check-ins).
  app.get(
    '/api/attendance/months',
    { config: { access: 'records' }, schema: { response: { 200: attendanceMonthsSchema } } },
    async (request) => attendanceByMonth(db, now(), await scopeOf(db, request)),
  );
};
