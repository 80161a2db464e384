/**
 * The one lookup from a language to its catalogue of user-facing texts: the texts the public pages
 * ship (messages.ts) and those only the server and the dashboard say (server-messages.ts), as one
 * catalogue, so the server finds any text of either in any language.
 */
import { DEFAULT_LOCALE, type Locale } from './locale';
import { messages, type Messages } from './messages';
import { messages as kiswahili } from './messages.sw';
import { serverMessages, type ServerMessages } from './server-messages';
import { serverMessages as serverKiswahili } from './server-messages.sw';

/** Every text the server can say, public and server-only. */
export type AllMessages = Messages & ServerMessages;

/** Every language's catalogue: a Locale without one here does not compile. */
const catalogues: Record<Locale, AllMessages> = {
  'en-KE': { ...messages, ...serverMessages },
  'sw-KE': { ...kiswahili, ...serverKiswahili },
};

export const catalogueFor = (locale: Locale = DEFAULT_LOCALE): AllMessages => catalogues[locale];
