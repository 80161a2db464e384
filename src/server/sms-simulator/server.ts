/**
 * The built-in SMS gateway simulator: a real HTTP server on loopback speaking Africa's Talking's
 * send API (POST /version1/messaging, form-encoded, apiKey header, JSON answer with per-recipient
 * status codes; docs/sms.md), so `npm start` shows every message and tests exercise the real HTTP
 * path. It checks what the gateway checks (API key, username, Accept header, recipient format).
 *
 * GET /inbox (same API key) lists what it delivered, newest first: the app's loopback-only page
 * /dev/sms-inbox shows it to the operator, since the outbox and the log redact one-time codes.
 * POST /inbound (same API key, JSON { from, text }) makes it post a text to the app as a phone
 * would (`inbound` below): the dashboard's "Simulate a reply" and `npm run sms -- inbound` use it.
 *
 * Test switches: `outage(status)` answers every send with that HTTP status until `recover()`;
 * a recipient ending in 0403 is refused as InvalidPhoneNumber (a permanent failure).
 *
 * With `callbacks` (the app's SMS callback URLs), it behaves like the gateway after a send too:
 * each accepted message gets a delivery report posted 1–3 s later (Success; a recipient ending in
 * 0407 gets Failed / AbsentSubscriber), and `inbound(from, text)` posts a text as if a phone sent it.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { SegmentedMessage } from 'sms-segments-calculator';

export interface SmsSimulatorOptions {
  username: string;
  apiKey: string;
  host?: string;
  port?: number;
  /** Told about every accepted message (main.ts logs them in development). */
  onMessage?: (message: SimulatedSms) => void;
  /**
   * Where to post delivery reports and inbound texts (the app's /hooks/sms/<secret>/…), asked
   * each time: the secret is in the app's database. Without it, no reports are posted.
   */
  callbacks?: () => Promise<SmsCallbackUrls>;
  /** How long after a send its delivery report goes, in ms (default 1–3 s). */
  reportDelayMs?: { min: number; max: number };
  /** A report or inbound text the app did not take (logged by main.ts; never a phone or text). */
  onCallbackError?: (what: 'delivery' | 'inbound', error: unknown) => void;
}

export interface SmsCallbackUrls {
  delivery: string;
  inbound: string;
}

interface SimulatedSms {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  at: Date;
}

export interface SmsSimulator {
  url: string;
  /** Every accepted message, oldest first. */
  messages: SimulatedSms[];
  /** Answers every send with this HTTP status (e.g. 503) until recover(). */
  outage(status?: number): void;
  recover(): void;
  stats: { requests: number; refusedDuringOutage: number };
  /** Posts a text to the app's inbound callback as if `from` (07…, 2547… or +2547…) sent it; answers the app's HTTP status. */
  inbound(from: string, text: string): Promise<number>;
  close(): Promise<void>;
}

/** The inbox lists at most this many messages (the newest). */
const INBOX_SIZE = 200;

/** International Kenyan mobile numbers, as the gateway wants them. */
const KENYAN_MOBILE = /^\+254[17]\d{8}$/;

/** Our shortcode as the simulated texts are addressed. */
const SIMULATED_SHORTCODE = '23456';
/** Safaricom's network code in the reports. */
const SAFARICOM = '63902';
/** What the simulated account is charged per SMS part, as the gateway bills Safaricom numbers. */
const PRICE_PER_PART_KES = 0.8;

/** The gateway's charge for one message: its parts (GSM-7 160/153, UCS-2 70/67) × the price per part. */
const costOf = (message: string): number => new SegmentedMessage(message, 'auto').segmentsCount * PRICE_PER_PART_KES;

async function postForm(url: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  await response.text().catch(() => '');
  return response.status;
}

/** The international form the gateway writes (+2547…), from 07…, 2547… or +2547…. */
function international(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('0')) return `+254${digits.slice(1)}`;
  return `+${digits}`;
}

export async function startSmsSimulator(options: SmsSimulatorOptions): Promise<SmsSimulator> {
  const app = Fastify({ logger: false });
  const messages: SimulatedSms[] = [];
  const stats = { requests: 0, refusedDuringOutage: 0 };
  let outageStatus: number | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const delay = options.reportDelayMs ?? { min: 1_000, max: 3_000 };

  const report = (sms: SimulatedSms) => {
    const callbacks = options.callbacks;
    if (!callbacks) return;
    const fields: Record<string, string> = {
      id: sms.messageId,
      phoneNumber: sms.to,
      networkCode: SAFARICOM,
      retryCount: '0',
      status: 'Success',
    };
    if (sms.to.endsWith('0407')) Object.assign(fields, { status: 'Failed', failureReason: 'AbsentSubscriber' });
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        callbacks()
          .then((urls) => postForm(urls.delivery, fields))
          .then((status) => {
            if (status !== 200) throw new Error(`HTTP ${status}`);
          })
          .catch((error: unknown) => options.onCallbackError?.('delivery', error));
      },
      delay.min + Math.random() * (delay.max - delay.min),
    );
    timers.add(timer);
  };

  /** Posts a text to the app's inbound callback as the gateway does; answers the app's HTTP status. */
  const postInbound = async (from: string, text: string): Promise<number> => {
    if (!options.callbacks) throw new Error('the SMS simulator has no callback URLs');
    const urls = await options.callbacks();
    return postForm(urls.inbound, {
      from: international(from),
      to: SIMULATED_SHORTCODE,
      text,
      date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      id: `ATXid_${randomBytes(12).toString('hex')}`,
      linkId: randomBytes(8).toString('hex'),
    });
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/version1/messaging', async (request, reply) => {
    stats.requests++;
    if (outageStatus !== null) {
      stats.refusedDuringOutage++;
      return reply.code(outageStatus).type('text/plain').send('Service Unavailable');
    }
    if (request.headers.apikey !== options.apiKey) {
      return reply.code(401).type('text/plain').send('The supplied authentication is invalid');
    }
    if (!String(request.headers.accept ?? '').includes('application/json')) {
      return reply.code(406).type('text/plain').send('Send Accept: application/json (the gateway answers XML otherwise)');
    }
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (body.username !== options.username)
      return reply.code(401).type('text/plain').send('The supplied authentication is invalid');
    if (!body.to || !body.message) return reply.code(400).type('text/plain').send('Missing to or message');
    const recipients = body.to.split(',').map((to) => to.trim());
    const answers = recipients.map((number) => {
      if (!KENYAN_MOBILE.test(number) || number.endsWith('0403')) {
        return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      }
      const messageId = `ATXid_${randomBytes(12).toString('hex')}`;
      const sms = { messageId, to: number, from: body.from ?? null, message: body.message!, at: new Date() };
      messages.push(sms);
      options.onMessage?.(sms);
      report(sms);
      return { statusCode: 101, number, status: 'Success', cost: `KES ${costOf(body.message!).toFixed(4)}`, messageId };
    });
    const sent = answers.filter((a) => a.statusCode === 101).length;
    return reply.code(201).send({
      SMSMessageData: {
        Message: `Sent to ${sent}/${answers.length} Total Cost: KES ${(sent * costOf(body.message)).toFixed(4)}`,
        Recipients: answers,
      },
    });
  });

  app.get('/inbox', async (request, reply) => {
    if (request.headers.apikey !== options.apiKey) {
      return reply.code(401).type('text/plain').send('The supplied authentication is invalid');
    }
    return { messages: [...messages].reverse().slice(0, INBOX_SIZE) };
  });

  app.post('/inbound', async (request, reply) => {
    if (request.headers.apikey !== options.apiKey) {
      return reply.code(401).type('text/plain').send('The supplied authentication is invalid');
    }
    const body = (request.body ?? {}) as { from?: unknown; text?: unknown };
    if (typeof body.from !== 'string' || typeof body.text !== 'string' || !body.text.trim()) {
      return reply.code(400).type('text/plain').send('Give from and text');
    }
    if (!KENYAN_MOBILE.test(international(body.from)))
      return reply.code(400).type('text/plain').send('Not a Kenyan mobile number');
    if (!options.callbacks)
      return reply.code(503).type('text/plain').send('No callback URLs: the simulator cannot reach the app');
    // The app's answer to the post, passed on: 200 when it took the text.
    return { status: await postInbound(body.from, body.text) };
  });

  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  return {
    url,
    messages,
    stats,
    outage(status = 503) {
      outageStatus = status;
    },
    recover() {
      outageStatus = null;
    },
    inbound: postInbound,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await app.close();
    },
  };
}
