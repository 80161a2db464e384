/**
 * GET /dev/sms-inbox: the simulated phones' inbox, for the operator of a site running the built-in
 * SMS simulator. "Get my card again" sends a one-time code that the outbox and the log redact (and
 * the outbox deletes once sent), so without this page nobody could finish /my-card on a stock
 * `npm start`. The texts are read over HTTP from the simulator itself.
 *
 * Served only when SMS_MODE is the simulator, never with NODE_ENV=production, and only to a request
 * from this machine straight to the server (loopback, no proxy header); everyone else gets the
 * site's ordinary 404, so the page does not exist for the public.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { isLoopbackScrape } from '../metrics';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const inboxSchema = z.object({
  messages: z.array(z.object({ to: z.string(), message: z.string(), at: z.string() })),
});

type Row = z.infer<typeof inboxSchema>['messages'][number];

/** Plain server-rendered HTML (React escapes the texts): the page paints with no script at all. */
function page(rows: Row[]): string {
  // No styles: the site's CSP allows no inline ones, and a table reads well enough as it is.
  const cell = null;
  const body = h(
    'body',
    null,
    h('h1', null, 'SMS simulator inbox'),
    h(
      'p',
      null,
      'Messages the built-in SMS simulator delivered, newest first. No SMS left this machine. Reload to see new ones.',
    ),
    rows.length
      ? h(
          'table',
          { border: 1, cellPadding: 4 },
          h('thead', null, h('tr', null, h('th', cell, 'Time'), h('th', cell, 'To'), h('th', cell, 'Message'))),
          h(
            'tbody',
            null,
            ...rows.map((r, i) =>
              h('tr', { key: i }, h('td', cell, r.at.slice(11, 19)), h('td', cell, r.to), h('td', cell, r.message)),
            ),
          ),
        )
      : h('p', null, 'No messages yet.'),
  );
  const head = h(
    'head',
    null,
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { name: 'robots', content: 'noindex' }),
    h('title', null, 'SMS simulator inbox · MYV'),
  );
  return `<!doctype html>${renderToStaticMarkup(h('html', { lang: 'en' }, head, body))}`;
}

export const smsInboxPage: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  app.get('/dev/sms-inbox', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { sms } = config;
    if (sms.mode !== 'simulator' || config.env === 'production' || !sms.baseUrl || !isLoopbackScrape(request)) {
      throw notFound();
    }
    const response = await fetch(`${sms.baseUrl}/inbox`, { headers: { apikey: sms.apiKey, accept: 'application/json' } });
    if (!response.ok) throw notFound();
    const { messages } = inboxSchema.parse(await response.json());
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(messages));
  });
};
