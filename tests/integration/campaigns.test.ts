/**
 * Campaigns over real HTTP, sent through the built-in SMS simulator (docs/campaigns.md): audience
 * filters and the left-out counts, SMS parts and encodings, the promotional window on Nairobi's
 * clock, the opt-out line, a gateway outage in the middle of 2,000 messages, the shared SMS rate
 * with two instances on one database, automatic messages first, cancel, the second official's
 * approval, and bad input that stores nothing.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ZodApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { approvals, auditLog, campaigns, leaders, members, outbox } from '../../src/server/db/schema';
import { enqueueForMember } from '../../src/server/modules/sms';
import { addDays } from '../../src/shared/membership';
import { nairobiToday } from '../../src/shared/dates';
import { adminClient } from '../helpers/admin';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { leaderRow, makeChapter, memberRow, sessionCookie } from '../helpers/factories';
import type { Role } from '../../src/shared/roles';
import { startTestSmsSimulator } from '../helpers/sms';

let t: TestApp;
let sms: Awaited<ReturnType<typeof startTestSmsSimulator>>;
type Call = Awaited<ReturnType<typeof adminClient>>['call'];
let chairman: Call;
let vice: Call;
let secretary: Call;
let treasurer: Call;

/**
 * Moves the test clock forward to the next time it is `hhmm` in Nairobi (UTC+3). Only forward: the
 * shared SMS rate's window (rate_counters) opens at the first send and a clock moved back would
 * find it still open.
 */
async function setNairobi(hhmm: string) {
  const now = t.clock.now().getTime();
  const day = new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
  let target = Date.parse(`${day}T${hhmm}:00+03:00`);
  while (target <= now) target += 24 * 3_600_000;
  t.clock.advance(target - now);
  await signIn();
}

/** `hhmm` in Nairobi on the test clock's day (+ `days`), as ISO. */
function nairobiMoment(days: number, hhmm: string): string {
  const day = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T${hhmm}:00+03:00`) + days * 24 * 3_600_000).toISOString();
}

/** The four officials, signed in on the test clock's time (a day later, yesterday's sessions have ended). */
async function signIn() {
  const client = (role: Role) => clientOf(t, role);
  chairman = await client('chairman');
  vice = await client('vice_chairman');
  secretary = await client('secretary');
  treasurer = await client('treasurer');
}

/** An official of `role` on this app, signed in at the test clock's time. */
async function clientOf(app: TestApp, role: Role): Promise<Call> {
  const cookie = await sessionCookie(app.database.db, role, t.clock.now());
  return (method, url, payload) =>
    app.app.inject({
      method,
      url,
      headers:
        payload === undefined
          ? { cookie, ...(method === 'GET' ? {} : { origin: 'http://localhost:3000' }) }
          : browserHeaders(cookie),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

beforeAll(async () => {
  sms = await startTestSmsSimulator();
  // A high rate so thousands leave quickly; the rate test builds its own instances.
  t = await createTestApp({ env: { ...sms.env, SMS_RATE_PER_SECOND: '1000' } });
  await setNairobi('10:00');
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const db = () => t.database.db;
const consented = { smsConsent: true, smsConsentAt: new Date(), smsConsentVersion: 'sms-1' };

/** A new chapter with members made from these overrides (one each). */
async function chapterWith(list: Partial<typeof members.$inferInsert>[]) {
  const chapter = await makeChapter(db());
  const rows = list.map((overrides) => memberRow(chapter, overrides));
  const inserted = [];
  for (let i = 0; i < rows.length; i += 500)
    inserted.push(
      ...(await db()
        .insert(members)
        .values(rows.slice(i, i + 500))
        .returning()),
    );
  return { chapter, members: inserted };
}

/** Runs the worker until nothing is due now. */
async function drain(app: ZodApp = t.app) {
  for (;;) {
    const pass = await app.runOutbox();
    if (pass.claimed === 0) return;
  }
}

const campaignRows = (id: string) => db().select().from(outbox).where(eq(outbox.campaignId, id));
const received = (phone: string) => sms.messages.filter((m) => m.to === `+${phone}`);

async function create(call: Call, body: Record<string, unknown>) {
  const res = await call('POST', '/api/campaigns', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().campaign as { id: string; status: string };
}
const counts = async (id: string) => (await chairman('GET', `/api/campaigns/${id}`)).json().campaign;

describe('audience and exclusions', () => {
  it('counts who is left out and why; promotional leaves out those who opted out or never agreed', async () => {
    const { chapter, members: m } = await chapterWith([
      { ...consented, gender: 'female' },
      { ...consented, gender: 'male' },
      { ...consented, gender: 'female' },
      { ...consented, smsOptedOut: true },
      {},
      { ...consented, status: 'inactive' },
      { ...consented, phoneNumber: 'erased:no-phone' },
    ]);
    const body = { audience: { chapters: [chapter.name] }, text: 'Imenti meets Saturday 10 am', channel: 'sms' };
    const promo = (await chairman('POST', '/api/campaigns/preview', { ...body, kind: 'promotional' })).json();
    expect(promo.recipients).toBe(3);
    expect(promo.excluded).toEqual({ optedOut: 2, notConsented: 1, noPhone: 1, noEmail: 0, inactive: 1 });
    const trans = (await chairman('POST', '/api/campaigns/preview', { ...body, kind: 'transactional' })).json();
    expect(trans.recipients).toBe(5);
    expect(trans.excluded).toMatchObject({ optedOut: 0, noPhone: 1, inactive: 1 });

    // Filters combine: chapter and gender.
    const women = await chairman('POST', '/api/campaigns/preview', {
      ...body,
      kind: 'promotional',
      audience: { chapters: [chapter.name], gender: ['female'] },
    });
    expect(women.json().recipients).toBe(2);
    // Pasted numbers, one unknown.
    const pasted = await chairman('POST', '/api/campaigns/preview', {
      ...body,
      kind: 'transactional',
      audience: { membershipNumbers: [m[0]!.membershipNumber.toLowerCase(), m[3]!.membershipNumber, 'MYV-NOPE-1'] },
    });
    expect(pasted.json()).toMatchObject({ recipients: 2, unknownMembershipNumbers: 1 });
    // The sample is the first recipient's text, with the opt-out line when promotional.
    expect(promo.sample).toBe('Imenti meets Saturday 10 am STOP *456*9*5#');
    expect(trans.sample).toBe('Imenti meets Saturday 10 am');
  });

  it('membership status, joined between and leaders only', async () => {
    const today = nairobiToday(t.clock.now());
    const { chapter, members: m } = await chapterWith([
      { ...consented, renewalDate: addDays(today, 10), joinDate: '2025-12-06' },
      { ...consented, renewalDate: addDays(today, -3), joinDate: '2025-11-20' },
      { ...consented, renewalDate: addDays(today, 200), joinDate: '2026-06-01' },
    ]);
    await db()
      .insert(leaders)
      .values(leaderRow(chapter, { idNumber: m[2]!.idNumber }));
    const preview = async (audience: Record<string, unknown>) =>
      (
        await chairman('POST', '/api/campaigns/preview', {
          audience: { chapters: [chapter.name], ...audience },
          text: 'x',
          kind: 'promotional',
        })
      ).json().recipients;
    expect(await preview({ membershipStatus: ['due'] })).toBe(1);
    expect(await preview({ membershipStatus: ['expired'] })).toBe(1);
    expect(await preview({ membershipStatus: ['active', 'due'] })).toBe(2);
    expect(await preview({ joinedFrom: '2025-12-01', joinedTo: '2026-06-30' })).toBe(2);
    expect(await preview({ leadersOnly: true })).toBe(1);
  });

  it('GET /api/members shows each member’s SMS consent', async () => {
    const { members: m } = await chapterWith([consented, {}]);
    const res = await chairman('GET', `/api/members?search=${encodeURIComponent(m[0]!.membershipNumber)}`);
    expect(res.json().items[0].smsConsent).toBe(true);
    const other = await chairman('GET', `/api/members?search=${encodeURIComponent(m[1]!.membershipNumber)}`);
    expect(other.json().items[0].smsConsent).toBe(false);
  });
});

describe('text, parts and cost', () => {
  it('a name with “ĩ” makes the message UCS-2, the character named, and the cost follows the parts', async () => {
    const { chapter } = await chapterWith([
      { ...consented, fullName: 'Kĩmathi Mwenda', membershipNumber: 'AA-0000-0001' },
      { ...consented, fullName: 'Kendi Mwenda', membershipNumber: 'AA-0000-0002' },
    ]);
    const res = await chairman('POST', '/api/campaigns/preview', {
      audience: { chapters: [chapter.name] },
      text: 'Habari {firstName}, your number {membershipNumber} ({chapter})',
      kind: 'transactional',
    });
    const preview = res.json();
    expect(preview.encoding).toBe('UCS-2');
    expect(preview.ucs2Character).toBe('ĩ');
    expect(preview.sample).toBe(`Habari Kĩmathi, your number AA-0000-0001 (${chapter.name})`);
    expect(preview.parts).toBe(1);
    expect(preview.estimatedCostKes).toBe(1.6);
  });

  it('the opt-out line counts in the parts: 150 characters are one part transactional, two promotional', async () => {
    const { chapter } = await chapterWith([consented, consented, consented]);
    const body = { audience: { chapters: [chapter.name] }, text: 'a'.repeat(150) };
    const trans = (await chairman('POST', '/api/campaigns/preview', { ...body, kind: 'transactional' })).json();
    const promo = (await chairman('POST', '/api/campaigns/preview', { ...body, kind: 'promotional' })).json();
    expect([trans.parts, trans.encoding, trans.estimatedCostKes]).toEqual([1, 'GSM-7', 2.4]);
    expect([promo.parts, promo.estimatedCostKes]).toEqual([2, 4.8]);
  });
});

describe('sending rules', () => {
  it('promotional at 07:59 Nairobi waits for 08:00; the SMS ends with the opt-out line', async () => {
    const { chapter, members: m } = await chapterWith([consented, consented]);
    await setNairobi('07:59');
    const campaign = await create(secretary, {
      audience: { chapters: [chapter.name] },
      text: 'Tree planting this Saturday, {firstName}!',
      kind: 'promotional',
    });
    expect(campaign.status).toBe('queued');
    const rows = await campaignRows(campaign.id);
    expect(rows).toHaveLength(2);
    const eight = nairobiMoment(0, '08:00');
    expect(rows.every((r) => r.nextAttemptAt.toISOString() === eight)).toBe(true);
    await drain();
    expect(received(m[0]!.phoneNumber)).toHaveLength(0);
    await setNairobi('08:00');
    await drain();
    const [message] = received(m[0]!.phoneNumber);
    expect(message?.message).toBe(`Tree planting this Saturday, ${m[0]!.fullName.split(' ')[0]}! STOP *456*9*5#`);
    expect((await counts(campaign.id)).counts).toMatchObject({ sent: 2, queued: 0 });
    expect((await counts(campaign.id)).status).toBe('sent');
    await setNairobi('10:00');
  });

  it('promotional at 18:01 waits for 08:00 next day; transactional goes at once with its reason kept', async () => {
    const { chapter, members: m } = await chapterWith([consented]);
    await setNairobi('18:01');
    const promo = await create(chairman, { audience: { chapters: [chapter.name] }, text: 'News!', kind: 'promotional' });
    const trans = await create(chairman, {
      audience: { chapters: [chapter.name] },
      text: 'Meeting moved to the church hall',
      kind: 'transactional',
      reason: 'Venue changed today',
    });
    const nextMorning = nairobiMoment(1, '08:00');
    expect((await campaignRows(promo.id))[0]!.nextAttemptAt.toISOString()).toBe(nextMorning);
    await drain();
    expect(received(m[0]!.phoneNumber).map((x) => x.message)).toEqual(['Meeting moved to the church hall']);
    const stored = await counts(trans.id);
    expect(stored).toMatchObject({ reason: 'Venue changed today', kind: 'transactional', status: 'sent' });
    await setNairobi('10:00');
  });

  it('a member who opts out after the campaign was written gets nothing and is counted', async () => {
    const { chapter, members: m } = await chapterWith([consented, consented]);
    const campaign = await create(chairman, { audience: { chapters: [chapter.name] }, text: 'Invitation', kind: 'promotional' });
    await db().update(members).set({ smsOptedOut: true }).where(eq(members.id, m[1]!.id));
    await drain();
    expect(received(m[1]!.phoneNumber)).toHaveLength(0);
    expect((await counts(campaign.id)).counts).toMatchObject({ sent: 1, optedOut: 1, queued: 0 });
  });

  it('automatic messages are claimed before a campaign’s rows', async () => {
    const { chapter, members: m } = await chapterWith(Array.from({ length: 40 }, () => consented));
    await create(chairman, { audience: { chapters: [chapter.name] }, text: 'Big news', kind: 'promotional' });
    const welcome = m[39]!;
    await enqueueForMember(db(), { ...welcome, email: null }, 'welcome', { now: t.clock.now() });
    const first = await t.app.runOutbox();
    expect(first.sent).toBeGreaterThan(0);
    const [row] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.memberId, welcome.id), eq(outbox.kind, 'welcome')));
    expect(row!.status).toBe('sent');
    await drain();
  });

  it('a gateway outage in the middle of 2,000 messages: each member gets exactly one, none lost', async () => {
    const { chapter, members: m } = await chapterWith(Array.from({ length: 2000 }, () => ({})));
    const campaign = await create(chairman, {
      audience: { chapters: [chapter.name] },
      text: 'AGM on 14 March: {membershipNumber}',
      kind: 'transactional',
      reason: 'Notice of the general meeting',
    });
    // Over 500 recipients: a second official approves first.
    expect(campaign.status).toBe('awaiting_approval');
    expect((await campaignRows(campaign.id)).length).toBe(0);
    expect((await vice('POST', `/api/campaigns/${campaign.id}/approve`)).statusCode).toBe(200);
    expect((await campaignRows(campaign.id)).length).toBe(2000);

    for (let i = 0; i < 30; i++) await t.app.runOutbox();
    sms.outage(503);
    for (let i = 0; i < 5; i++) await t.app.runOutbox();
    sms.recover();
    // The retried rows become due again after their backoff.
    for (let round = 0; round < 5; round++) {
      t.clock.advance(61_000);
      await drain();
    }
    await signIn();
    expect(sms.stats.refusedDuringOutage).toBeGreaterThan(0);
    const got = m.map((member) => received(member.phoneNumber).length);
    expect(got.filter((n) => n === 1)).toHaveLength(2000);
    expect((await counts(campaign.id)).counts).toMatchObject({ sent: 2000, queued: 0, failed: 0 });
    await setNairobi('10:00');
  }, 120_000);
});

describe('approval and cancel', () => {
  it('needs a second official: not the author, not a role without messaging; both names audited', async () => {
    const { chapter } = await chapterWith(Array.from({ length: 501 }, () => consented));
    const campaign = await create(chairman, { audience: { chapters: [chapter.name] }, text: 'Hello all', kind: 'promotional' });
    expect(campaign.status).toBe('awaiting_approval');
    const mine = (await chairman('GET', '/api/approvals')).json().items;
    expect(mine.find((a: { summary: string }) => a.summary.includes('501'))).toBeUndefined();
    const theirs = (await vice('GET', '/api/approvals')).json().items;
    const item = theirs.find((a: { kind: string }) => a.kind === 'campaign');
    expect(item).toMatchObject({ kind: 'campaign' });
    expect(item.summary).toContain('501');
    expect((await treasurer('GET', '/api/approvals')).json().items).toEqual([]);

    const own = await chairman('POST', `/api/campaigns/${campaign.id}/approve`);
    expect([own.statusCode, own.json().error.code]).toEqual([403, 'own_request']);
    const ownGeneric = await chairman('POST', `/api/approvals/${item.id}/approve`);
    expect(ownGeneric.json().error.code).toBe('own_request');
    const wrongRole = await treasurer('POST', `/api/approvals/${item.id}/approve`);
    expect(wrongRole.statusCode).toBe(403);
    expect((await campaignRows(campaign.id)).length).toBe(0);

    expect((await secretary('POST', `/api/approvals/${item.id}/approve`)).statusCode).toBe(200);
    expect((await campaignRows(campaign.id)).length).toBe(501);
    expect((await vice('POST', `/api/approvals/${item.id}/approve`)).statusCode).toBe(409);
    const [decision] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.approve'), eq(auditLog.entityId, campaign.id)));
    expect(decision!.details).toMatchObject({ requestedBy: expect.any(String), decidedBy: expect.any(String) });
    expect((decision!.details as { requestedBy: string }).requestedBy).not.toBe(
      (decision!.details as { decidedBy: string }).decidedBy,
    );
    // Cancel before it goes: nothing is sent.
    const cancelled = await chairman('POST', `/api/campaigns/${campaign.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ campaign: { status: 'cancelled' }, unsent: 501 });
    await drain();
    expect((await counts(campaign.id)).counts).toMatchObject({ sent: 0, queued: 0, cancelled: 501 });
    expect((await chairman('POST', `/api/campaigns/${campaign.id}/cancel`)).statusCode).toBe(409);
  });

  it('an estimate above KSh 2,000 needs approval too; a rejection keeps it unsent', async () => {
    // 450 recipients × 6 parts (900 characters) × 0.80 = KSh 2,160.
    const { chapter } = await chapterWith(Array.from({ length: 450 }, () => ({})));
    const campaign = await create(chairman, {
      audience: { chapters: [chapter.name] },
      text: 'a'.repeat(900),
      kind: 'transactional',
      reason: 'Constitution amendment text',
    });
    expect(campaign.status).toBe('awaiting_approval');
    const [approval] = await db().select().from(approvals).where(eq(approvals.subjectId, campaign.id));
    const missing = await vice('POST', `/api/approvals/${approval!.id}/reject`, {});
    expect(missing.statusCode).toBe(400);
    expect((await vice('POST', `/api/approvals/${approval!.id}/reject`, { reason: 'Too long for SMS' })).statusCode).toBe(200);
    expect((await counts(campaign.id)).status).toBe('rejected');
    expect((await campaignRows(campaign.id)).length).toBe(0);
  });

  it('its author may withdraw it from their own waiting requests: cancelled, nothing sent, no one else may', async () => {
    const { chapter } = await chapterWith(Array.from({ length: 450 }, () => ({})));
    const campaign = await create(chairman, {
      audience: { chapters: [chapter.name] },
      text: 'b'.repeat(900),
      kind: 'transactional',
      reason: 'Annual general meeting papers',
    });
    expect(campaign.status).toBe('awaiting_approval');
    const own = (await chairman('GET', '/api/approvals/mine'))
      .json()
      .items.find((i: { kind: string; summary: string }) => i.summary.includes('450'));
    expect(own).toMatchObject({ kind: 'campaign', withdrawable: true, secondOfficial: true });
    expect((await vice('POST', `/api/approvals/${own.id}/withdraw`)).statusCode).toBe(403);
    expect((await chairman('POST', `/api/approvals/${own.id}/withdraw`)).statusCode).toBe(200);
    expect((await counts(campaign.id)).status).toBe('cancelled');
    expect((await campaignRows(campaign.id)).length).toBe(0);
    expect((await vice('POST', `/api/approvals/${own.id}/approve`)).statusCode).toBe(409);
    expect((await chairman('GET', '/api/approvals/mine')).json().items.map((i: { id: string }) => i.id)).not.toContain(own.id);
  });

  it('a scheduled campaign cancelled before its time sends nothing', async () => {
    const { chapter, members: m } = await chapterWith([consented, consented]);
    const sendAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const campaign = await create(chairman, {
      audience: { chapters: [chapter.name] },
      text: 'Later',
      kind: 'promotional',
      sendAt,
    });
    expect((await chairman('POST', `/api/campaigns/${campaign.id}/cancel`)).json().unsent).toBe(2);
    t.clock.advance(3_700_000);
    await signIn();
    await drain();
    expect(received(m[0]!.phoneNumber)).toHaveLength(0);
    const listed = (await chairman('GET', '/api/campaigns')).json().items.find((c: { id: string }) => c.id === campaign.id);
    expect(listed).toMatchObject({ status: 'cancelled', counts: { cancelled: 2, sent: 0 } });
    await setNairobi('10:00');
  });
});

describe('bad input stores nothing', () => {
  it('answers 400 with the product’s message', async () => {
    const { chapter } = await chapterWith([consented]);
    const before = (await db().select({ n: count() }).from(campaigns))[0]!.n;
    const audience = { chapters: [chapter.name] };
    const cases: [Record<string, unknown>, string][] = [
      [{ audience, text: 'Hi {firstname}', kind: 'promotional' }, 'Unknown placeholder: {firstname}'],
      [{ audience: { chapters: ['Atlantis'] }, text: 'Hi', kind: 'promotional' }, 'No chapter is called Atlantis'],
      [{ audience, text: 'Hi', kind: 'transactional' }, 'Say why'],
      [{ audience, text: '   ', kind: 'promotional' }, 'Write the message'],
      [{ audience, text: 'Hi', kind: 'promotional', sendAt: '2020-01-01T10:00:00+03:00' }, 'Choose a time'],
      [{ audience, text: 'Hi', kind: 'promotional', channel: 'email' }, 'E-mail is not set up'],
      [{ audience: { ...audience, membershipStatus: ['gold'] }, text: 'Hi', kind: 'promotional' }, ''],
      [
        { audience: { ...audience, gender: ['female'], membershipNumbers: ['NOBODY-1'] }, text: 'Hi', kind: 'promotional' },
        'Nobody',
      ],
      [
        { audience: { ...audience, joinedFrom: '2026-02-01', joinedTo: '2026-01-01' }, text: 'Hi', kind: 'promotional' },
        'first date',
      ],
      [{ audience: { ...audience, everyone: true }, text: 'Hi', kind: 'promotional' }, ''],
      [{ audience, text: 'x'.repeat(919), kind: 'promotional' }, 'too long'],
    ];
    for (const [body, message] of cases) {
      const res = await chairman('POST', '/api/campaigns', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await db().select({ n: count() }).from(campaigns))[0]!.n).toBe(before);
    expect((await chairman('GET', '/api/campaigns/not-a-uuid')).statusCode).toBe(400);
    expect((await chairman('GET', `/api/campaigns/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('the SMS rate across two instances on one database', () => {
  let second: { app: ZodApp; database: Database | null };
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ env: { ...sms.env, SMS_RATE_PER_SECOND: '5' }, clock: t.clock });
    // The second instance: its own pool on PostgreSQL; on PGlite the one in-process database.
    const database = capped.database.url ? await openDatabase({ databaseUrl: capped.database.url, poolSize: 3 }) : null;
    const app = await buildApp(capped.config, { db: database?.db ?? capped.database.db, now: t.clock.now });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
    await capped?.close();
  });

  it('never sends more than SMS_RATE_PER_SECOND in any second, whichever instance sends', async () => {
    const chapter = await makeChapter(capped.database.db);
    await capped.database.db.insert(members).values(Array.from({ length: 40 }, () => memberRow(chapter, consented)));
    const call = await clientOf(capped, 'chairman');
    const res = await call('POST', '/api/campaigns', {
      audience: { chapters: [chapter.name] },
      text: 'Rate',
      kind: 'promotional',
    });
    expect(res.statusCode).toBe(201);
    const before = sms.messages.length;
    const started = Date.now();
    await Promise.all([capped.app.drainOutbox(2_500), second.app.drainOutbox(2_500)]);
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const sent = sms.messages.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    // Fixed one-second windows: at most 5 in each, so at most 5 × (whole seconds elapsed + 1).
    expect(sent.length).toBeLessThanOrEqual(5 * (seconds + 1));
    expect(sent.length).toBeLessThan(40);
    // No member got two.
    expect(new Set(sent.map((s) => s.to)).size).toBe(sent.length);
    const [left] = await capped.database.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.status} = 'queued' and ${outbox.kind} = 'campaign'`);
    expect(left!.n + sent.length).toBe(40);
  });
});
