/** The one lookup from a language to its catalogue of user-facing texts. */
import { DEFAULT_LOCALE, type Locale } from './locale';
import { messages, type Messages } from './messages';

/** Every language's catalogue: a Locale without one here does not compile. */
const catalogues: Record<Locale, Messages> = { 'en-KE': messages };

export const catalogueFor = (locale: Locale = DEFAULT_LOCALE): Messages => catalogues[locale];
