/**
 * The built-in SMS gateway simulator: a real HTTP server on loopback speaking Africa's Talking's
 * send API (POST /version1/messaging, form-encoded, apiKey header, JSON answer with per-recipient
 * status codes; docs/sms.md), so `npm start` shows every message and tests exercise the real HTTP
 * path. It checks what the gateway checks (API key, username, Accept header, recipient format).
 *
 * GET /inbox (same API key) lists what it delivered, newest first: the app's loopback-only page
 * /dev/sms-inbox shows it to the operator, since the outbox and the log redact one-time codes.
 *
 * Test switches: `outage(status)` answers every send with that HTTP status until `recover()`;
 * a recipient ending in 0403 is refused as InvalidPhoneNumber (a permanent failure).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

export interface SmsSimulatorOptions {
  username: string;
  apiKey: string;
  host?: string;
  port?: number;
  /** Told about every accepted message (main.ts logs them in development). */
  onMessage?: (message: SimulatedSms) => void;
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
  close(): Promise<void>;
}

/** The inbox lists at most this many messages (the newest). */
const INBOX_SIZE = 200;

/** International Kenyan mobile numbers, as the gateway wants them. */
const KENYAN_MOBILE = /^\+254[17]\d{8}$/;

export async function startSmsSimulator(options: SmsSimulatorOptions): Promise<SmsSimulator> {
  const app = Fastify({ logger: false });
  const messages: SimulatedSms[] = [];
  const stats = { requests: 0, refusedDuringOutage: 0 };
  let outageStatus: number | null = null;

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
      return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId };
    });
    const sent = answers.filter((a) => a.statusCode === 101).length;
    return reply.code(201).send({
      SMSMessageData: {
        Message: `Sent to ${sent}/${answers.length} Total Cost: KES ${(sent * 0.8).toFixed(4)}`,
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
    close: () => app.close(),
  };
}
