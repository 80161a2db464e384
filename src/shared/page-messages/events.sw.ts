/** The events pages' words in Kiswahili: the twin of events.ts. */
import type { EventsMessages } from './events';

export const eventsMessages: EventsMessages = {
  subtitle: 'Warsha, maonyesho na siku za jamii kote Kaunti ya Meru. Kila mtu anakaribishwa.',
  section: 'Hafla',
  search: 'Tafuta hafla',
  shown: (n) => `Hafla ${n} zinaonyeshwa`,
  listLabel: 'hafla',
  backToEvents: 'Rudi kwenye hafla',
  joinMyv: 'Jiunge na MYV',
  askAboutEvent: 'Uliza kuhusu hafla hii',
  notFoundTitle: 'Hafla haipatikani',
  notFoundText: 'Hafla unayoitafuta haipo au imeondolewa.',
  notFoundBack: 'Rudi kwenye hafla',
  itemLabel: 'hafla',
};
