/**
 * One sign-up, as the API and the plain HTML form both take it: the limits first (counted in the
 * database, so they hold across instances; refused attempts count too), then the RSVP itself.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { enforce } from '../../lib/rate-limit';
import { LIMITS } from '../../lib/limits';
import { clientKey } from '../../lib/client-key';
import { messages } from '../../../shared/messages';
import type { RsvpInput } from '../../../shared/schemas/events';
import { createRsvp, publishedEventBySlug, type RsvpCreated } from './rsvp';

export async function signUp(
  app: FastifyInstance,
  request: FastifyRequest,
  slug: string,
  input: RsvpInput,
): Promise<RsvpCreated> {
  const { db } = app;
  const now = app.now();
  const event = await publishedEventBySlug(db, slug);
  if (!event) throw notFound(messages.rsvp.eventNotFound);
  await enforce(db, LIMITS.rsvp_address, [clientKey(request.ip)], now);
  await enforce(db, LIMITS.rsvp_phone, [input.phoneNumber], now, { field: 'phoneNumber' });
  await enforce(db, LIMITS.rsvp_event, [event.id], now);
  const created = await createRsvp(db, event, input, now);
  request.rsvpEventId = event.id;
  return created;
}
