/**
 * "Get my card again": one-time codes by SMS (over real HTTP to the built-in SMS simulator),
 * their expiry, tries and limits, and answers that never tell whether an ID number is a member's.
 */
import { eq, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { verifyCode } from '../../src/server/modules/self-service/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCodes, outbox } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import type { SmsSimulator } from '../../src/server/sms-simulator/server';
import { errorBodySchema } from '../../src/shared/schemas/errors';
import { selfServiceVerifyResponseSchema } from '../../src/shared/schemas/renewals';
import { answer } from '../helpers/answer';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeMember } from '../helpers/factories';
import { startTestSmsSimulator } from '../helpers/sms';

let t: TestApp;
let sms: SmsSimulator;
beforeAll(async () => {
  const simulator = await startTestSmsSimulator();
  sms = simulator;
  t = await createTestApp({ env: simulator.env });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

let ipSeq = 0;
const post = (url: string, payload: object, ip = `10.20.0.${++ipSeq % 250}`) =>
  t.app.inject({ method: 'POST', url, headers: browserHeaders(), payload, remoteAddress: ip });

let phoneSeq = 0;
async function member(overrides: Parameters<typeof makeMember>[1] = {}) {
  const local = `07${String(40_000_000 + ++phoneSeq * 104_729).slice(-8)}`;
  const row = await makeMember(t.database.db, { phoneNumber: `254${local.slice(1)}`, email: null, ...overrides });
  return { ...row, local };
}
/** Sends what is queued and returns the last code texted to this phone. */
async function codeSentTo(canonicalPhone: string): Promise<string | null> {
  for (let i = 0; i < 5 && (await t.app.runOutbox()).claimed > 0; i++);
  const texts = sms.messages.filter((m) => m.to === `+${canonicalPhone}`);
  const last = texts[texts.length - 1];
  return last ? (/\b(\d{6})\b/.exec(last.message)?.[1] ?? null) : null;
}

describe('POST /api/self-service/code and /verify', () => {
  it('texts a code to the phone on file; the code shows the membership and a card link, once', async () => {
    const m = await member();
    const asked = await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ sent: true });
    const code = await codeSentTo(m.phoneNumber);
    expect(code).toMatch(/^\d{6}$/);
    // Stored as a hash only.
    const [stored] = await t.database.db.select().from(cardCodes).where(eq(cardCodes.memberId, m.id));
    expect(stored!.codeHash).not.toContain(code!);
    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.memberId, m.id));
    expect(JSON.stringify(message!.params)).not.toContain(code!);

    const ok = answer(
      await post('/api/self-service/verify', { idNumber: m.idNumber, code }),
      200,
      selfServiceVerifyResponseSchema,
    );
    expect(ok).toMatchObject({
      cardUrl: expect.stringMatching(/^\/api\/cards\//),
      member: {
        fullName: m.fullName,
        membershipNumber: m.membershipNumber,
        renewalDate: m.renewalDate,
        membershipStatus: 'active',
      },
    });
    const card = await t.app.inject({ method: 'GET', url: ok.cardUrl });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toContain('application/pdf');

    // Using a code ends it.
    const again = answer(await post('/api/self-service/verify', { idNumber: m.idNumber, code }), 400, errorBodySchema);
    expect(again.error.message).toBe(serverMessages.codeWrong);
  });

  it('answers 202 for a wrong phone or an unknown ID, and sends nothing', async () => {
    const m = await member();
    const before = sms.messages.length;
    for (const body of [
      { idNumber: m.idNumber, phoneNumber: '0799123456' },
      { idNumber: '98765432', phoneNumber: m.local },
    ]) {
      const answer = await post('/api/self-service/code', body);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ sent: true });
    }
    await codeSentTo(m.phoneNumber);
    expect(sms.messages.length).toBe(before);
    expect(await t.database.db.select().from(cardCodes).where(eq(cardCodes.memberId, m.id))).toHaveLength(0);
  });

  it('a code expires after 10 minutes', async () => {
    const m = await member();
    await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local });
    const code = await codeSentTo(m.phoneNumber);
    t.clock.advance(10 * 60_000 + 1_000);
    const late = answer(await post('/api/self-service/verify', { idNumber: m.idNumber, code }), 400, errorBodySchema);
    expect(late.error.message).toBe(serverMessages.codeWrong);
  });

  it('five wrong tries void the code', async () => {
    const m = await member();
    await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local });
    const code = (await codeSentTo(m.phoneNumber))!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/self-service/verify', { idNumber: m.idNumber, code: wrongCode })).statusCode).toBe(400);
    const right = answer(await post('/api/self-service/verify', { idNumber: m.idNumber, code }), 400, errorBodySchema);
    expect(right.error.message).toBe(serverMessages.codeWrong);
  });

  it('at most 3 codes per ID number an hour; the member hears when to try again, a stranger hears the usual answer', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local })).statusCode).toBe(202);
    t.clock.advance(20 * 60_000);
    // The right ID number + phone pair (what /renew accepts as proof) is told no code is coming, and for how long.
    const limited = await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(serverMessages.codeMemberLimit(40));
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', reason: 'card_code_member' });
    expect(limited.headers['retry-after']).toBe(String(40 * 60));
    // The same ID number with another phone learns nothing: the answer a non-member gets.
    const stranger = await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: '0799123456' });
    const nobody = await post('/api/self-service/code', { idNumber: '98765432', phoneNumber: m.local });
    for (const reply of [stranger, nobody]) {
      expect(reply.statusCode).toBe(202);
      expect(reply.json()).toEqual({ sent: true });
    }
    await codeSentTo(m.phoneNumber);
    expect(await t.database.db.select().from(cardCodes).where(eq(cardCodes.memberId, m.id))).toHaveLength(3);
    expect(sms.messages.filter((s) => s.to === `+${m.phoneNumber}`)).toHaveLength(3);
    t.clock.advance(41 * 60_000);
    expect((await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local })).statusCode).toBe(202);
    expect(await t.database.db.select().from(cardCodes).where(eq(cardCodes.memberId, m.id))).toHaveLength(4);
  });

  it('a suspended member is told no code was sent and to contact the office; nothing is queued', async () => {
    const m = await member({ status: 'inactive' });
    const reply = await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toMatchObject({ code: 'member_inactive', message: serverMessages.codeMemberSuspended });
    expect(await t.database.db.select().from(cardCodes).where(eq(cardCodes.memberId, m.id))).toHaveLength(0);
    const stranger = await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: '0799123457' });
    expect(stranger.statusCode).toBe(202);
  });

  it('per IP: at least 20 requests an hour pass (a cyber café), then 429; another IP is unaffected', async () => {
    const ip = '10.99.1.1';
    // Ten members, three codes each: the members' own hourly limit is not what this is about.
    const people = await Promise.all(Array.from({ length: 10 }, () => member()));
    for (let i = 0; i < 30; i++) {
      const p = people[i % 10]!;
      expect((await post('/api/self-service/code', { idNumber: p.idNumber, phoneNumber: p.local }, ip)).statusCode).toBe(202);
    }
    const limited = answer(
      await post('/api/self-service/code', { idNumber: people[0]!.idNumber, phoneNumber: people[0]!.local }, ip),
      429,
      errorBodySchema,
    );
    expect(limited.error.message).toBe(serverMessages.codeTooMany);
    expect(limited.error).toMatchObject({ code: 'rate_limited', reason: 'card_code_address' });
    const another = await member();
    expect(
      (await post('/api/self-service/code', { idNumber: another.idNumber, phoneNumber: another.local }, '10.99.1.2')).statusCode,
    ).toBe(202);
  });

  it('refuses malformed input with the form messages', async () => {
    const badCode = answer(await post('/api/self-service/verify', { idNumber: '12345678', code: '12ab' }), 400, errorBodySchema);
    expect(badCode.error.fields?.code).toBe(messages.codeInvalid);
    const badId = answer(
      await post('/api/self-service/code', { idNumber: 'x', phoneNumber: '0712345678' }),
      400,
      errorBodySchema,
    );
    expect(badId.error.fields?.idNumber).toBe(messages.idNumberInvalid);
  });
});

describe('an unknown ID number is no faster to refuse than a known one', () => {
  /** The statements verifyCode sends, in order and without their values, through the app's own database. */
  async function statementsOf(idNumber: string, code: string): Promise<string[]> {
    const statements: string[] = [];
    const logger: Logger = { logQuery: (query) => statements.push(query) };
    const client = (t.database.db as unknown as { $client: never }).$client;
    const db = (t.database.kind === 'pglite'
      ? drizzlePglite({ client, schema, logger })
      : drizzlePg({ client, schema, logger })) as unknown as Db;
    await expect(verifyCode(db, { idNumber, code, ip: `10.21.0.${++ipSeq % 250}`, now: t.clock.now() })).rejects.toMatchObject({
      statusCode: 400,
    });
    return statements;
  }

  it('runs the same statements for an unknown ID, a known ID without a code and a known ID with a live code', async () => {
    const withCode = await member();
    await post('/api/self-service/code', { idNumber: withCode.idNumber, phoneNumber: withCode.local });
    const code = (await codeSentTo(withCode.phoneNumber))!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const withoutCode = await member();

    const unknown = await statementsOf('99887766', wrongCode);
    expect(unknown.length).toBeGreaterThan(3);
    expect(await statementsOf(withoutCode.idNumber, wrongCode)).toEqual(unknown);
    expect(await statementsOf(withCode.idNumber, wrongCode)).toEqual(unknown);
  });
});
