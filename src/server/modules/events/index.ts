/** Events people sign up for and are checked in to: RSVPs, reminders, check-in, attendance (docs/events.md). */
import fp from 'fastify-plugin';
import { eventRoutes } from './routes';
import { rsvpPages } from './pages';

export const eventsPlugin = fp(
  async (app) => {
    await app.register(eventRoutes);
    await app.register(rsvpPages);
  },
  // app.cards: check-in reads cards' QR tokens; jobs: the day-before reminders and the guests' retention.
  { name: 'myv-events', fastify: '5.x', dependencies: ['myv-jobs', 'myv-cards'] },
);
export { createRsvp, eventById, eventColumns, eventRsvpForPage, rsvpAvailability } from './rsvp';
export { ownEventsAttended, personEvents } from './attendance';
export { eraseEventsOf } from './erasure';
