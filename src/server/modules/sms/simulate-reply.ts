/**
 * Replies from a phone, in simulator mode (docs/sms.md, "The simulator"): the built-in SMS
 * simulator is asked to post a text to this site's inbound callback, exactly as Africa's Talking
 * posts one, so STOP, START and the inbox can be tried without a phone.
 *   POST /api/sms/simulate-reply  admin        { from, text } → { status: 'received' }; the outbox view's form
 *   POST /dev/sms-inbound         loopback     { from, text } → the same, for `npm run sms -- inbound`
 * Both answer 404 unless SMS_MODE is the simulator. The loopback route is served as /dev/sms-inbox
 * is: never with NODE_ENV=production, and only to a request from this machine straight to the server.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError, notFound } from '../../errors';
import { isLoopbackScrape } from '../../metrics';
import { memberPhone } from '../../../shared/schemas/fields';
import { officialsMessages } from '../../../shared/officials-messages';

const m = officialsMessages.campaignsMore;

/** One SMS's worth; the gateway passes on longer texts too, but a reply to try STOP needs no more. */
const REPLY_TEXT_MAX = 480;

const replySchema = z.object({
  from: memberPhone,
  text: z
    .string({ error: m.simulateTextRequired })
    .trim()
    .min(1, { error: m.simulateTextRequired })
    .max(REPLY_TEXT_MAX, { error: m.simulateTextRequired })
    .refine((s) => !s.includes('\0'), { error: m.simulateTextRequired }),
});

const isSimulator = (config: Config): boolean => config.sms.mode === 'simulator' && Boolean(config.sms.baseUrl);

/** Asks the simulator to post the text to our inbound hook; throws unless the site took it. */
async function simulateReply(config: Config, from: string, text: string): Promise<void> {
  let status: number;
  try {
    const response = await fetch(`${config.sms.baseUrl}/inbound`, {
      method: 'POST',
      headers: { apikey: config.sms.apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ from, text }),
      signal: AbortSignal.timeout(15_000),
    });
    status = response.ok ? ((await response.json()) as { status: number }).status : response.status;
  } catch {
    status = 502;
  }
  if (status !== 200) throw new AppError(502, 'sms_simulator_unavailable', m.simulatorNotTaken(status));
}

export const simulateReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const answer = z.object({ status: z.literal('received') });

  app.post(
    '/api/sms/simulate-reply',
    { config: { access: 'admin' }, schema: { body: replySchema, response: { 200: answer } } },
    async (request) => {
      if (!isSimulator(config)) throw new AppError(404, 'not_found', m.simulatorOnly);
      await simulateReply(config, request.body.from, request.body.text);
      return { status: 'received' as const };
    },
  );

  app.post(
    '/dev/sms-inbound',
    {
      config: { access: 'public' },
      // Checked before the body is read: elsewhere the route does not exist, whatever is sent.
      preValidation: async (request) => {
        if (!isSimulator(config) || config.env === 'production' || !isLoopbackScrape(request)) throw notFound();
      },
      schema: { hide: true, body: replySchema, response: { 200: answer } },
    },
    async (request) => {
      await simulateReply(config, request.body.from, request.body.text);
      return { status: 'received' as const };
    },
  );
};
