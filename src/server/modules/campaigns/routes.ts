/**
 * Campaigns (docs/campaigns.md), for the chairman, vice-chairman and secretary, and a chapter
 * coordinator for its own chapter's members only (access 'chapter-messaging', the scope applied
 * in the service); deciding an approval stays 'messaging' (docs/officials.md):
 *   POST /api/campaigns/preview     { audience, text, channel, kind } → recipients, excluded, parts, encoding, cost, sample
 *   POST /api/campaigns             { audience, text, channel, kind, reason?, sendAt? } → 201 { campaign: { id, status } }
 *   GET  /api/campaigns             → { items } newest first, with counts
 *   GET  /api/campaigns/:id         → { campaign } with counts { queued, sent, delivered, failed, optedOut, cancelled }
 *   POST /api/campaigns/:id/cancel  → { campaign: { id, status: 'cancelled' }, unsent }
 *   POST /api/campaigns/:id/approve → the second official's approval (the same as POST /api/approvals/:id/approve)
 *   GET  /api/campaigns/events      → { events } the audience's RSVP filter may name, with their RSVPs counted
 */
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorFrom } from '../../lib/actor';
import { scopeOf } from '../auth';
import {
  CAMPAIGN_STATUSES,
  campaignCreateSchema,
  campaignEventsSchema,
  campaignPreviewAnswerSchema,
  campaignPreviewSchema,
  campaignSchema,
} from '../../../shared/schemas/campaigns';
import { decide } from '../approvals';
import {
  approveCampaign,
  CAMPAIGN_APPROVAL_KIND,
  campaignEvents,
  cancelCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  previewCampaign,
  rejectCampaign,
  withdrawCampaign,
} from './service';
import { officialsMessages } from '../../../shared/officials-messages';

const idParams = z.object({ id: z.uuid({ error: officialsMessages.campaigns.notFound }) });

const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app;

  app.post(
    '/api/campaigns/preview',
    {
      config: { access: 'chapter-messaging' },
      schema: { body: campaignPreviewSchema, response: { 200: campaignPreviewAnswerSchema } },
    },
    async (request) => previewCampaign(db, config, await scopeOf(db, request), request.body, now()),
  );

  app.post(
    '/api/campaigns',
    {
      config: { access: 'chapter-messaging' },
      schema: {
        body: campaignCreateSchema,
        response: { 201: z.object({ campaign: z.object({ id: z.string(), status: z.enum(['awaiting_approval', 'queued']) }) }) },
      },
    },
    async (request, reply) => {
      const campaign = await createCampaign(db, config, actorFrom(request), await scopeOf(db, request), request.body, {
        now: now(),
        emailEnabled: Boolean(app.mailer),
      });
      return reply.code(201).send({ campaign });
    },
  );

  app.get(
    '/api/campaigns',
    { config: { access: 'chapter-messaging' }, schema: { response: { 200: z.object({ items: z.array(campaignSchema) }) } } },
    async (request) => ({ items: await listCampaigns(db, await scopeOf(db, request)) }),
  );

  // Event titles and RSVP counts only (no names): a coordinator's audience is its chapter's members anyway.
  app.get(
    '/api/campaigns/events',
    { config: { access: 'chapter-messaging' }, schema: { response: { 200: campaignEventsSchema } } },
    async () => ({ events: await campaignEvents(db) }),
  );

  app.get(
    '/api/campaigns/:id',
    {
      config: { access: 'chapter-messaging' },
      schema: { params: idParams, response: { 200: z.object({ campaign: campaignSchema }) } },
    },
    async (request) => ({ campaign: await getCampaign(db, await scopeOf(db, request), request.params.id) }),
  );

  app.post(
    '/api/campaigns/:id/cancel',
    {
      config: { access: 'chapter-messaging' },
      schema: {
        params: idParams,
        response: {
          200: z.object({ campaign: z.object({ id: z.string(), status: z.literal('cancelled') }), unsent: z.number() }),
        },
      },
    },
    async (request) => {
      const { unsent } = await cancelCampaign(db, actorFrom(request), await scopeOf(db, request), request.params.id, now());
      return { campaign: { id: request.params.id, status: 'cancelled' as const }, unsent };
    },
  );

  app.post(
    '/api/campaigns/:id/approve',
    {
      config: { access: 'messaging' },
      schema: {
        params: idParams,
        response: { 200: z.object({ campaign: z.object({ id: z.string(), status: z.enum(CAMPAIGN_STATUSES) }) }) },
      },
    },
    async (request) => {
      const official = { ...actorFrom(request), role: request.user!.role };
      await decide(
        db,
        app.approvals.kinds,
        official,
        { kind: CAMPAIGN_APPROVAL_KIND, subjectId: request.params.id },
        { approve: true },
        now(),
      );
      const campaign = await getCampaign(db, 'all', request.params.id);
      return { campaign: { id: campaign.id, status: campaign.status } };
    },
  );
};

/** Registers the campaign kind of approval, then the routes. */
export const campaignsPlugin = fp(
  async (app) => {
    app.approvals.register({
      kind: CAMPAIGN_APPROVAL_KIND,
      access: 'messaging',
      approve: (tx, id, _actor, at) => approveCampaign(tx, id, at),
      reject: (tx, id, _actor, at) => rejectCampaign(tx, id, at),
      withdraw: (tx, id, actor, at) => withdrawCampaign(tx, actor, id, at),
    });
    await app.register(campaignRoutes);
  },
  { name: 'myv-campaigns', fastify: '5.x', dependencies: ['myv-approvals', 'myv-sms', 'myv-mailer'] },
);
