/**
 * The language a member (or a payer) reads their messages in (docs/member-language.md): 'en' or
 * 'sw', as stored in members.language and sent as `language` by registration and /my-card. The
 * site's pages speak in Locales ('en-KE', 'sw-KE'): a member's language gives the Locale their
 * dates and texts are written in.
 */
import type { Locale } from './locale';

export const MEMBER_LANGUAGES = ['en', 'sw'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];

/** Whoever we know nothing about reads English, as before Kiswahili existed. */
export const DEFAULT_MEMBER_LANGUAGE: MemberLanguage = 'en';

export const localeOfLanguage = (language: MemberLanguage): Locale => (language === 'sw' ? 'sw-KE' : 'en-KE');

/** The member language of a page's Locale: what a person who registers or pays on it reads. */
export const languageOfLocale = (locale: Locale): MemberLanguage => (locale === 'sw-KE' ? 'sw' : 'en');

/** How officials see a language in the dashboard (English only, as the dashboard is). */
export const MEMBER_LANGUAGE_LABELS: Record<MemberLanguage, string> = { en: 'English', sw: 'Kiswahili' };
