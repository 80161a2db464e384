/**
 * POST /api/send-email against a real SMTP server (smtp-server, in process): good messages are
 * stored and delivered; each bad field gets the product's message and stores nothing; the honeypot
 * drops bots silently; a sixth message in an hour from one sender (IP and e-mail) gets 429, and
 * a 31st from one IP whatever the e-mail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { createTestApp, browserHeaders, type TestApp } from '../helpers/app';
import { contactMessages, notifications } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { CONTACT_RATE_WINDOW_MS, countMessages } from '../../src/server/modules/contact/service';

interface Received {
  from: string;
  to: string[];
  data: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;
let ipCounter = 0;

const good = {
  name: 'Wanjiru Kendi',
  email: '  Wanjiru.Kendi@Example.org ',
  phone: '0712345678',
  subject: 'Partnership for the career fair',
  message: 'We would like to bring our bank to the career fair in April.',
};

/** Each test posts from its own client address so rate limits never leak between tests. */
const send = (body: unknown, ip = `10.0.0.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url: '/api/send-email', headers: browserHeaders(), payload: body as object, remoteAddress: ip });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_INBOX: 'inbox@meruyouthvoice.org',
      MAIL_FROM: 'MYV <no-reply@meruyouthvoice.org>',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

describe('POST /api/send-email', () => {
  it('stores a good message, e-mails it to the inbox and answers with the documented success text', async () => {
    const res = await send(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: messages.contactSuccess });

    const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    expect(row).toMatchObject({
      name: 'Wanjiru Kendi',
      email: 'wanjiru.kendi@example.org',
      phone: '0712345678',
      subject: good.subject,
    });
    expect(row!.emailedAt).not.toBeNull();

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['inbox@meruyouthvoice.org']);
    expect(received[0]!.from).toBe('no-reply@meruyouthvoice.org');
    expect(received[0]!.data).toContain('Subject: [MYV contact] Partnership for the career fair');
    expect(received[0]!.data).toContain('Reply-To: Wanjiru Kendi <wanjiru.kendi@example.org>');
    // The body is quoted-printable: join its soft line breaks before reading it.
    expect(received[0]!.data.replace(/=\r?\n/g, '')).toContain('bring our bank to the career fair in April.');

    const [note] = await t.database.db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(1);
    expect(note!.message).toContain('Wanjiru Kendi');
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = good;
    const res = await send({ ...withoutPhone, subject: 'No phone' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    expect(row!.phone).toBeNull();
  });

  it.each([
    ['name', { name: '   ' }, serverMessages.contactNameRequired],
    ['email', { email: 'not-an-email' }, messages.emailInvalid],
    ['subject', { subject: '' }, serverMessages.contactSubjectRequired],
    ['message', { message: ' \n ' }, serverMessages.contactMessageRequired],
    ['phone', { phone: '0'.repeat(21) }, serverMessages.contactPhoneTooLong],
  ])('refuses a bad %s with its message and stores nothing', async (field, override, message) => {
    const before = await countMessages(t.database.db);
    const res = await send({ ...good, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await countMessages(t.database.db)).toBe(before);
    expect(received).toHaveLength(0);
  });

  it.each([
    ['a missing email', { ...good, email: undefined }],
    ['a number as name', { ...good, name: 42 }],
    ['a huge message', { ...good, message: 'x'.repeat(5001) }],
    ['an array body', [good]],
  ])('refuses %s with a 400 and stores nothing', async (_label, body) => {
    const before = await countMessages(t.database.db);
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(await countMessages(t.database.db)).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { ...browserHeaders(), 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('drops a bot that filled the honeypot: 200 like a person, nothing stored or sent', async () => {
    const before = await countMessages(t.database.db);
    const res = await send({ ...good, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.contactSuccess);
    expect(await countMessages(t.database.db)).toBe(before);
    expect(received).toHaveLength(0);
  });

  it('allows five messages an hour per sender (IP and e-mail), then answers 429; another IP is unaffected; an hour later it is allowed again', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await send({ ...good, subject: `Message ${i}` }, ip)).statusCode).toBe(200);
    const before = await countMessages(t.database.db);
    const limited = await send(good, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(serverMessages.contactRateLimited);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', reason: 'contact_sender' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countMessages(t.database.db)).toBe(before);

    expect((await send(good, '192.0.2.78')).statusCode).toBe(200);

    // The same e-mail in other capitals is the same sender.
    expect((await send({ ...good, email: 'WANJIRU.KENDI@example.ORG' }, ip)).statusCode).toBe(429);

    t.clock.advance(CONTACT_RATE_WINDOW_MS + 1000);
    expect((await send(good, ip)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address: rotating addresses within it sends no more', async () => {
    for (let i = 1; i <= 5; i++) expect((await send(good, `2001:db8:c0:1:${i}::1`)).statusCode).toBe(200);
    const rotated = await send(good, '2001:db8:c0:1:99::1');
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json().error.message).toBe(serverMessages.contactRateLimited);
    expect((await send(good, '2001:db8:c0:2::1')).statusCode).toBe(200);
  });

  it('lets a cyber café behind one address send from many people, up to 30 an hour from that address', async () => {
    const ip = '192.0.2.90';
    // Someone hits their own limit: the next person at the café is not blocked by it.
    for (let i = 0; i < 5; i++) expect((await send(good, ip)).statusCode).toBe(200);
    expect((await send(good, ip)).statusCode).toBe(429);
    for (let i = 0; i < 25; i++) {
      expect((await send({ ...good, email: `visitor${i}@example.org`, subject: `From the café ${i}` }, ip)).statusCode).toBe(200);
    }
    const before = await countMessages(t.database.db);
    const ceiling = await send({ ...good, email: 'one.more@example.org' }, ip);
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json().error.message).toBe(serverMessages.contactRateLimited);
    expect(ceiling.json().error).toMatchObject({ code: 'rate_limited', reason: 'contact_address' });
    expect(await countMessages(t.database.db)).toBe(before);
  });

  it('refuses a cross-site post', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { ...browserHeaders(), origin: 'https://evil.example' },
      payload: good,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('when the mail server is down', () => {
  it('still stores the message and answers success (officials see it in the dashboard)', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/send-email', headers: browserHeaders(), payload: good });
      expect(res.statusCode).toBe(200);
      const [row] = await down.database.db.select().from(contactMessages).limit(1);
      expect(row!.emailedAt).toBeNull();
    } finally {
      await down.close();
    }
  });
});
