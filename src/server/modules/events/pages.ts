/**
 * The plain HTML side of RSVPs, for browsers without JavaScript (or before it loads): the event
 * page's "I'm coming" form posts here, "Cancel my place" too, and /rsvp/<token> (the SMS link)
 * is rendered here on every request. Answers are pages, never JSON: a success is a 303 to the
 * person's own page; a refusal is a page with the reason and the way back.
 *
 *   POST /events/:slug/rsvp       form fields name, phoneNumber, memberNumber (membership or ID number)
 *   GET  /rsvp/:token             the person's place: event, status, code (also as a QR code), cancel form
 *   POST /rsvp/:token/cancel      then back to /rsvp/<token>
 *
 * Form bodies (application/x-www-form-urlencoded) are accepted in this plugin's context only: every
 * /api route still takes JSON alone, and the Origin check applies to these posts as to any.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from '../../lib/compressed-body';
import QRCode from 'qrcode';
import { AppError } from '../../errors';
import { say, translateText } from '../../error-language';
import { pageLocaleOf } from '../../lib/site-language';
import { languageOfLocale } from '../../../shared/member-language';
import { eventTag } from '../../lib/page-tags';
import { messages } from '../../../shared/messages';
import type { PageData, RsvpPage } from '../../../shared/content-view';
import { rsvpInputSchema } from '../../../shared/schemas/events';
import { RSVP_TOKEN_SHAPE } from './codes';
import { signUp } from './sign-up';
import { cancelRsvp, publishedEventBySlug, rsvpByToken } from './rsvp';

/** A form of three short fields: anything larger is not ours. */
const FORM_BODY_LIMIT = 4096;

/** The QR code of an RSVP holds its code alone: the door's scanner reads it as it reads a typed code. */
const qrSvg = (code: string) => QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });

/**
 * The one "member" field of the form: a membership number has letters, an ID number only digits.
 * The language is the page's (/sw/events/… posts to /sw/events/…/rsvp), not a field of the form.
 */
function formInput(body: Record<string, string>, request: FastifyRequest) {
  const memberNumber = body.memberNumber?.trim() ?? '';
  const isIdNumber = /^\d+$/.test(memberNumber);
  return {
    name: body.name,
    phoneNumber: body.phoneNumber,
    membershipNumber: memberNumber && !isIdNumber ? memberNumber : undefined,
    idNumber: isIdNumber ? memberNumber : undefined,
    language: languageOfLocale(pageLocaleOf(request)),
  };
}

export const rsvpPages: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, view: RsvpPage, status: number) {
    const data: PageData = { kind: 'rsvp', view };
    const html = await app.renderUncachedPage(pathname, data, request);
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // Not 'no-referrer': Chromium then sends "Origin: null" with the Cancel form, which the Origin
      // check refuses. The site's policy already keeps the path (the token) from other sites.
      .header('x-robots-tag', 'noindex, nofollow');
    // Without a client build (API-only tests) the page is its data as JSON.
    if (html === null) return reply.send(data);
    // A page for one person, made once: gzip (fast) rather than brotli's best, which the cached pages use.
    const raw = Buffer.from(html);
    return sendCompressed(request, reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding'), {
      raw,
      gzip: gzipSync(raw),
    });
  }

  app.post<{ Params: { slug: string }; Body: Record<string, string> | undefined }>(
    '/events/:slug/rsvp',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { slug } = request.params;
      const event = await publishedEventBySlug(app.db, slug.slice(0, 200));
      if (!event) return reply.callNotFound();
      // The refusal is a page, not an error body: its text is put in the page's language here.
      const locale = pageLocaleOf(request);
      const refused = (message: string, status: number) =>
        sendPage(
          request,
          reply,
          `/events/${event.slug}/rsvp`,
          { outcome: 'refused', message: translateText(message, locale), event: { slug: event.slug, title: event.title } },
          status,
        );
      const parsed = rsvpInputSchema.safeParse(formInput(request.body ?? {}, request));
      if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? messages.rsvp.nameRequired, 400);
      try {
        const { token } = await signUp(app, request, slug, parsed.data);
        // The event page shows the spaces left: this instance's copy is dropped now, others' by the log.
        app.contentPages?.invalidate([eventTag(event.id)]);
        return reply.redirect(`/rsvp/${token}?new=1`, 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          if (error.headers) reply.headers(error.headers);
          return refused(error.phrase ? say(error.phrase, locale) : error.message, error.statusCode);
        }
        throw error;
      }
    },
  );

  // Someone reloads the refusal page: the event page is where the form is.
  app.get<{ Params: { slug: string } }>('/events/:slug/rsvp', { config: { access: 'public' } }, async (request, reply) =>
    reply.redirect(`/events/${encodeURIComponent(request.params.slug)}`, 303),
  );

  app.get<{ Params: { token: string }; Querystring: { new?: string; done?: string } }>(
    '/rsvp/:token',
    { config: { access: 'public' }, exposeHeadRoute: true },
    async (request, reply) => {
      const { token } = request.params;
      const pathname = `/rsvp/${token}`;
      const found = RSVP_TOKEN_SHAPE.test(token) ? await rsvpByToken(app.db, token, app.now()) : null;
      if (!found) return sendPage(request, reply, pathname, { outcome: 'unknown' }, 404);
      const notice = request.query.done === 'cancelled' ? 'cancelled' : request.query.new === '1' ? 'new' : null;
      return sendPage(
        request,
        reply,
        pathname,
        { outcome: 'found', token, ...found, qrSvg: await qrSvg(found.code), notice },
        200,
      );
    },
  );

  app.post<{ Params: { token: string } }>('/rsvp/:token/cancel', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = request.params;
    if (!RSVP_TOKEN_SHAPE.test(token)) return sendPage(request, reply, `/rsvp/${token}`, { outcome: 'unknown' }, 404);
    try {
      const { eventId } = await cancelRsvp(app.db, token, app.now());
      app.contentPages?.invalidate([eventTag(eventId)]);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404)
        return sendPage(request, reply, `/rsvp/${token}`, { outcome: 'unknown' }, 404);
      throw error;
    }
    return reply.redirect(`/rsvp/${token}?done=cancelled`, 303);
  });
};
