/**
 * GET/POST /dev/ussd: a phone screen in the browser that dials the service code and posts each
 * answer to our own USSD callback exactly as Africa's Talking does (form-encoded sessionId,
 * serviceCode, phoneNumber, networkCode, text; the end-of-session notification after an END), so
 * `npm start` shows the whole flow without a gateway. Plain HTML forms, no script: it works
 * wherever the site does.
 *
 * Served only in USSD simulator mode, never with NODE_ENV=production, and only to a request from
 * this machine (loopback, no proxy header); everyone else gets the site's ordinary 404.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { notFound } from '../../errors';
import { isLoopbackScrape } from '../../metrics';
import { toCanonicalPhone } from '../../../shared/phone';
import { callbackSecret } from '../payments';
import { USSD_PATH_PREFIX } from './routes';

const DEFAULT_PHONE = '0712345678';
/** Safaricom's network code, as Africa's Talking sends it. */
const NETWORK_CODE = '63902';

const formSchema = z.object({
  op: z.enum(['dial', 'send']).catch('dial'),
  phone: z.string().max(20).catch(DEFAULT_PHONE),
  sessionId: z.string().max(100).catch(''),
  text: z.string().max(2000).catch(''),
  answer: z.string().max(200).catch(''),
  hops: z.coerce.number().int().min(0).max(100).catch(0),
  startedAt: z.coerce.number().int().min(0).catch(0),
});

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#e8eef3;color:#1b2b36}
main{max-width:360px;margin:0 auto;padding:16px}
h1{font-size:1.25rem;margin:0 0 4px}
.note{font-size:.85rem;margin:0 0 12px}
.phone{background:#222;border-radius:28px;padding:24px 16px 32px;box-shadow:0 6px 18px rgba(0,0,0,.25)}
.screen{background:#c9e3c5;color:#111;border-radius:6px;padding:12px;min-height:220px;font-family:ui-monospace,monospace;font-size:15px;line-height:1.35;white-space:pre-wrap;overflow-wrap:anywhere}
label{display:block;color:#ddd;font-size:.85rem;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;font-size:18px;padding:10px;border-radius:6px;border:0}
.keys{display:flex;gap:8px;margin-top:12px}
button{flex:1;font-size:16px;padding:12px;border-radius:22px;border:0;background:#2e7d32;color:#fff}
button.end{background:#c62828}
`;

interface View {
  phone: string;
  serviceCode: string;
  screen: string | null;
  waiting: boolean;
  sessionId: string;
  text: string;
  hops: number;
  startedAt: number;
}

function page(view: View): string {
  const hidden = (name: string, value: string | number) => h('input', { type: 'hidden', name, value: String(value) });
  let controls: ReactNode;
  if (view.waiting) {
    controls = h(
      'form',
      { method: 'post', action: '/dev/ussd' },
      hidden('op', 'send'),
      hidden('phone', view.phone),
      hidden('sessionId', view.sessionId),
      hidden('text', view.text),
      hidden('hops', view.hops),
      hidden('startedAt', view.startedAt),
      h('label', { htmlFor: 'answer' }, 'Your answer'),
      h('input', { id: 'answer', name: 'answer', autoComplete: 'off', autoFocus: true, maxLength: 160 }),
      h('div', { className: 'keys' }, h('button', { type: 'submit' }, 'Send')),
    );
  } else {
    controls = h(
      'form',
      { method: 'post', action: '/dev/ussd' },
      hidden('op', 'dial'),
      h('label', { htmlFor: 'phone' }, 'Calling phone'),
      h('input', { id: 'phone', name: 'phone', defaultValue: view.phone, inputMode: 'tel', maxLength: 20 }),
      h('div', { className: 'keys' }, h('button', { type: 'submit' }, `Dial ${view.serviceCode}`)),
    );
  }
  const body = h(
    'body',
    null,
    h(
      'main',
      null,
      h('h1', null, 'USSD simulator'),
      h(
        'p',
        { className: 'note' },
        `A phone dialling ${view.serviceCode}: each answer is posted to this site's USSD callback as Africa's Talking posts it. Payments go to the M-Pesa simulator.`,
      ),
      h(
        'div',
        { className: 'phone' },
        h(
          'div',
          { className: 'screen', role: 'status', 'aria-live': 'polite' },
          view.screen ?? `Dial ${view.serviceCode} to start.`,
        ),
        controls,
      ),
    ),
  );
  const head = h(
    'head',
    null,
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { name: 'robots', content: 'noindex' }),
    h('title', null, 'USSD simulator · MYV'),
    h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
  );
  return `<!doctype html>${renderToStaticMarkup(h('html', { lang: 'en' }, head, body))}`;
}

export const ussdPhonePage: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const available = (request: Parameters<typeof isLoopbackScrape>[0]) =>
    config.ussd.mode === 'simulator' && config.env !== 'production' && isLoopbackScrape(request);
  const base: Omit<View, 'screen' | 'waiting'> = {
    phone: DEFAULT_PHONE,
    serviceCode: config.ussd.serviceCode,
    sessionId: '',
    text: '',
    hops: 0,
    startedAt: 0,
  };

  app.get('/dev/ussd', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!available(request)) throw notFound();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page({ ...base, screen: null, waiting: false }));
  });

  app.post('/dev/ussd', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!available(request)) throw notFound();
    const form = formSchema.parse(request.body ?? {});
    const phone = toCanonicalPhone(form.phone);
    const html = (view: Partial<View>) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page({ ...base, screen: null, waiting: false, ...view }));
    if (!phone) return html({ phone: form.phone, screen: 'Enter a Kenyan mobile number (07... or 01...) to dial.' });

    const dialling = form.op === 'dial' || !form.sessionId;
    const sessionId = dialling ? `sim-${randomUUID()}` : form.sessionId;
    const text = dialling ? '' : form.text === '' && form.hops <= 1 ? form.answer : `${form.text}*${form.answer}`;
    const hops = dialling ? 1 : form.hops + 1;
    const startedAt = dialling ? app.now().getTime() : form.startedAt;
    const secret = await callbackSecret(db);
    const answered = await app.inject({
      method: 'POST',
      url: `${USSD_PATH_PREFIX}${secret}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId,
        serviceCode: config.ussd.serviceCode,
        phoneNumber: `+${phone}`,
        networkCode: NETWORK_CODE,
        text,
      }).toString(),
    });
    const body = answered.body;
    const waiting = answered.statusCode === 200 && body.startsWith('CON ');
    if (!waiting) {
      // The session is over: Africa's Talking then sends its end-of-session notification.
      await app.inject({
        method: 'POST',
        url: `${USSD_PATH_PREFIX}${secret}/events`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          sessionId,
          serviceCode: config.ussd.serviceCode,
          phoneNumber: `+${phone}`,
          networkCode: NETWORK_CODE,
          status: body.startsWith('END ') ? 'Success' : 'Failed',
          durationInMillis: String(Math.max(0, app.now().getTime() - startedAt)),
          hopsCount: String(hops),
          input: form.answer,
          lastAppResponse: body,
          errorMessage: '',
          date: app.now().toISOString(),
        }).toString(),
      });
    }
    const screen = body.startsWith('CON ') || body.startsWith('END ') ? body.slice(4) : 'Connection problem or invalid MMI code.';
    return html({ phone: form.phone, screen, waiting, sessionId, text, hops, startedAt });
  });
};
