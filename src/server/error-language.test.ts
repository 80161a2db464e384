import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandling } from './errors';
import { phrase, registerErrorLanguage, say, translatorBetween, translateText } from './error-language';
import { LIMITS } from './lib/limits';
import { tooMany } from './lib/rate-limit';
import { catalogueFor } from '../shared/catalogue';
import { messages } from '../shared/messages';
import { serverMessages } from '../shared/server-messages';

/** A small pair of catalogues with the shapes the real ones have: plain texts, {placeholders}, groups, functions. */
const english = {
  phoneInvalid: 'Please enter a valid phone number (e.g., 0712345678)',
  tooManyPixels: 'The photo has more than {megapixels} megapixels.',
  rsvp: { nameRequired: 'Your name is required' },
  importDone: (n: number) => `${n} members imported.`,
};
const kiswahili = {
  phoneInvalid: 'Weka nambari sahihi ya simu (mfano, 0712345678)',
  tooManyPixels: 'Picha ina zaidi ya megapikseli {megapixels}.',
  rsvp: { nameRequired: 'Jina lako linahitajika' },
  importDone: (n: number) => `Wanachama ${n} wameingizwa.`,
};

describe("an error message in the request's language", () => {
  const translate = translatorBetween(english, kiswahili);

  it("finds a catalogue text by its words and gives the same key's text", () => {
    expect(translate(english.phoneInvalid)).toBe(kiswahili.phoneInvalid);
    expect(translate(english.rsvp.nameRequired)).toBe(kiswahili.rsvp.nameRequired);
  });

  it('finds a text filled in from a {placeholder} and fills the other language in with the same value', () => {
    expect(translate('The photo has more than 40 megapixels.')).toBe('Picha ina zaidi ya megapikseli 40.');
  });

  it('leaves a text the catalogue does not hold as it is', () => {
    expect(translate('The request body is not valid JSON.')).toBe('The request body is not valid JSON.');
    expect(translate('')).toBe('');
  });

  it("keeps English for English, and the real catalogues' Kiswahili texts by key", () => {
    expect(translateText(messages.phoneInvalid, 'en-KE')).toBe(messages.phoneInvalid);
    expect(translateText(messages.phoneInvalid, 'sw-KE')).toBe(catalogueFor('sw-KE').phoneInvalid);
    expect(translateText(messages.rsvp.nameRequired, 'sw-KE')).toBe(catalogueFor('sw-KE').rsvp.nameRequired);
  });

  it('says a phrase (a text a catalogue function makes) in any language, and an AppError keeps its English words', () => {
    const text = phrase('importDone', 3);
    expect(say(text)).toBe(serverMessages.importDone(3));
    expect(say(text, 'sw-KE')).toBe(catalogueFor('sw-KE').importDone(3));
    const error = new AppError(400, 'bad_request', text);
    expect(error.message).toBe('3 members imported.');
    expect(error.phrase).toEqual({ key: 'importDone', args: [3] });
    expect(new AppError(400, 'bad_request', 'plain').phrase).toBeUndefined();
  });
});

describe("a limit's phrase answered in the request's language", () => {
  /** A bare Fastify app with the error handler and the error-language hook, and a route refused by a limit whose text is a phrase. */
  async function appRefusing() {
    const app = Fastify();
    registerErrorHandling(app);
    registerErrorLanguage(app);
    app.get('/api/code', async () => {
      throw tooMany(LIMITS.card_code_member, 120, { field: 'code' });
    });
    await app.ready();
    return app;
  }

  it('says the message and its field in Kiswahili for Accept-Language: sw, in English otherwise, with the same code', async () => {
    const app = await appRefusing();
    const english = await app.inject({ method: 'GET', url: '/api/code' });
    const kiswahili = await app.inject({ method: 'GET', url: '/api/code', headers: { 'accept-language': 'sw' } });
    expect(english.statusCode).toBe(429);
    expect(english.json().error).toMatchObject({ code: 'rate_limited', reason: 'card_code_member' });
    expect(english.json().error.message).toBe(serverMessages.codeMemberLimit(2));
    expect(english.json().error.fields).toEqual({ code: serverMessages.codeMemberLimit(2) });
    expect(kiswahili.statusCode).toBe(429);
    expect(kiswahili.json().error.code).toBe('rate_limited');
    expect(kiswahili.json().error.message).toBe(catalogueFor('sw-KE').codeMemberLimit(2));
    expect(kiswahili.json().error.fields).toEqual({ code: catalogueFor('sw-KE').codeMemberLimit(2) });
    await app.close();
  });
});
