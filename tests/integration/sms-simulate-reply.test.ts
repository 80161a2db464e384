/**
 * Replies from a phone in simulator mode (docs/sms.md, "The simulator"): the outbox view's
 * "Simulate a reply" (POST /api/sms/simulate-reply) and `npm run sms -- inbound` (the built CLI,
 * through the loopback-only POST /dev/sms-inbound) both make the built-in SMS simulator post the
 * text to the site's inbound callback over real HTTP, where STOP, START and the inbox apply.
 * Outside simulator mode, or from another machine, neither exists; bad input stores nothing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, smsInbound, smsPreferenceChanges } from '../../src/server/db/schema';
import { callbackSecret } from '../../src/server/modules/payments';
import { smsCallbackUrls } from '../../src/server/modules/sms';
import { startSmsSimulator, type SmsSimulator } from '../../src/server/sms-simulator/server';
import { loadConfig } from '../../src/server/config';
import { messages } from '../../src/shared/messages';
import { officialsMessages } from '../../src/shared/officials-messages';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { freePort } from '../../scripts/free-port.mjs';
import { makeChapter, memberRow, sessionCookie } from '../helpers/factories';

const ROOT = path.resolve(import.meta.dirname, '../..');
const m = officialsMessages.campaignsMore;

let t: TestApp;
let simulator: SmsSimulator;
let base = '';
let port = 0;
let cookie: string;

beforeAll(async () => {
  const { username, apiKey } = loadConfig({ NODE_ENV: 'test' }).sms;
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  simulator = await startSmsSimulator({
    username,
    apiKey,
    // As main.ts wires it: the simulator posts back to this very app.
    callbacks: async () => smsCallbackUrls(base, await callbackSecret(t.database.db)),
    reportDelayMs: { min: 10, max: 20 },
  });
  t = await createTestApp({ env: { SMS_MODE: 'simulator', SMS_BASE_URL: simulator.url } });
  await t.app.listen({ host: '127.0.0.1', port });
  cookie = await sessionCookie(t.database.db, 'chairman', t.clock.now());
});
afterAll(async () => {
  await t?.close();
  await simulator?.close();
});

const db = () => t.database.db;
const local = (canonical: string) => `0${canonical.slice(3)}`;
const inboundCount = async () => Number((await db().select({ n: count() }).from(smsInbound))[0]!.n);
const member = async (id: string) => (await db().select().from(members).where(eq(members.id, id)))[0]!;
const history = async (id: string) =>
  (await db().select().from(smsPreferenceChanges).where(eq(smsPreferenceChanges.memberId, id))).map((c) => [c.change, c.source]);

async function newMember() {
  const chapter = await makeChapter(db());
  const [row] = await db().insert(members).values(memberRow(chapter)).returning();
  return row!;
}

const simulateReply = async (body: unknown, headers: Record<string, string> = browserHeaders(cookie)) => {
  const response = await fetch(`${base}/api/sms/simulate-reply`, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    body: (await response.json()) as { status?: string; error?: { message: string; fields?: Record<string, string> } },
  };
};

describe('the outbox view’s "Simulate a reply"', () => {
  it('STOP from a member’s phone opts them out through the real callback; another text lands in the inbox', async () => {
    const m1 = await newMember();
    expect(await simulateReply({ from: local(m1.phoneNumber), text: 'STOP' })).toEqual({
      status: 200,
      body: { status: 'received' },
    });
    expect((await member(m1.id)).smsOptedOut).toBe(true);
    expect(await history(m1.id)).toEqual([['opt_out', 'sms']]);

    expect((await simulateReply({ from: `+${m1.phoneNumber}`, text: 'Is the meeting still on?' })).status).toBe(200);
    const inbox = await fetch(`${base}/api/sms/inbox`, { headers: { cookie } });
    const items = ((await inbox.json()) as { items: { text: string; member: { id: string } | null }[] }).items;
    expect(items[0]).toMatchObject({ text: 'Is the meeting still on?', member: { id: m1.id } });
  });

  it('bad input is a 400 with the product’s message and stores nothing; it is for signed-in officials', async () => {
    const before = await inboundCount();
    const badPhone = await simulateReply({ from: '12345', text: 'STOP' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error!.fields!.from).toBe(messages.phoneInvalid);
    const noText = await simulateReply({ from: '0712345678', text: '   ' });
    expect(noText.status).toBe(400);
    expect(noText.body.error!.fields!.text).toBe(m.simulateTextRequired);
    expect((await simulateReply({ from: '0712345678', text: 'STOP' }, browserHeaders())).status).toBe(401);
    expect(await inboundCount()).toBe(before);
  });

  it('outside simulator mode it does not exist', async () => {
    const off = await createTestApp({ env: { SMS_MODE: 'off' } });
    try {
      const officialCookie = await sessionCookie(off.database.db, 'chairman', off.clock.now());
      const answer = await off.app.inject({
        method: 'POST',
        url: '/api/sms/simulate-reply',
        headers: browserHeaders(officialCookie),
        payload: { from: '0712345678', text: 'STOP' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(m.simulatorOnly);
      const dev = await off.app.inject({
        method: 'POST',
        url: '/dev/sms-inbound',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '127.0.0.1',
        payload: { from: '0712345678', text: 'STOP' },
      });
      expect(dev.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('POST /dev/sms-inbound (the CLI’s route)', () => {
  it('answers this machine only, never a request that came through a proxy or from elsewhere', async () => {
    const before = await inboundCount();
    const viaProxy = await fetch(`${base}/dev/sms-inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ from: '0712345678', text: 'STOP' }),
    });
    expect(viaProxy.status).toBe(404);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/dev/sms-inbound',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.9',
      payload: { from: '0712345678', text: 'STOP' },
    });
    expect(remote.statusCode).toBe(404);
    expect(await inboundCount()).toBe(before);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The built CLI (npm run sms runs dist/cli/sms.js), pointed at the test app's port. */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const childEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    SMS_MODE: 'simulator',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/cli/sms.js'), ...args], { cwd: ROOT, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run sms -- inbound', () => {
  it('STOP then START from a member’s phone: the simulator posts each to the site, which applies it', async () => {
    const m1 = await newMember();
    const stop = await cli(['inbound', '--from', local(m1.phoneNumber), '--text', 'STOP']);
    expect(stop).toMatchObject({ code: 0, stdout: 'The site received the text.\n' });
    expect((await member(m1.id)).smsOptedOut).toBe(true);
    // The phone is not echoed (output may end up in a log).
    expect(stop.stdout + stop.stderr).not.toContain(local(m1.phoneNumber).slice(1));

    const start = await cli(['inbound', '--from', m1.phoneNumber, '--text', 'START']);
    expect(start.code).toBe(0);
    expect(await member(m1.id)).toMatchObject({ smsOptedOut: false, smsConsent: true, smsConsentVersion: 'sms-start' });
    expect(await history(m1.id)).toEqual([
      ['opt_out', 'sms'],
      ['opt_in', 'sms'],
      ['consent', 'sms'],
    ]);
  }, 60_000);

  it('bad usage and a bad phone exit 1; no server, or not the simulator, exit 4; nothing stored', async () => {
    const before = await inboundCount();
    expect((await cli(['inbound', '--from', '0712345678'])).code).toBe(1);
    expect((await cli(['inbound', '--text', 'STOP', '--bogus', 'x'])).code).toBe(1);
    const badPhone = await cli(['inbound', '--from', '12345', '--text', 'STOP']);
    expect(badPhone.code).toBe(1);
    expect(badPhone.stderr).toContain(messages.phoneInvalid);
    const nobody = await cli(['inbound', '--from', '0712345678', '--text', 'STOP'], { PORT: String(await freePort()) });
    expect(nobody.code).toBe(4);
    expect(nobody.stderr).toContain('start it first');
    const live = await cli(['inbound', '--from', '0712345678', '--text', 'STOP'], { SMS_MODE: 'off' });
    expect(live.code).toBe(4);
    expect(await inboundCount()).toBe(before);
  }, 60_000);
});
