/** GET /api/test-mode: officials learn whether payments or SMS are simulated; nobody else does. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { sessionCookie } from '../helpers/factories';

let simulated: TestApp;
let live: TestApp;
beforeAll(async () => {
  simulated = await createTestApp({ env: { MPESA_MODE: 'simulator', SMS_MODE: 'simulator' } });
  live = await createTestApp({ env: { MPESA_MODE: 'manual', SMS_MODE: 'off' } });
});
afterAll(async () => {
  await simulated?.close();
  await live?.close();
});

const ask = async (t: TestApp, cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/test-mode', headers: cookie ? { cookie } : {} });

it('tells any signed-in official which services are simulated', async () => {
  const treasurer = await sessionCookie(simulated.database.db, 'treasurer');
  const answer = await ask(simulated, treasurer);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ payments: true, sms: true });
  expect((await ask(live, await sessionCookie(live.database.db, 'chairman'))).json()).toEqual({ payments: false, sms: false });
});

it('tells nobody else', async () => {
  expect((await ask(simulated)).statusCode).toBe(401);
});
