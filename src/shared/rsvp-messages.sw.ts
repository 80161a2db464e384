/** /rsvp/<token>'s words in Kiswahili: the twin of rsvp-messages.ts (docs/kiswahili-glossary.md). */
import type { RsvpMessages } from './rsvp-messages';

export const rsvpMessages: RsvpMessages = {
  coming: 'Utahudhuria.',
  waitingList: 'Uko kwenye orodha ya kusubiri.',
  cancelled: 'Imefutwa.',
  qrOf: (code: string) => `Msimbo wa QR wa ${code}`,
  aboutEvent: 'Kuhusu hafla',
  backToEvent: 'Rudi kwenye hafla',
  yourPlace: 'Nafasi yako',
  allEvents: 'Hafla zote',
};
