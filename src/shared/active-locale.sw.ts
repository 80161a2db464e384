/** The Kiswahili build's language: the twin of active-locale.ts (docs/i18n.md). */
import type { Locale } from './locale';

export const ACTIVE_LOCALE: Locale = 'sw-KE';
