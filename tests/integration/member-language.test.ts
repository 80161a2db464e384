/**
 * Each member's language over real HTTP, against the M-Pesa and SMS simulators: a registration in
 * Kiswahili gets its welcome SMS in Kiswahili within one part; /my-card's preferences switch the
 * language and promotional SMS (consent and opt-out logged with source my-card); officials see and
 * change the language; bad values are 400 and store nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, members, outbox, smsPreferenceChanges } from '../../src/server/db/schema';
import type { SmsSimulator } from '../../src/server/sms-simulator/server';
import { MY_CARD_SMS_CONSENT_VERSION } from '../../src/server/modules/self-service/preferences';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { messages as kiswahili } from '../../src/shared/messages.sw';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/constants';
import { officialsMessages } from '../../src/shared/officials-messages';
import { adminClient } from '../helpers/admin';
import { browserHeaders } from '../helpers/app';
import { makeMember } from '../helpers/factories';
import { count, createPaymentTestApp, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';
import { startTestSmsSimulator } from '../helpers/sms';

let t: PaymentTestApp;
let sms: SmsSimulator;
beforeAll(async () => {
  const simulator = await startTestSmsSimulator();
  sms = simulator;
  t = await createPaymentTestApp({ env: simulator.env });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const GSM7_PLAIN = /^[\x20-\x7e]+$/;
const delivered = (canonical: string) => sms.messages.filter((m) => m.to === `+${canonical}`).map((m) => m.message);
async function drain() {
  for (let i = 0; i < 10 && (await t.app.runOutbox()).claimed > 0; i++);
}

let ipSeq = 0;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: browserHeaders(cookie), payload, remoteAddress: `10.31.0.${++ipSeq % 250}` });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const c = response.cookies.find((x) => x.name === 'myv_member');
  return c ? `myv_member=${c.value}` : undefined;
};

async function register(overrides: Record<string, unknown>) {
  const reg = registration({ email: null, ...overrides });
  const browser = t.browser();
  const pushed = await browser.post('/api/mpesa/stkpush', stkBody(payingPhone(), reg));
  return { reg, browser, pushed };
}

describe('registration', () => {
  it('with language "sw" stores it, and the welcome SMS comes in Kiswahili within one GSM-7 part', async () => {
    const { reg, browser, pushed } = await register({ language: 'sw' });
    expect(pushed.status).toBe(200);
    await t.simulator.settled();
    const submitted = await browser.post('/api/submit-membership', { checkoutRequestId: pushed.body.CheckoutRequestID });
    expect(submitted.status).toBe(200);
    const member = submitted.body.member as { id: string; membershipNumber: string };
    const [row] = await t.database.db.select({ language: members.language }).from(members).where(eq(members.id, member.id));
    expect(row!.language).toBe('sw');

    await drain();
    const texts = delivered(`254${reg.phoneNumber.slice(1)}`);
    expect(texts).toHaveLength(1);
    const welcome = texts[0]!;
    expect(welcome).toMatch(/^Karibu MYV! Nambari yako ni /);
    expect(welcome).toContain(member.membershipNumber);
    // The card link opens the Kiswahili /my-card.
    expect(welcome).toMatch(/ Kadi: http\S*\/sw\/my-card /);
    // The receipt link opens the Kiswahili receipt.
    expect(welcome).toMatch(/ Risiti: http\S*\/sw\/r\/[A-Za-z0-9_-]{30}$/);
    expect(welcome.length).toBeLessThanOrEqual(160);
    expect(welcome).toMatch(GSM7_PLAIN);

    // Officials see it in the members list.
    const { call } = await adminClient(t);
    const list = await call('GET', `/api/members?search=${reg.idNumber}`);
    expect(list.json().items).toEqual([expect.objectContaining({ id: member.id, language: 'sw' })]);
  });

  it('without a language is English, as before', async () => {
    const { reg, browser, pushed } = await register({});
    await t.simulator.settled();
    const submitted = await browser.post('/api/submit-membership', { checkoutRequestId: pushed.body.CheckoutRequestID });
    const [row] = await t.database.db
      .select({ language: members.language })
      .from(members)
      .where(eq(members.id, (submitted.body.member as { id: string }).id));
    expect(row!.language).toBe('en');
    await drain();
    expect(delivered(`254${reg.phoneNumber.slice(1)}`)[0]).toMatch(/^Welcome to MYV!/);
  });

  it('with an unknown language is 400 with the product message, and no prompt or payment is stored', async () => {
    const before = await count(t.database.db, 'payments');
    for (const language of ['fr', 'SW', '', 1]) {
      const { pushed } = await register({ language });
      expect(pushed.status).toBe(400);
      expect(pushed.body).toMatchObject({
        error: { code: 'validation', fields: { 'registration.language': messages.memberLanguage.languageInvalid } },
      });
    }
    expect(await count(t.database.db, 'payments')).toBe(before);
  });
});

/** A member with a phone on file, and a /my-card session (the code entered, the cookie kept). */
async function myCardSession(overrides: Parameters<typeof makeMember>[1] = {}) {
  const local = `07${String(42_000_000 + ++ipSeq * 104_729).slice(-8)}`;
  const member = await makeMember(t.database.db, {
    phoneNumber: `254${local.slice(1)}`,
    email: null,
    consentAt: t.clock.now(),
    consentVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  });
  expect((await post('/api/self-service/code', { idNumber: member.idNumber, phoneNumber: local })).statusCode).toBe(202);
  await drain();
  const code = /\b(\d{6})\b/.exec(delivered(member.phoneNumber).at(-1) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const verified = await post('/api/self-service/verify', { idNumber: member.idNumber, code: code! });
  expect(verified.statusCode).toBe(200);
  return { member, local, cookie: cookieOf(verified)! };
}

const preferenceRows = (memberId: string) =>
  t.database.db
    .select({ change: smsPreferenceChanges.change, source: smsPreferenceChanges.source })
    .from(smsPreferenceChanges)
    .where(eq(smsPreferenceChanges.memberId, memberId));

describe('/my-card preferences', () => {
  it('reads the preferences, switches the language (the next code comes in Kiswahili) and answers in it', async () => {
    const { member, local, cookie } = await myCardSession({ email: 'kendi@example.org' });
    const read = await post('/api/self-service/preferences', { idNumber: member.idNumber }, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ language: 'en', smsMessages: false, email: 'kendi@example.org', message: null });

    const switched = await post('/api/self-service/preferences', { idNumber: member.idNumber, language: 'sw' }, cookie);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ language: 'sw', message: kiswahili.memberLanguage.saved });
    const [row] = await t.database.db.select({ language: members.language }).from(members).where(eq(members.id, member.id));
    expect(row!.language).toBe('sw');
    const audited = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.preferences'), eq(auditLog.entityId, member.id)));
    expect(audited).toEqual([{ details: { fields: ['language'] } }]);

    // The next one-time code is written in Kiswahili.
    t.clock.advance(61_000);
    expect((await post('/api/self-service/code', { idNumber: member.idNumber, phoneNumber: local })).statusCode).toBe(202);
    await drain();
    const text = delivered(member.phoneNumber).at(-1)!;
    expect(text).toMatch(/^MYV: msimbo wako ni \d{6}\. Utaisha baada ya dakika 10\./);
    expect(text).toMatch(GSM7_PLAIN);
  });

  it('turning messages on is consent (time and wording version) and lifts a STOP; off is an opt-out; each logged once', async () => {
    const { member, cookie } = await myCardSession({ smsOptedOut: true });
    const asked = t.clock.now().getTime();
    const on = await post('/api/self-service/preferences', { idNumber: member.idNumber, smsMessages: true }, cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ smsMessages: true, message: messages.memberLanguage.saved });
    const [after] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(after).toMatchObject({ smsConsent: true, smsOptedOut: false, smsConsentVersion: MY_CARD_SMS_CONSENT_VERSION });
    expect(after!.smsConsentAt!.getTime()).toBeGreaterThanOrEqual(asked);
    expect(after!.smsConsentAt!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await preferenceRows(member.id)).toEqual(
      expect.arrayContaining([
        { change: 'opt_in', source: 'my-card' },
        { change: 'consent', source: 'my-card' },
      ]),
    );
    // The same choice again changes and logs nothing.
    const again = await post('/api/self-service/preferences', { idNumber: member.idNumber, smsMessages: true }, cookie);
    expect(again.json()).toMatchObject({ smsMessages: true, message: null });
    expect(await preferenceRows(member.id)).toHaveLength(2);

    const off = await post('/api/self-service/preferences', { idNumber: member.idNumber, smsMessages: false }, cookie);
    expect(off.json()).toMatchObject({ smsMessages: false });
    const [offRow] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(offRow).toMatchObject({ smsOptedOut: true, smsConsent: true });
    expect(await preferenceRows(member.id)).toContainEqual({ change: 'opt_out', source: 'my-card' });
    expect(await preferenceRows(member.id)).toHaveLength(3);
  });

  it('bad values are 400 with the product message and change nothing; no session or another ID number opens nothing', async () => {
    const { member, cookie } = await myCardSession();
    const [before] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    const cases: [object, string, string][] = [
      [{ language: 'fr' }, 'language', messages.memberLanguage.languageInvalid],
      [{ language: 'sw', smsMessages: 'yes' }, 'smsMessages', messages.memberLanguage.smsChoiceInvalid],
      [{ smsMessages: 1 }, 'smsMessages', messages.memberLanguage.smsChoiceInvalid],
    ];
    for (const [body, field, message] of cases) {
      const bad = await post('/api/self-service/preferences', { idNumber: member.idNumber, ...body }, cookie);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.fields[field]).toBe(message);
    }
    const noSession = await post('/api/self-service/preferences', { idNumber: member.idNumber, language: 'sw' });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().error.message).toBe(serverMessages.dataRightsSessionEnded);
    const other = await makeMember(t.database.db);
    const otherId = await post('/api/self-service/preferences', { idNumber: other.idNumber, language: 'sw' }, cookie);
    expect(otherId.statusCode).toBe(400);

    const [after] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(after).toEqual(before);
    const [otherAfter] = await t.database.db.select({ language: members.language }).from(members).where(eq(members.id, other.id));
    expect(otherAfter!.language).toBe('en');
    expect(await preferenceRows(member.id)).toEqual([]);
  });
});

describe('officials', () => {
  it("change a member's language in the member form; a bad value is 400 and changes nothing; reminders follow it", async () => {
    const { call } = await adminClient(t);
    const member = await makeMember(t.database.db, { email: null });
    const changed = await call('PUT', `/api/members/${member.id}`, { language: 'sw' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({ language: 'sw' });

    const bad = await call('PUT', `/api/members/${member.id}`, { language: 'Kiswahili' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.language).toBe(messages.memberLanguage.languageInvalid);
    const [row] = await t.database.db.select({ language: members.language }).from(members).where(eq(members.id, member.id));
    expect(row!.language).toBe('sw');

    const reminded = await call('POST', `/api/members/${member.id}/reminders`);
    expect(reminded.statusCode).toBe(200);
    await drain();
    const [sent] = await t.database.db
      .select({ params: outbox.params })
      .from(outbox)
      .where(and(eq(outbox.memberId, member.id), eq(outbox.channel, 'sms')));
    expect(sent!.params).toMatchObject({ language: 'sw' });
    const text = delivered(member.phoneNumber).at(-1)!;
    expect(text).toMatch(/^MYV: uanachama .* Fanya upya kwa Ksh 200: /);
  });
});

describe('campaigns in both languages', () => {
  it('Kiswahili readers get the Kiswahili text; the preview shows both samples and parts; the cost counts each own text', async () => {
    const { call } = await adminClient(t);
    const english = await makeMember(t.database.db, {
      fullName: 'Kendi Mwiti',
      email: null,
      language: 'en',
      renewalDate: '2027-09-30',
    });
    const swahili = await makeMember(t.database.db, {
      fullName: 'Baraka Mutuma',
      email: null,
      language: 'sw',
      renewalDate: '2027-09-30',
    });
    const text = 'MYV: {firstName}, the Imenti meeting is on Saturday. Membership valid to {renewalDate}.';
    // Two SMS parts in Kiswahili, one in English: the cost is 1 + 2 parts, not 2 x 2.
    const textSw = `MYV: {firstName}, mkutano wa tawi la Imenti ni Jumamosi saa 4:00 asubuhi katika ukumbi wa Nkubu. Uanachama wako ni halali hadi {renewalDate}. Karibu sana, usikose!`;
    const body = {
      audience: { membershipNumbers: [english.membershipNumber, swahili.membershipNumber] },
      text,
      textSw,
      kind: 'transactional',
      reason: 'Chapter meeting notice',
    };
    const preview = await call('POST', '/api/campaigns/preview', body);
    expect(preview.statusCode).toBe(200);
    const price = t.app.config.sms.pricePerPartKes;
    expect(preview.json()).toMatchObject({
      recipients: 2,
      sample: 'MYV: Kendi, the Imenti meeting is on Saturday. Membership valid to 30 September 2027.',
      parts: 2,
      estimatedCostKes: Math.round(3 * price * 100) / 100,
      kiswahili: {
        recipients: 1,
        sample: expect.stringMatching(/^MYV: Baraka, mkutano .* halali hadi 30 Septemba 2027\. Karibu/),
        parts: 2,
        encoding: 'GSM-7',
      },
    });
    // Without a Kiswahili text everyone gets the English, and the preview says nothing of Kiswahili.
    const plain = await call('POST', '/api/campaigns/preview', { ...body, textSw: '  ' });
    expect(plain.json()).toMatchObject({ kiswahili: null, parts: 1, estimatedCostKes: Math.round(2 * price * 100) / 100 });

    const created = await call('POST', '/api/campaigns', body);
    expect(created.statusCode).toBe(201);
    await drain();
    expect(delivered(english.phoneNumber).at(-1)).toBe(
      'MYV: Kendi, the Imenti meeting is on Saturday. Membership valid to 30 September 2027.',
    );
    expect(delivered(swahili.phoneNumber).at(-1)).toMatch(/^MYV: Baraka, mkutano wa tawi la Imenti .* hadi 30 Septemba 2027\./);
    const [stored] = await t.database.db.select({ textSw: campaigns.textSw }).from(campaigns).where(eq(campaigns.text, text));
    expect(stored!.textSw).toBe(textSw);
  });

  it('a promotional Kiswahili text ends with the Kiswahili opt-out line (STOP kept); an English text with the English one', async () => {
    const { call } = await adminClient(t);
    const consenting = { email: null, smsConsent: true, smsConsentAt: new Date(), renewalDate: '2027-09-30' };
    const english = await makeMember(t.database.db, { ...consenting, fullName: 'Kendi Mwiti', language: 'en' });
    const swahili = await makeMember(t.database.db, { ...consenting, fullName: 'Baraka Mutuma', language: 'sw' });
    const { optOutLine, optOutLineSw } = t.app.config.sms;
    expect(optOutLine).toBe(' STOP *456*9*5#');
    expect(optOutLineSw).toBe(' Kujiondoa: STOP *456*9*5#');
    const body = {
      audience: { membershipNumbers: [english.membershipNumber, swahili.membershipNumber] },
      text: 'MYV: {firstName}, tree planting in Nkubu on Saturday at 10 am. Bring a friend!',
      textSw: 'MYV: {firstName}, upandaji miti Nkubu Jumamosi saa 4:00 asubuhi. Njoo na rafiki!',
      kind: 'promotional',
    };
    const preview = (await call('POST', '/api/campaigns/preview', body)).json();
    expect(preview.sample).toBe(`MYV: Kendi, tree planting in Nkubu on Saturday at 10 am. Bring a friend!${optOutLine}`);
    expect(preview.kiswahili.sample).toBe(
      `MYV: Baraka, upandaji miti Nkubu Jumamosi saa 4:00 asubuhi. Njoo na rafiki!${optOutLineSw}`,
    );
    // One GSM-7 part each, the line included, as the English.
    expect([preview.parts, preview.kiswahili.parts, preview.kiswahili.encoding]).toEqual([1, 1, 'GSM-7']);
    // Without a Kiswahili text a Kiswahili reader gets the English text, and so the English line.
    const plain = (await call('POST', '/api/campaigns/preview', { ...body, textSw: undefined })).json();
    expect(plain.kiswahili).toBeNull();
    expect(plain.sample).toMatch(/Bring a friend! STOP \*456\*9\*5#$/);
  });

  it('a bad Kiswahili text is 400 on its own field and stores no campaign', async () => {
    const { call } = await adminClient(t);
    const member = await makeMember(t.database.db, { email: null, language: 'sw' });
    const before = (await t.database.db.select({ id: campaigns.id }).from(campaigns)).length;
    const base = {
      audience: { membershipNumbers: [member.membershipNumber] },
      text: 'Hi',
      kind: 'transactional',
      reason: 'A notice',
    };
    const typo = await call('POST', '/api/campaigns', { ...base, textSw: 'Habari {jina}' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.fields.textSw).toBe(officialsMessages.campaigns.unknownPlaceholders('{jina}'));
    const long = await call('POST', '/api/campaigns', { ...base, textSw: 'a'.repeat(919) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.textSw).toBe(officialsMessages.campaigns.textTooLong(918));
    expect((await t.database.db.select({ id: campaigns.id }).from(campaigns)).length).toBe(before);
  });
});
