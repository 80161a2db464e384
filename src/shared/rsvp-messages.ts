/**
 * The words of /rsvp/<token>, a person's own place at an event (the refusals and notices are
 * messages.rsvp, which the server sends too). Only this page loads it. The Kiswahili build reads
 * its twin, rsvp-messages.sw.ts.
 */
import type { Catalogue } from './messages';

export const rsvpMessages = {
  coming: 'You are coming.',
  waitingList: 'You are on the waiting list.',
  cancelled: 'Cancelled.',
  qrOf: (code: string) => `QR code of ${code}`,
  aboutEvent: 'About the event',
  backToEvent: 'Back to the event',
  yourPlace: 'Your place',
  allEvents: 'All events',
} as const;

export type RsvpMessages = Catalogue<typeof rsvpMessages>;
