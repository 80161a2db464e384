/**
 * The language of this build of the client. The Kiswahili build resolves this module to its twin,
 * active-locale.sw.ts (docs/i18n.md), so client code knows its language without any lookup at
 * run time. The server speaks every language and never reads this (it takes a Locale).
 */
import type { Locale } from './locale';

export const ACTIVE_LOCALE: Locale = 'en-KE';
