/**
 * API error messages in the language of the request (docs/i18n.md). Every error body carries its
 * `code` unchanged and a `message` (and `fields`) that the code writes in English from the
 * catalogues (src/shared/messages.ts and server-messages.ts, through catalogue.ts); on the way out, when the request prefers another language
 * (Accept-Language, or a /sw page's form), each text is looked up by its English words and replaced
 * by the same key's text in that language. So no call site passes a language along:
 *
 * - a catalogue string (`messages.phoneInvalid`) is found by its words;
 * - a catalogue string filled in with `.replace('{name}', …)` is found by its pattern, and the
 *   other language's text is filled in with the same values;
 * - a text a catalogue function makes (`messages.codeMemberLimit(5)`) cannot be found by its words:
 *   such an error is thrown with `phrase('codeMemberLimit', 5)` instead of the text, and the error
 *   handler asks the request's catalogue for it (AppError keeps the English text as its message);
 * - a text a catalogue function makes with values fixed when the server loads (a form schema's
 *   rule, which Zod holds as a plain string) is listed in FIXED_TEXTS and found by its words.
 *
 * Anything else (a text outside the catalogue) stays as written.
 */
import type { FastifyInstance } from 'fastify';
import { catalogueFor, type AllMessages } from '../shared/catalogue';
import { entriesOf } from '../shared/catalogue-walk';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locale';
import { answerLocaleOf } from './lib/site-language';
import { donationAmountRule } from '../shared/schemas/donations';

/** The catalogue keys whose value is a function of its values (`importDone(n)`). */
export type PhraseKey = {
  [K in keyof AllMessages]: AllMessages[K] extends (...args: never[]) => string ? K : never;
}[keyof AllMessages];
type PhraseArgs<K extends PhraseKey> = AllMessages[K] extends (...args: infer A) => string ? A : never;

/** A text a catalogue function makes, kept as its key and values so that any language can say it. */
export interface Phrase<K extends PhraseKey = PhraseKey> {
  key: K;
  args: PhraseArgs<K>;
}

export const phrase = <K extends PhraseKey>(key: K, ...args: PhraseArgs<K>): Phrase<K> => ({ key, args });

/** A phrase in a language's words. */
export const say = (text: Phrase, locale: Locale = DEFAULT_LOCALE): string =>
  (catalogueFor(locale)[text.key] as (...args: unknown[]) => string)(...(text.args as unknown[]));

type Path = readonly string[];

const at = (catalogue: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    catalogue,
  );

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The translation of texts of one catalogue (English) into another language's catalogue of the
 * same keys: by a text's words, else by the pattern of a text with {placeholders}; a text the
 * source catalogue does not hold comes back as it is.
 */
export function translatorBetween(source: unknown, target: unknown): (text: string) => string {
  const pathByText = new Map<string, Path>();
  const templates: { pattern: RegExp; names: string[]; path: Path }[] = [];
  for (const [path, text] of entriesOf(source)) {
    // A function's text cannot be found by its words: it is said with phrase() instead.
    if (typeof text !== 'string') continue;
    if (!pathByText.has(text)) pathByText.set(text, path);
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length) {
      const parts = text.split(PLACEHOLDER).map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)));
      templates.push({ pattern: new RegExp(`^${parts.join('')}$`, 's'), names, path });
    }
  }
  return (text) => {
    const path = pathByText.get(text);
    if (path) {
      const translated = at(target, path);
      return typeof translated === 'string' ? translated : text;
    }
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const translated = at(target, template.path);
      if (typeof translated !== 'string') return text;
      const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
      return translated.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
    }
    return text;
  };
}

/**
 * Texts that catalogue functions make with values known when the server loads: a schema's message
 * (Zod takes a string, not a phrase). Each is said by the same function in every language.
 */
const FIXED_TEXTS: readonly ((catalogue: AllMessages) => string)[] = [donationAmountRule];

/** Each language's translator from English, made once when the server loads (a few hundred texts). */
const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const byWords = translatorBetween(catalogueFor(DEFAULT_LOCALE), catalogueFor(locale));
    const fixed = new Map(FIXED_TEXTS.map((say) => [say(catalogueFor(DEFAULT_LOCALE)), say(catalogueFor(locale))]));
    return [locale, (text: string) => fixed.get(text) ?? byWords(text)];
  }),
) as Record<Locale, (text: string) => string>;

/** An English catalogue text in another language's words, or the text as it is when the catalogue has no such words. */
export const translateText = (text: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? text : translators[locale](text);

/**
 * Rewrites every JSON error body (status 4xx/5xx) of a request in another language: its message
 * and field messages, by translateText. One place for every sender of error bodies (the error
 * handler, the not-found handler, routes that answer an error themselves).
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error"')) return payload;
    const locale = answerLocaleOf(request);
    if (locale === DEFAULT_LOCALE) return payload;
    let body: { error?: { message?: unknown; fields?: unknown } };
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      return payload;
    }
    const error = body.error;
    if (!error || typeof error !== 'object') return payload;
    if (typeof error.message === 'string') error.message = translateText(error.message, locale);
    if (error.fields && typeof error.fields === 'object') {
      const fields = error.fields as Record<string, unknown>;
      for (const [name, text] of Object.entries(fields)) if (typeof text === 'string') fields[name] = translateText(text, locale);
    }
    return JSON.stringify(body);
  });
}
