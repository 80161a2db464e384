/**
 * Africa's Talking's SMS callbacks over real HTTP (docs/sms.md, "Delivery reports and inbound
 * texts"): a campaign sent through the built-in simulator, then the gateway's delivery reports
 * posted to the app's port (the row and the campaign's counts follow, a report twice counts once),
 * STOP and START with their history, an unknown phone's STOP, a wrong secret, bad bodies.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox, smsInbound, smsPreferenceChanges } from '../../src/server/db/schema';
import { callbackSecret } from '../../src/server/modules/payments';
import { createTestApp, browserHeaders, type TestApp } from '../helpers/app';
import { makeChapter, memberRow, sessionCookie } from '../helpers/factories';
import { startTestSmsSimulator } from '../helpers/sms';
import { eventually } from '../helpers/payments';
import { smsCallbackUrls } from '../../src/server/modules/sms';
import { startSmsSimulator } from '../../src/server/sms-simulator/server';
import { loadConfig } from '../../src/server/config';

let t: TestApp;
let sms: Awaited<ReturnType<typeof startTestSmsSimulator>>;
let base: string;
let secret: string;
let cookie: string;

beforeAll(async () => {
  sms = await startTestSmsSimulator();
  t = await createTestApp({ env: { ...sms.env, SMS_RATE_PER_SECOND: '1000' } });
  // A weekday mid-morning in Nairobi, inside the promotional window whatever the real time is.
  const now = t.clock.now().getTime();
  const day = new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
  let target = Date.parse(`${day}T10:00:00+03:00`);
  while (target <= now) target += 24 * 3_600_000;
  t.clock.advance(target - now);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  secret = await callbackSecret(t.database.db);
  cookie = await sessionCookie(t.database.db, 'chairman', t.clock.now());
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const db = () => t.database.db;

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await response.text() };
}
const report = (fields: Record<string, string>) => post(`/hooks/sms/${secret}/delivery`, fields);
const inbound = (fields: Record<string, string>) =>
  post(`/hooks/sms/${secret}/inbound`, { to: '23456', date: '2026-11-26 10:00:00', linkId: randomUUID(), ...fields });

async function getCampaign(id: string) {
  const res = await fetch(`${base}/api/campaigns/${id}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      campaign: { counts: Record<string, number>; failures: { reason: string; count: number }[]; costChargedKes: number };
    }
  ).campaign;
}

async function sendCampaign(
  count: number,
  on = { base: () => base, app: () => t, phones: [] as string[] },
  text = 'Meeting moved to the church hall',
) {
  const db = () => on.app().database.db;
  const cookie = await sessionCookie(db(), 'chairman', on.app().clock.now());
  const chapter = await makeChapter(db());
  const rows = Array.from({ length: count }, (_, i) => memberRow(chapter, on.phones[i] ? { phoneNumber: on.phones[i] } : {}));
  const inserted = await db().insert(members).values(rows).returning();
  const res = await fetch(`${on.base()}/api/campaigns`, {
    method: 'POST',
    headers: browserHeaders(cookie),
    body: JSON.stringify({
      audience: { chapters: [chapter.name] },
      text,
      kind: 'transactional',
      reason: 'Venue changed today',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { campaign } = (await res.json()) as { campaign: { id: string } };
  for (;;) if ((await on.app().app.runOutbox()).claimed === 0) break;
  const sent = await db().select().from(outbox).where(eq(outbox.campaignId, campaign.id)).orderBy(asc(outbox.recipient));
  expect(sent.every((r) => r.status === 'sent' && r.gatewayMessageId)).toBe(true);
  return { id: campaign.id, rows: sent, members: inserted };
}

describe('delivery reports', () => {
  it('record the final status on the row; the campaign counts and failures by reason follow; twice counts once', async () => {
    const campaign = await sendCampaign(4);
    const [a, b, c, d] = campaign.rows as [(typeof campaign.rows)[0], ...typeof campaign.rows];
    expect((await getCampaign(campaign.id)).counts).toMatchObject({ sent: 4, delivered: 0, failed: 0 });

    const success = {
      id: a.gatewayMessageId!,
      status: 'Success',
      phoneNumber: `+${a.recipient}`,
      networkCode: '63902',
      retryCount: '0',
    };
    expect(await report(success)).toEqual({ status: 200, body: 'OK' });
    expect(await report(success)).toEqual({ status: 200, body: 'OK' });
    const failed = {
      id: b!.gatewayMessageId!,
      status: 'Failed',
      failureReason: 'AbsentSubscriber',
      phoneNumber: `+${b!.recipient}`,
    };
    expect((await report(failed)).status).toBe(200);
    expect((await report(failed)).status).toBe(200);
    expect((await report({ id: c!.gatewayMessageId!, status: 'Rejected' })).status).toBe(200);
    // Buffered: still on its way, counted as sent; a late Buffered after Success changes nothing.
    expect((await report({ id: d!.gatewayMessageId!, status: 'Buffered' })).status).toBe(200);
    expect((await report({ ...success, status: 'Buffered' })).status).toBe(200);

    const [rowA] = await db().select().from(outbox).where(eq(outbox.id, a.id));
    expect(rowA).toMatchObject({ deliveryStatus: 'Success', deliveryFailureReason: null });
    expect(rowA!.deliveryReportedAt).toBeInstanceOf(Date);
    const [rowB] = await db().select().from(outbox).where(eq(outbox.id, b!.id));
    expect(rowB).toMatchObject({ status: 'sent', deliveryStatus: 'Failed', deliveryFailureReason: 'AbsentSubscriber' });

    const view = await getCampaign(campaign.id);
    expect(view.counts).toMatchObject({ queued: 0, sent: 1, delivered: 1, failed: 2 });
    expect(view.failures).toEqual([
      { reason: 'AbsentSubscriber', count: 1 },
      { reason: 'Rejected', count: 1 },
    ]);
    // Charged is what the gateway said it charged when it accepted each (one part, KSh 0.80), failed or not.
    expect(view.costChargedKes).toBe(3.2);
  });

  it('the cost charged follows the gateway’s answers: two parts each, and nothing for a number it refused', async () => {
    const twoParts = `Meeting moved to the church hall. ${'Bring your card and a friend. '.repeat(5)}`.trim();
    expect(twoParts.length).toBeGreaterThan(160);
    const refused = `2547${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}0403`;
    const chapter = await makeChapter(db());
    await db()
      .insert(members)
      .values([memberRow(chapter), memberRow(chapter), memberRow(chapter, { phoneNumber: refused })]);
    const res = await fetch(`${base}/api/campaigns`, {
      method: 'POST',
      headers: browserHeaders(cookie),
      body: JSON.stringify({
        audience: { chapters: [chapter.name] },
        text: twoParts,
        kind: 'transactional',
        reason: 'Venue changed',
      }),
    });
    expect(res.status).toBe(201);
    const { campaign } = (await res.json()) as { campaign: { id: string } };
    expect((await getCampaign(campaign.id)).costChargedKes).toBe(0);
    for (;;) if ((await t.app.runOutbox()).claimed === 0) break;
    const rows = await db().select().from(outbox).where(eq(outbox.campaignId, campaign.id));
    expect(rows.map((r) => r.gatewayCostKes).sort()).toEqual(['1.6000', '1.6000', null]);
    const view = await getCampaign(campaign.id);
    expect(view.counts).toMatchObject({ sent: 2, failed: 1 });
    expect(view.failures).toEqual([{ reason: 'InvalidPhoneNumber', count: 1 }]);
    expect(view.costChargedKes).toBe(3.2);
  });

  it('an id we never sent is answered OK and changes nothing', async () => {
    const before = await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.deliveryStatus, 'Success'));
    expect((await report({ id: 'ATXid_unknown', status: 'Success' })).status).toBe(200);
    const after = await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.deliveryStatus, 'Success'));
    expect(after).toHaveLength(before.length);
  });

  it('a wrong secret is 404, with a good body or a bad one, and records nothing', async () => {
    const campaign = await sendCampaign(1);
    const row = campaign.rows[0]!;
    for (const fields of [{ id: row.gatewayMessageId!, status: 'Success' }, { status: 'nonsense' }] as Record<string, string>[]) {
      expect((await post('/hooks/sms/not-the-secret/delivery', fields)).status).toBe(404);
      expect((await post('/hooks/sms/not-the-secret/inbound', fields)).status).toBe(404);
    }
    const [after] = await db().select().from(outbox).where(eq(outbox.id, row.id));
    expect(after!.deliveryStatus).toBeNull();
  });

  it('bad bodies are 400 and store nothing', async () => {
    const campaign = await sendCampaign(1);
    const row = campaign.rows[0]!;
    for (const fields of [
      {},
      { id: row.gatewayMessageId! },
      { id: row.gatewayMessageId!, status: 'Delivered!!' },
      { id: '', status: 'Success' },
      { id: 'x'.repeat(500), status: 'Success' },
      { id: `${row.gatewayMessageId!}\0`, status: 'Success' },
    ] as Record<string, string>[]) {
      const res = await report(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.parse(res.body).error.code).toBeTruthy();
    }
    const [after] = await db().select().from(outbox).where(eq(outbox.id, row.id));
    expect(after!.deliveryStatus).toBeNull();
  });
});

describe('inbound texts', () => {
  const history = (memberId: string) =>
    db()
      .select()
      .from(smsPreferenceChanges)
      .where(eq(smsPreferenceChanges.memberId, memberId))
      .orderBy(asc(smsPreferenceChanges.at));
  const member = async (id: string) => (await db().select().from(members).where(eq(members.id, id)))[0]!;

  it('STOP opts the member out, START opts back in and counts as consent, each in the history with source sms', async () => {
    const chapter = await makeChapter(db());
    const [m] = await db().insert(members).values(memberRow(chapter)).returning();
    const local = `0${m!.phoneNumber.slice(3)}`;

    const stop = { id: `ATXid_${randomUUID()}`, from: `+${m!.phoneNumber}`, text: ' stop ' };
    expect(await inbound(stop)).toEqual({ status: 200, body: 'OK' });
    expect(await member(m!.id)).toMatchObject({ smsOptedOut: true, smsConsent: false });
    // The same post again (the gateway retries): stored once, no second history row.
    expect((await inbound(stop)).status).toBe(200);
    let changes = await history(m!.id);
    expect(changes.map((c) => [c.change, c.source])).toEqual([['opt_out', 'sms']]);
    // The change is dated when the text arrived.
    const [stopRow] = await db().select().from(smsInbound).where(eq(smsInbound.gatewayId, stop.id));
    expect(changes[0]!.at.toISOString()).toBe(stopRow!.receivedAt.toISOString());

    t.clock.advance(60_000);
    expect((await inbound({ id: `ATXid_${randomUUID()}`, from: local, text: 'START' })).status).toBe(200);
    const after = await member(m!.id);
    expect(after).toMatchObject({ smsOptedOut: false, smsConsent: true, smsConsentVersion: 'sms-start' });
    changes = await history(m!.id);
    expect(changes.map((c) => [c.change, c.source])).toEqual([
      ['opt_out', 'sms'],
      ['opt_in', 'sms'],
      ['consent', 'sms'],
    ]);
    expect(changes[1]!.at.getTime()).toBeGreaterThan(changes[0]!.at.getTime());

    const stored = await db().select().from(smsInbound).where(eq(smsInbound.memberId, m!.id));
    expect(stored.map((s) => s.action).sort()).toEqual(['opt_in', 'opt_out']);
  });

  it('posted at once: one gateway id stored once, and STOP twice from one phone recorded as one change', async () => {
    const chapter = await makeChapter(db());
    const [m] = await db().insert(members).values(memberRow(chapter)).returning();
    const same = { id: `ATXid_${randomUUID()}`, from: `+${m!.phoneNumber}`, text: 'STOP' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => inbound(same)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await db().select().from(smsInbound).where(eq(smsInbound.gatewayId, same.id))).toHaveLength(1);
    expect((await history(m!.id)).map((c) => c.change)).toEqual(['opt_out']);

    // Two different texts at once (STOP, then "Stop" in a hurry): both kept, one change of mind.
    t.clock.advance(60_000);
    const [n] = await db().insert(members).values(memberRow(chapter)).returning();
    const texts = ['STOP', 'Stop', 'STOPALL'].map((text) => ({ id: `ATXid_${randomUUID()}`, from: `+${n!.phoneNumber}`, text }));
    expect((await Promise.all(texts.map((x) => inbound(x)))).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await db().select().from(smsInbound).where(eq(smsInbound.memberId, n!.id))).toHaveLength(3);
    expect((await member(n!.id)).smsOptedOut).toBe(true);
    expect((await history(n!.id)).map((c) => c.change)).toEqual(['opt_out']);
    // START twice at once: one opt-in and one consent.
    t.clock.advance(60_000);
    const starts = ['START', 'start'].map((text) => ({ id: `ATXid_${randomUUID()}`, from: `+${n!.phoneNumber}`, text }));
    await Promise.all(starts.map((x) => inbound(x)));
    expect((await history(n!.id)).map((c) => c.change)).toEqual(['opt_out', 'opt_in', 'consent']);
  });

  it("an unknown phone's STOP is stored and changes no member", async () => {
    const optedOutBefore = await db().select({ id: members.id }).from(members).where(eq(members.smsOptedOut, true));
    const id = `ATXid_${randomUUID()}`;
    expect((await inbound({ id, from: '+254799999001', text: 'STOP' })).status).toBe(200);
    const [row] = await db().select().from(smsInbound).where(eq(smsInbound.gatewayId, id));
    expect(row).toMatchObject({ sender: '254799999001', memberId: null, action: 'opt_out' });
    const optedOutAfter = await db().select({ id: members.id }).from(members).where(eq(members.smsOptedOut, true));
    expect(optedOutAfter).toHaveLength(optedOutBefore.length);
  });

  it('any other text is kept for the inbox with the member it came from', async () => {
    const chapter = await makeChapter(db());
    const [m] = await db().insert(members).values(memberRow(chapter)).returning();
    const id = `ATXid_${randomUUID()}`;
    expect((await inbound({ id, from: `+${m!.phoneNumber}`, text: 'When is the next meeting?' })).status).toBe(200);
    const [row] = await db().select().from(smsInbound).where(eq(smsInbound.gatewayId, id));
    expect(row).toMatchObject({ memberId: m!.id, action: 'message', text: 'When is the next meeting?' });
    expect(await member(m!.id)).toMatchObject({ smsOptedOut: false, smsConsent: false });
    expect(await history(m!.id)).toEqual([]);

    // The officials' inbox lists it, newest first, with the member; STOP and START texts are not listed.
    const res = await fetch(`${base}/api/sms/inbox`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const inbox = (await res.json()) as { items: { id: string; from: string; text: string; member: unknown }[]; total: number };
    expect(inbox.items[0]).toMatchObject({
      id: row!.id,
      from: `0${m!.phoneNumber.slice(3)}`,
      text: 'When is the next meeting?',
      member: { id: m!.id, fullName: m!.fullName, membershipNumber: m!.membershipNumber },
    });
    expect(inbox.items.every((i) => !/^(stop|start)/i.test(i.text.trim()))).toBe(true);
    expect((await fetch(`${base}/api/sms/inbox`)).status).toBe(401);
  });

  it('bad bodies are 400 and store nothing', async () => {
    const before = await db().select({ id: smsInbound.id }).from(smsInbound);
    for (const fields of [
      { text: 'STOP' },
      { id: `ATXid_${randomUUID()}`, text: 'STOP' },
      { id: `ATXid_${randomUUID()}`, from: '+254712000000', text: 'STOP\0' },
      { id: `ATXid_${randomUUID()}`, from: '+254712000000', text: 'x'.repeat(3000) },
    ] as Record<string, string>[]) {
      const res = await post(`/hooks/sms/${secret}/inbound`, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    const after = await db().select({ id: smsInbound.id }).from(smsInbound);
    expect(after).toHaveLength(before.length);
  });
});

describe('the built-in simulator', () => {
  it('posts delivery reports to the app (0407: Failed / AbsentSubscriber) and injects inbound texts', async () => {
    const { username, apiKey } = loadConfig({ NODE_ENV: 'test' }).sms;
    let other: TestApp | undefined;
    let otherBase = '';
    const errors: unknown[] = [];
    const simulator = await startSmsSimulator({
      username,
      apiKey,
      // The app's URL is known once it listens: asked at each report, as main.ts does.
      callbacks: async () => smsCallbackUrls(otherBase, await callbackSecret(other!.database.db)),
      reportDelayMs: { min: 10, max: 50 },
      onCallbackError: (_what, error) => errors.push(error),
    });
    try {
      other = await createTestApp({ env: { SMS_BASE_URL: simulator.url, SMS_RATE_PER_SECOND: '1000' }, clock: t.clock });
      otherBase = await other.app.listen({ host: '127.0.0.1', port: 0 });
      const absent = `2547${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}0407`;
      const campaign = await sendCampaign(2, { base: () => otherBase, app: () => other!, phones: [absent] });
      const view = async () => {
        const res = await fetch(`${otherBase}/api/campaigns/${campaign.id}`, {
          headers: { cookie: await sessionCookie(other!.database.db, 'chairman', t.clock.now()) },
        });
        return (
          (await res.json()) as { campaign: { counts: Record<string, number>; failures: unknown[]; costChargedKes: number } }
        ).campaign;
      };
      await eventually(async () => (await view()).counts.sent === 0);
      const done = await view();
      expect(done.counts).toMatchObject({ delivered: 1, failed: 1, sent: 0 });
      expect(done.failures).toEqual([{ reason: 'AbsentSubscriber', count: 1 }]);
      expect(done.costChargedKes).toBe(1.6);

      const member = campaign.members.find((x) => x.phoneNumber === absent)!;
      expect(await simulator.inbound(`0${absent.slice(3)}`, 'STOP')).toBe(200);
      const [after] = await other.database.db.select().from(members).where(eq(members.id, member.id));
      expect(after!.smsOptedOut).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await other?.close();
      await simulator.close();
    }
  });
});
