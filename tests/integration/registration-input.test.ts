/** Bad input on every registration and payment endpoint: a 4xx with the product's message, nothing stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { catalogueFor } from '../../src/shared/catalogue';
import { count, createPaymentTestApp, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp();
});
afterAll(async () => {
  await t.close();
});

const notAnImage = `data:image/png;base64,${Buffer.from('this is not a picture').toString('base64')}`;

describe('POST /api/mpesa/stkpush refuses bad fields and stores nothing', () => {
  it.each([
    ['idNumber', { idNumber: '   ' }, messages.idNumberRequired],
    ['idNumber', { idNumber: '12ab56' }, messages.idNumberInvalid],
    ['fullName', { fullName: '  ' }, messages.fullNameRequired],
    ['phoneNumber', { phoneNumber: '' }, messages.phoneRequired],
    ['phoneNumber', { phoneNumber: '612345678' }, messages.phoneInvalid], // +254…, 254…, 7… and spaced forms are accepted: tests/integration/member-side.test.ts
    ['gender', { gender: '' }, messages.genderRequired],
    ['gender', { gender: 'robot' }, messages.genderRequired],
    ['chapter', { chapter: ' ' }, messages.chapterRequired],
    ['chapter', { chapter: 'Nowhere Youth Voice' }, messages.chapterRequired],
    ['email', { email: 'not-an-email' }, messages.emailInvalid],
    ['consent', { consent: false }, messages.consentRequired],
    ['profileImage', { profileImage: 'data:text/html;base64,PGI+' }, 'Photo must be an image file'],
    ['profileImage', { profileImage: notAnImage }, 'Photo must be an image file'],
  ])('%s = %j → %s', async (field, override, message) => {
    const answer = await t.browser().post('/api/mpesa/stkpush', stkBody(payingPhone(), registration(override)));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(Object.entries(answer.body.error.fields ?? {}).some(([key, value]) => key.endsWith(field) && value === message)).toBe(
      true,
    );
    expect(await count(t.database.db, 'payments')).toBe(0);
    expect(await count(t.database.db, 'photos')).toBe(0);
  });

  it.each(['0812345678', '07123', '+254612345678', '', '07123456789'])(
    'payment phone %j → the payment-phone message',
    async (phone) => {
      const answer = await t.browser().post('/api/mpesa/stkpush', stkBody(phone));
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(messages.paymentPhoneInvalid);
      expect(await count(t.database.db, 'payments')).toBe(0);
    },
  );

  it('refuses a missing registration, a non-JSON body and a photo over 5 MB', async () => {
    expect((await t.browser().post('/api/mpesa/stkpush', { phoneNumber: payingPhone() })).status).toBe(400);
    const text = await fetch(`${t.url}/api/mpesa/stkpush`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(text.status).toBe(415);
    const big = `data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const answer = await t.browser().post('/api/mpesa/stkpush', stkBody(payingPhone(), registration({ profileImage: big })));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await count(t.database.db, 'payments')).toBe(0);
  });

  it('stores a real photo re-encoded with the draft', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const answer = await t
      .browser()
      .post(
        '/api/mpesa/stkpush',
        stkBody(payingPhone('1032'), registration({ profileImage: `data:image/png;base64,${png.toString('base64')}` })),
      );
    expect(answer.status).toBe(200);
    expect(await count(t.database.db, 'photos')).toBe(1);
    // 1032: the member cancels; a registrant who never became a member keeps no photo with us.
    await t.simulator.settled();
    expect(await count(t.database.db, 'photos')).toBe(0);
  });
});

describe('the other registration endpoints', () => {
  it('check: bad ID and phone give the documented messages', async () => {
    const answer = await t.browser().post('/api/registrations/check', { idNumber: '', phoneNumber: '123' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({ idNumber: messages.idNumberRequired, phoneNumber: messages.phoneInvalid });
  });

  it('status: unknown and malformed CheckoutRequestIDs', async () => {
    expect((await t.browser().get('/api/mpesa/status?checkoutRequestId=ws_CO_missing')).status).toBe(404);
    expect((await t.browser().get('/api/mpesa/status?checkoutRequestId=%27%20or%201%3D1')).status).toBe(400);
    expect((await t.browser().get('/api/mpesa/status')).status).toBe(400);
  });

  it('submit-membership: needs a CheckoutRequestID or payment id', async () => {
    expect((await t.browser().post('/api/submit-membership', {})).status).toBe(400);
    expect((await t.browser().post('/api/submit-membership', { paymentId: 'nope' })).status).toBe(400);
  });

  it('options: chapters, fee and the simulator outcome table', async () => {
    const { body } = await t.browser().get('/api/registrations/options');
    expect(body.chapters).toEqual(['Igembe Youth Voice', 'Tigania Youth Voice', 'Imenti Youth Voice', 'Buuri Youth Voice']);
    expect(body.fee).toEqual({ registration: 200, processing: 0, total: 200 });
    expect(body.mode).toBe('simulator');
    expect(body.simulatorOutcomes.map((o: { suffix: string | null }) => o.suffix)).toContain('1032');
  });

  it('manual registration is refused outside manual mode', async () => {
    const answer = await t.browser().post('/api/registrations/manual', { registration: registration(), mpesaCode: 'SGL3ABC12X' });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(catalogueFor('en-KE').notManualMode);
    // A Kiswahili page gets the same answer in its words.
    const kiswahili = await fetch(`${t.url}/api/registrations/manual`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'accept-language': 'sw' },
      body: JSON.stringify({ registration: registration(), mpesaCode: 'SGL3ABC12X' }),
    });
    expect(kiswahili.status).toBe(409);
    expect((await kiswahili.json()).error.message).toBe(catalogueFor('sw-KE').notManualMode);
  });
});
