/**
 * Hostile input and faults on one app: unknown page paths cost nothing lasting, NUL characters
 * and lone surrogates are 400s (not 500s or reset exports), 5xx log lines carry no personal
 * data, X-Forwarded-For is believed only from TRUST_PROXY, membership look-ups are limited,
 * one phone is one member even under concurrency, prompts cut off mid-way become `unknown` and
 * officials settle them, and big or huge photos are refused before any decoding.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logging';
import { members, notifications, payments, rateCounters } from '../../src/server/db/schema';
import { serverMessages } from '../../src/shared/server-messages';
import { MAX_PHOTO_PIXELS } from '../../src/shared/constants';
import { adminClient, validMember } from '../helpers/admin';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';
import { seedEssentials } from '../../src/server/seed';
import { registration } from '../helpers/payments';

const clientDir = path.resolve('dist/client');

let t: TestApp;
let chairman: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp({ clientDir });
  chairman = await adminClient(t);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, headers: { ...browserHeaders(), ...headers }, payload: payload as object, remoteAddress });

function forceGc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('unknown page paths', () => {
  it('5,000 unique unknown paths and event slugs leave the page cache and the heap flat', async () => {
    // Over real HTTP: inject() itself retains memory per call and would hide the server's share.
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const visit = (i: number) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            // Half are unknown 2 kB addresses (a redirect home), half unknown event slugs (the pages module's 404).
            i % 2
              ? `${url}/events/${i}-${Math.random().toString(36).slice(2)}`
              : `${url}/no-such-page/${i}-${Math.random().toString(36).slice(2)}/${'x'.repeat(2000)}`,
            { agent, headers: { 'accept-encoding': 'br' } },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode!));
            },
          )
          .on('error', reject);
      });
    try {
      expect(await visit(0)).toBe(302); // the server sends an unknown page home, with no page of its own
      expect(await visit(1)).toBe(404); // the events' not-found page, rendered and cached once for every slug
      forceGc();
      const heapBefore = process.memoryUsage().heapUsed;
      const pagesBefore = t.app.contentPages!.size;
      for (let i = 2; i <= 5001; i++) {
        const status = await visit(i);
        if (status !== (i % 2 ? 404 : 302)) throw new Error(`unknown path ${i}: ${status}`);
      }
      forceGc();
      const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
      console.log(
        `5,000 unknown 2 kB paths: heap +${grownMb.toFixed(1)} MB after GC, pages cached ${pagesBefore} → ${t.app.contentPages!.size}`,
      );
      expect(t.app.contentPages!.size).toBe(pagesBefore);
      expect(grownMb).toBeLessThan(5);
    } finally {
      agent.destroy();
    }
  });

  it('a NUL or a broken escape in a page path is answered, not a 500', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/about%00' })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: 'GET', url: '/%ED%A0%80' })).statusCode).toBe(400);
  });
});

describe('NUL characters and lone surrogates', () => {
  const nul = 'Wanjiru\u0000Kendi';
  const lone = 'Kendi \uD83D';

  it('are refused with 400 and the clear message on anonymous forms', async () => {
    for (const [url, body] of [
      ['/api/auth/login', { username: nul, password: 'whatever password' }],
      ['/api/contact', { name: lone, email: 'a@example.org', subject: 'Hello', message: 'A message long enough.' }],
      ['/api/mpesa/stkpush', { phoneNumber: '0712345678', registration: registration({ fullName: nul }) }],
      ['/api/registrations/check', { idNumber: '12345678', phoneNumber: `0712345678${lone}` }],
    ] as const) {
      const answer = await post(url, body);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error.message).toBe(serverMessages.unsafeText);
    }
  });

  it('are refused in keys and in query strings, so CSV exports answer 400 instead of a reset 200', async () => {
    expect((await post('/api/contact', { [`na\u0000me`]: 'x' })).statusCode).toBe(400);
    for (const url of ['/api/members/export.csv?search=%00', '/api/leaders/export.csv?search=%00', '/api/members?search=%00']) {
      const answer = await chairman.call('GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error.code).toBe('unsafe_text');
    }
  });

  it('right-to-left marks and emoji are ordinary text', async () => {
    const answer = await post('/api/registrations/check', { idNumber: '\u200F12345678', phoneNumber: '0712345678' });
    expect(answer.statusCode).toBe(400); // not an ID number, but validated as text
    expect(answer.json().error.code).toBe('validation');
  });
});

describe('logs', () => {
  /** The app with the production logger writing into memory, to read what would reach the log. */
  async function appWithCapturedLogs() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const app = await buildApp(config, { db: t.database.db, logger: createLogger('info', sink) });
    return { app, lines };
  }

  it('a 5xx line carries the request id, never the values of the failed query', async () => {
    const { app, lines } = await appWithCapturedLogs();
    app.post('/api/test/fails', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql`select ${'Wanjiru Kendi 0712345678 ID 24681357'}::int`);
      return { ok: true };
    });
    await app.ready();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/test/fails?search=Wanjiru',
      headers: browserHeaders(),
      payload: { fullName: 'Wanjiru Kendi', idNumber: '24681357', phoneNumber: '0712345678', password: 'hunter2 hunter2' },
    });
    await app.close();
    expect(answer.statusCode).toBe(500);
    const all = lines.join('');
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request failed');
    expect(failure?.reqId).toBeTruthy();
    for (const secret of ['Wanjiru', '24681357', '0712345678', 'hunter2']) expect(all).not.toContain(secret);
  });

  it('a refused sign-in is logged without the typed username or e-mail', async () => {
    const { app, lines } = await appWithCapturedLogs();
    await app.ready();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { username: 'wanjiru.kendi@example.org', password: 'not the password' },
      remoteAddress: '192.0.2.77',
    });
    await app.close();
    expect(answer.statusCode).toBe(401);
    const all = lines.join('');
    expect(all).toContain('sign-in refused');
    expect(all).not.toContain('wanjiru');
  });
});

describe('TRUST_PROXY', () => {
  const checks = async (app: TestApp['app'], rotate: boolean) => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/registrations/check',
        headers: { ...browserHeaders(), 'x-forwarded-for': rotate ? `198.51.100.${i}` : '198.51.100.250' },
        payload: { idNumber: String(40_000_000 + i), phoneNumber: '0712345678' },
        remoteAddress: '192.0.2.50',
      });
      codes.push(answer.statusCode);
    }
    return codes;
  };

  it('off (the default, also in production): rotating X-Forwarded-For does not escape a per-address limit', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const codes = await checks(prod.app, true);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('naming the proxy: the address it reports is the client, each with its own budget', async () => {
    const proxied = await createTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: '192.0.2.0/24' } });
    try {
      expect((await checks(proxied.app, true)).every((c) => c === 200)).toBe(true);
      // One client behind the proxy is still limited.
      expect((await checks(proxied.app, false)).filter((c) => c === 429).length).toBe(5);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /api/registrations/check', () => {
  it('is limited per address (20 in 10 minutes) and per ID number, counted in the database', async () => {
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push(
        (await post('/api/registrations/check', { idNumber: String(50_000_000 + i), phoneNumber: '0712345678' }, {}, ip))
          .statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    const limited = await post('/api/registrations/check', { idNumber: '50000099', phoneNumber: '0712345678' }, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(serverMessages.registrationCheckLimit);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', reason: 'registration_check_address' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // One ID number probed from many addresses.
    const byId: number[] = [];
    for (let i = 0; i < 12; i++)
      byId.push(
        (await post('/api/registrations/check', { idNumber: '51515151', phoneNumber: '0712345678' }, {}, `203.0.113.${100 + i}`))
          .statusCode,
      );
    expect(byId.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(byId.slice(10)).toEqual([429, 429]);
    expect(
      (await post('/api/registrations/check', { idNumber: '51515151', phoneNumber: '0712345678' }, {}, '203.0.113.200')).json()
        .error,
    ).toMatchObject({ code: 'rate_limited', reason: 'registration_check_id' });
    // The counters hold no ID number and no address in clear: only their hashes.
    const keys = (await t.database.db.select({ key: rateCounters.key }).from(rateCounters)).map((row) => row.key).join(' ');
    expect(keys).toContain('registration_check_id:');
    expect(keys).not.toContain('51515151');
    expect(keys).not.toContain('203.0.113');
  });

  it('refuses bodies over 4 KB before parsing them', async () => {
    const answer = await post('/api/registrations/check', {
      idNumber: '12345678',
      phoneNumber: '0712345678',
      pad: 'x'.repeat(5000),
    });
    expect(answer.statusCode).toBe(413);
  });
});

describe('one member per phone', () => {
  it('10 concurrent pairs of officials adding members with one phone: exactly one of each pair is stored', async () => {
    for (let pair = 0; pair < 10; pair++) {
      const phone = `07${String(20_000_000 + pair * 7)}`.slice(0, 10);
      const answers = await Promise.all([
        chairman.call('POST', '/api/members', validMember({ phoneNumber: phone })),
        chairman.call('POST', '/api/members', validMember({ phoneNumber: phone })),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toBe(serverMessages.duplicateMemberPhone);
      const stored = await t.database.db
        .select()
        .from(members)
        .where(eq(members.phoneNumber, `254${phone.slice(1)}`));
      expect(stored).toHaveLength(1);
    }
  });
});

describe('prompts cut off between M-Pesa and the database', () => {
  it('become unknown within minutes; an official confirms one with the M-Pesa code and rejects another', async () => {
    const insert = async () => {
      const reg = registration();
      const [chapter] = await t.database.db.query.chapters.findMany({ limit: 1 });
      const [row] = await t.database.db
        .insert(payments)
        .values({
          method: 'mpesa_stk',
          status: 'pending',
          phoneNumber: '254712000111',
          amount: 200,
          accountReference: `MYV-${reg.idNumber}`,
          idNumber: reg.idNumber,
          draft: {
            idNumber: reg.idNumber,
            fullName: 'Kendi Mwiti',
            phoneNumber: `254${String(reg.phoneNumber).slice(1)}`,
            gender: 'female',
            email: null,
            chapterId: chapter!.id,
            chapterName: chapter!.name,
            photoId: null,
            consentAt: new Date().toISOString(),
            consentVersion: 'test',
          },
          createdAt: t.clock.now(),
          updatedAt: t.clock.now(),
        })
        .returning();
      return row!;
    };
    const first = await insert();
    const second = await insert();
    // A confirm while it is still pending is refused: nobody knows yet.
    expect((await chairman.call('POST', `/api/payments/${first.id}/confirm`, { receipt: 'SAB1234567' })).statusCode).toBe(409);

    t.clock.advance(3 * 60 * 1000);
    await t.app.reconcilePayments();
    const [parked] = await t.database.db.select().from(payments).where(eq(payments.id, first.id));
    expect(parked!.status).toBe('unknown');
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.entityId, first.id));
    expect(notes.map((n) => n.kind)).toContain('payment_unknown');

    const listed = await chairman.call('GET', '/api/payments?status=unknown');
    expect(listed.json().items.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    expect((await chairman.call('POST', `/api/payments/${first.id}/confirm`, {})).statusCode).toBe(400);
    expect((await chairman.call('POST', `/api/payments/${first.id}/confirm`, { receipt: 'not a code' })).statusCode).toBe(400);
    // Settling an unknown payment as paid waits for a second official (docs/finance.md).
    const asked = await chairman.call('POST', `/api/payments/${first.id}/confirm`, { receipt: 'sab1234567' });
    expect(asked.statusCode).toBe(202);
    const treasurer = await adminClient(t, 'treasurer');
    expect((await treasurer.call('POST', `/api/approvals/${asked.json().approvalId}/approve`)).statusCode).toBe(200);
    const [done] = await t.database.db.select().from(payments).where(eq(payments.id, first.id));
    expect(done).toMatchObject({ status: 'completed', mpesaReceiptNumber: 'SAB1234567' });

    // The same code on another payment is refused; a rejection settles it with no member.
    expect((await chairman.call('POST', `/api/payments/${second.id}/confirm`, { receipt: 'SAB1234567' })).statusCode).toBe(409);
    const rejected = await chairman.call('POST', `/api/payments/${second.id}/reject`, { reason: 'Not on the statement' });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
  });
});

describe('photos', () => {
  it('a huge picture is refused from its header, before decoding', async () => {
    const side = Math.ceil(Math.sqrt(MAX_PHOTO_PIXELS)) + 100;
    const png = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await chairman.call(
      'POST',
      '/api/members',
      validMember({ profileImage: `data:image/png;base64,${png.toString('base64')}` }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/megapixels/);
  });

  it('a prompt over the address limit is refused before its body is read, and admin JSON over 64 KB is refused', async () => {
    const ip = '198.51.100.200';
    // Every attempt counts, refused ones too: the address's allowance is spent on bad bodies.
    for (let i = 0; i < t.config.mpesa.promptLimits.perIpPerTenMinutes; i++) {
      expect((await post('/api/mpesa/stkpush', { phoneNumber: 'not a phone' }, {}, ip)).statusCode).toBe(400);
    }
    const big = 'A'.repeat(6 * 1024 * 1024);
    const answer = await post(
      '/api/mpesa/stkpush',
      { phoneNumber: '0712345678', registration: registration({ profileImage: `data:image/png;base64,${big}` }) },
      {},
      ip,
    );
    expect(answer.statusCode).toBe(429);
    const chapters = await chairman.call('POST', '/api/chapters', { name: 'x'.repeat(70 * 1024) });
    expect(chapters.statusCode).toBe(413);
  });
});

describe('a database outage', () => {
  it.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    'answers 503 with Retry-After while PostgreSQL is unreachable, and recovers',
    async () => {
      // A TCP relay in front of PostgreSQL that the test can cut, as a restart would.
      const net = await import('node:net');
      const target = new URL(process.env.TEST_DATABASE_URL!);
      const sockets = new Set<import('node:net').Socket>();
      let open = true;
      const relay = net.createServer((client) => {
        if (!open) return client.destroy();
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop);
        upstream.on('error', drop);
      });
      await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
      const port = (relay.address() as import('node:net').AddressInfo).port;
      const fresh = await createTestDatabase();
      const { openDatabase } = await import('../../src/server/db/client');
      const url = new URL(fresh.url!);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await seedEssentials(database.db, {
          username: 'chairman',
          email: 'c@example.org',
          password: 'correct horse battery staple',
        });
        const config = loadConfig({ NODE_ENV: 'test', MPESA_MODE: 'manual' });
        const app = await buildApp(config, { db: database.db });
        await app.ready();
        const status = () => app.inject({ method: 'GET', url: '/api/mpesa/status?checkoutRequestId=ws_CO_123' });
        expect((await status()).statusCode).toBe(404);

        open = false;
        for (const socket of sockets) socket.destroy();
        const down = await status();
        expect(down.statusCode).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        expect(down.json().error.message).toBe(serverMessages.databaseUnavailable);
        expect(down.json().error.code).toBe('database_unavailable');
        // Liveness stays up (restarting the process would not bring the database back); readiness says no.
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);

        open = true;
        expect((await status()).statusCode).toBe(404);
        await app.close();
      } finally {
        await database.close();
        await fresh.close();
        relay.close();
      }
    },
  );
});
