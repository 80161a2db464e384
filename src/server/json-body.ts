/**
 * JSON bodies are measured before they are parsed. No form of this site nests deeper than a few
 * levels or carries more than a few hundred values (a photo or a CSV file travels as one string),
 * but JSON.parse spends seconds on a few MB of `[[[[…` or of `1,1,1,…`, blocking every other
 * request meanwhile. One pass over the text, which skips strings with indexOf (so a photo's
 * megabytes of base64 cost almost nothing), refuses such a body with 400 before JSON.parse runs.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { serverMessages } from '../shared/server-messages';

/** Deepest nesting any request body needs (M-Pesa's callback: Body.stkCallback.CallbackMetadata.Item[]). */
const MAX_JSON_DEPTH = 8;
/** Most values (separated by , or :) any request body needs; the largest forms have a few dozen. */
const MAX_JSON_SEPARATORS = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Where the string that opens at `open` (a quote) ends: its closing quote, or -1 when unterminated. */
function stringEnd(text: string, open: number): number {
  let close = text.indexOf('"', open + 1);
  while (close !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return close;
    close = text.indexOf('"', close + 1);
  }
  return -1;
}

/** True when the text nests deeper or holds more values than any form of this site sends. */
export function exceedsJsonShape(text: string): boolean {
  let depth = 0;
  let separators = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      // An unterminated string is not JSON: JSON.parse refuses it at once.
      if (end === -1) return false;
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    } else if (c === 0x2c || c === 0x3a) {
      if (++separators > MAX_JSON_SEPARATORS) return true;
    }
  }
  return false;
}

/** Replaces Fastify's JSON parser with one that measures first, then parses as Fastify does. */
export function registerJsonBodies(app: FastifyInstance): void {
  // Fastify's own parser (prototype-poisoning keys refused), run only on bodies of a sane shape.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (exceedsJsonShape(text)) {
      done(new AppError(400, 'body_too_complex', serverMessages.bodyTooComplex), undefined);
      return;
    }
    // Fastify's parser answers through `done` (its type also allows a promise, which it never returns).
    void parse(request, text, done);
  });
}
