/**
 * Events officials publish (docs/content.md): written through the API by the publishers, read by
 * the public pages (published ones only) and the dashboard (all). What every story record does
 * is in records.ts; an event adds its times and place (with the place's own Kiswahili twin), and
 * lists soonest first.
 */
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contentEvents } from '../../db/schema';
import { serverMessages } from '../../../shared/server-messages';
import type { ContentEvent, eventInputSchema } from '../../../shared/schemas/content';
import { storyRecords, twinColumn } from './records';

const events = storyRecords<typeof contentEvents.$inferSelect, ContentEvent, z.output<typeof eventInputSchema>>({
  kind: 'event',
  table: contentEvents,
  notFound: serverMessages.eventNotFound,
  order: [asc(contentEvents.date), asc(contentEvents.startTime)],
  answer: (row) => ({ startTime: row.startTime, endTime: row.endTime, location: row.location, locationSw: row.locationSw }),
  values: (input) => ({
    startTime: input.startTime,
    endTime: input.endTime,
    location: input.location,
    ...twinColumn('locationSw', input.locationSw),
  }),
  audited: ['startTime', 'endTime', 'location', 'locationSw'],
});

export const {
  list: listEvents,
  published: publishedEvents,
  get: getEvent,
  create: createEvent,
  update: updateEvent,
  remove: deleteEvent,
} = events;

/** A published event by slug, or `redirectTo` its current slug (a rename, a seeded event's numeric id), or null. */
export async function findPublishedEvent(db: Db, slug: string): Promise<{ event: ContentEvent } | { redirectTo: string } | null> {
  const found = await events.findPublished(db, slug);
  return found && 'item' in found ? { event: found.item } : found;
}
