/**
 * Card downloads and the public verification of a card.
 *
 *   GET /api/members/:id/card   records the dashboard's "Generate Card" (audited; a chapter
 *                                       coordinator's own chapter only, any other: 404)
 *   GET /api/leaders/:id/card   records the same for a leader (audited)
 *   GET /api/cards/:token       public  the signed, expiring link given to a member after payment;
 *                                       refused for a suspended record, limited per address
 *   GET /api/verify/:number     public  valid / not valid; whose card only with ?t= (the QR token);
 *                                       limited per address and site-wide
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { cardNumberSchema, cardVerificationSchema } from '../../../shared/schemas/cards';
import { errorBodySchema } from '../../../shared/schemas/errors';
import type { CardKind } from './links';
import { cardFor, cardForOfficial, verifyCardNumber, type RenderedCard } from './service';
import { hitVerifyLimit } from './verify-limit';
import { actorFrom, type Actor } from '../../lib/actor';
import { scopeOf, type Scope } from '../auth';
import { clientKey } from '../../lib/client-key';
import { LIMITS } from '../../lib/limits';
import { enforce, tooMany } from '../../lib/rate-limit';

const idParams = z.object({ id: z.string().max(100) });

function sendPdf(reply: FastifyReply, card: RenderedCard) {
  return (
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${card.fileName}"`)
      // A card carries an ID number: never kept by a shared cache or the browser's.
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(card.pdf))
  );
}

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app;
  /** The card, rendered; an official's download (with their actor and scope) is audited. */
  const render = async (request: FastifyRequest, kind: CardKind, id: string, official?: { actor: Actor; scope: Scope }) => {
    try {
      const options = {
        publicUrl: config.publicUrl,
        now: now(),
        log: (message: string) => request.log.warn({ kind, id }, message),
        links: app.cards,
        refuseInactive: !official,
      };
      return await (official
        ? cardForOfficial(db, official.actor, kind, id, options, official.scope)
        : cardFor(db, kind, id, options));
    } catch (error) {
      request.log.error({ err: error, kind, id }, 'card rendering failed');
      throw new AppError(500, 'card_failed', kind === 'member' ? messages.cardFailed : serverMessages.leadershipCardFailed);
    }
  };

  for (const kind of ['member', 'leader'] as const) {
    const entity = kind === 'member' ? 'members' : 'leaders';
    app.get(
      `/api/${entity}/:id/card`,
      // No HEAD twin: it would render a PDF and write an audit row for nothing.
      { config: { access: 'records' }, exposeHeadRoute: false, schema: { params: idParams, response: { 404: errorBodySchema } } },
      async (request, reply) => {
        // Read before rendering: render() turns any error into "card failed".
        const scope = await scopeOf(db, request);
        const card = await render(request, kind, request.params.id, { actor: actorFrom(request), scope });
        if (!card || card === 'suspended')
          throw new AppError(
            404,
            'not_found',
            kind === 'member' ? serverMessages.cardMemberNotFound : serverMessages.cardLeaderNotFound,
          );
        return sendPdf(reply, card);
      },
    );
  }

  app.get(
    '/api/cards/:token',
    { config: { access: 'public' }, exposeHeadRoute: false, schema: { params: z.object({ token: z.string().max(300) }) } },
    async (request, reply) => {
      // Per address (an IPv6 /64 is one): a link opened in a loop is refused. Rendered cards are
      // cached too, so what is let through costs little.
      await enforce(db, LIMITS.card_download, [clientKey(request.ip)], now());
      const check = await app.cards.inspect(request.params.token, now());
      if (!check.ok) {
        if (check.reason === 'expired') throw new AppError(410, 'card_link_expired', serverMessages.cardLinkExpired);
        throw new AppError(check.reason === 'malformed' ? 400 : 403, 'card_link_invalid', serverMessages.cardLinkInvalid);
      }
      const card = await render(request, check.kind, check.id);
      // A valid link whose record was deleted since.
      if (!card)
        throw new AppError(
          404,
          'not_found',
          check.kind === 'member' ? serverMessages.cardMemberNotFound : serverMessages.cardLeaderNotFound,
        );
      if (card === 'suspended') throw new AppError(403, 'card_suspended', serverMessages.cardSuspended);
      return sendPdf(reply, card);
    },
  );

  app.get(
    '/api/verify/:number',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ number: cardNumberSchema }),
        querystring: z.object({ t: z.string().max(100).optional() }),
        response: { 200: cardVerificationSchema },
      },
      // Counted before validation so malformed look-ups spend the budget too.
      onRequest: async (request) => {
        const { allowed, limit, retryAfterSeconds } = await hitVerifyLimit(db, request.ip, now());
        if (!allowed) throw tooMany(limit, retryAfterSeconds);
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      const { number } = request.params;
      const named = await app.cards.checkVerifyToken(number, request.query.t);
      const result = await verifyCardNumber(db, number, now(), named);
      if (!result) throw new AppError(404, 'not_found', serverMessages.cardNumberUnknown);
      return result;
    },
  );
};
