/**
 * SMS consent at registration (docs/campaigns.md, "Consent is opt-in"): the step-1 box is a
 * separate, optional choice. Ticked, the member is created with consent, its time and the
 * wording's version, and a preference change from `registration`; not ticked (or not sent), the
 * member has no consent and no change is recorded. A box that is not a yes/no is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, payments, smsPreferenceChanges } from '../../src/server/db/schema';
import { SMS_CONSENT_VERSION } from '../../src/shared/constants';
import { sessionCookie } from '../helpers/factories';
import { count, createPaymentTestApp, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Registers and pays over HTTP; answers the member row made. */
async function register(reg: ReturnType<typeof registration>) {
  const browser = t.browser();
  const pushed = await browser.post('/api/mpesa/stkpush', stkBody(payingPhone(), reg));
  expect(pushed.status).toBe(200);
  await t.simulator.settled();
  const submitted = await browser.post('/api/submit-membership', { checkoutRequestId: pushed.body.CheckoutRequestID });
  expect(submitted.status).toBe(200);
  const [member] = await t.database.db
    .select()
    .from(members)
    .where(eq(members.id, submitted.body.member.id as string));
  return member!;
}

const changesOf = (memberId: string) =>
  t.database.db.select().from(smsPreferenceChanges).where(eq(smsPreferenceChanges.memberId, memberId));

describe('SMS consent at registration', () => {
  it('ticked: the member consents, with the time of the form and the wording version, recorded as from registration', async () => {
    const before = t.clock.now();
    const member = await register(registration({ smsConsent: true }));
    expect(member.smsConsent).toBe(true);
    expect(member.smsConsentVersion).toBe(SMS_CONSENT_VERSION);
    expect(member.smsConsentAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
    expect(member.smsConsentAt?.toISOString()).toBe(member.consentAt?.toISOString());
    expect(member.smsOptedOut).toBe(false);
    const changes = await changesOf(member.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ change: 'consent', source: 'registration', userId: null });
    expect(changes[0]!.at.toISOString()).toBe(member.smsConsentAt!.toISOString());
  });

  it('left unticked, or not sent at all: no consent and no change recorded', async () => {
    for (const reg of [registration({ smsConsent: false }), registration()]) {
      const member = await register(reg);
      expect(member.smsConsent).toBe(false);
      expect(member.smsConsentAt).toBeNull();
      expect(member.smsConsentVersion).toBeNull();
      expect(await changesOf(member.id)).toHaveLength(0);
    }
  });

  it('shows in the officials’ member list as smsConsent', async () => {
    const member = await register(registration({ smsConsent: true }));
    const cookie = await sessionCookie(t.database.db, 'chairman', t.clock.now());
    const response = await fetch(`${t.url}/api/members?search=${member.membershipNumber}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { items: { membershipNumber: string; smsConsent: boolean }[] };
    expect(list.items[0]).toMatchObject({ membershipNumber: member.membershipNumber, smsConsent: true });
  });

  it('a box that is not yes or no is refused with the field named, and nothing is stored', async () => {
    const paymentsBefore = await count(t.database.db, 'payments');
    for (const smsConsent of ['yes', 1, null]) {
      const answer = await t.browser().post('/api/mpesa/stkpush', stkBody(payingPhone(), registration({ smsConsent })));
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('smsConsent');
    }
    expect(await count(t.database.db, 'payments')).toBe(paymentsBefore);
    expect(await t.database.db.select().from(payments).where(eq(payments.status, 'pending'))).toHaveLength(0);
  });
});
