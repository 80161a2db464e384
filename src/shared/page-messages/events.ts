/** The words of the events list (/events) and an event's page (/events/…): the Kiswahili twin is events.sw.ts. */
import type { Catalogue } from '../messages';

export const eventsMessages = {
  subtitle: 'Workshops, fairs and community days across Meru County. Everyone is welcome.',
  section: 'Events',
  search: 'Search events',
  shown: (n: number) => `${n} events shown`,
  /** "Loading events…", "We could not load the events…" */
  listLabel: 'events',
  backToEvents: 'Back to events',
  joinMyv: 'Join MYV',
  askAboutEvent: 'Ask about this event',
  notFoundTitle: 'Event Not Found',
  notFoundText: "The event you're looking for doesn't exist or has been removed.",
  notFoundBack: 'Back to Events',
  /** "Loading event…" */
  itemLabel: 'event',
} as const;

export type EventsMessages = Catalogue<typeof eventsMessages>;
