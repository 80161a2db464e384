/** The Daraja client against the built-in simulator over real HTTP: tokens, queries, failures. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDarajaSimulator, type DarajaSimulator } from '../mpesa-simulator/server';
import { DarajaClient, DarajaUnavailableError } from './daraja-client';

const credentials = { consumerKey: 'key', consumerSecret: 'secret', shortcode: '174379', passkey: 'passkey-for-tests' };
let offset = 0;
const now = () => new Date(Date.now() + offset);
let simulator: DarajaSimulator;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ ...credentials, callbackDelayMs: 60_000, tokenLifetimeSeconds: 3599, now });
});
afterAll(async () => {
  await simulator.close();
});

const client = (overrides: Partial<ConstructorParameters<typeof DarajaClient>[0]> = {}) =>
  new DarajaClient({ baseUrl: () => simulator.url, ...credentials, now, ...overrides });
const push = (c: DarajaClient, phone = '254711000111') =>
  c.stkPush({
    phoneNumber: phone,
    amount: 200,
    accountReference: 'MYV-12345678',
    transactionDesc: 'MYV Member',
    callbackUrl: 'http://127.0.0.1:9/hooks/payment-result/abc',
  });

describe('DarajaClient', () => {
  it('uses one cached token for many calls, and a new one shortly before it expires', async () => {
    const c = client();
    const before = simulator.stats.tokensIssued;
    const pushed = await Promise.all([push(c), push(c, '254711000222'), push(c, '254711000333')]);
    expect(pushed.every((p) => p.accepted)).toBe(true);
    expect(simulator.stats.tokensIssued).toBe(before + 1);
    offset += 3_560_000; // 40 s before expiry: inside the refresh margin
    expect((await push(c, '254711000444')).accepted).toBe(true);
    expect(simulator.stats.tokensIssued).toBe(before + 2);
  });

  it('reports a pending transaction as pending, never as failed', async () => {
    const c = client();
    const pushed = await push(c, '254711000555');
    if (!pushed.accepted) throw new Error('push refused');
    expect(await c.stkQuery(pushed.checkoutRequestId)).toEqual({ state: 'pending' });
    offset += 61_000;
    expect(await c.stkQuery(pushed.checkoutRequestId)).toMatchObject({ state: 'final', resultCode: '0' });
  });

  it('logs a failed STK Query with its HTTP status and error code; "still processing" is no failure', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const c = client({ log });
    const pushed = await push(c, '254711000666');
    if (!pushed.accepted) throw new Error('push refused');
    expect(await c.stkQuery(pushed.checkoutRequestId)).toEqual({ state: 'pending' });
    expect(lines).toEqual([]);
    expect(await c.stkQuery('ws_CO_NOT_OURS')).toMatchObject({ state: 'error', httpStatus: 400, errorCode: '400.002.02' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'STK Query failed',
        checkoutRequestId: 'ws_CO_NOT_OURS',
        kind: 'answer',
        httpStatus: 400,
        errorCode: '400.002.02',
      }),
    ]);
  });

  it('returns Daraja refusals with their code and message', async () => {
    const refused = await push(client(), '254711000500');
    expect(refused).toMatchObject({
      accepted: false,
      errorCode: '500.001.1001',
      errorMessage: expect.stringMatching(/Unable to lock subscriber/),
    });
    const wrongPasskey = await push(client({ passkey: 'not-the-passkey' }));
    expect(wrongPasskey).toMatchObject({ accepted: false, errorMessage: 'Wrong credentials' });
    const badCallback = await client().stkPush({
      phoneNumber: '254711000111',
      amount: 200,
      accountReference: 'MYV-1',
      transactionDesc: 'x',
      callbackUrl: 'https://example.org/mpesa/callback',
    });
    expect(badCallback).toMatchObject({ accepted: false, errorMessage: 'Bad Request - Invalid CallBackURL' });
  });

  it('fails OAuth on wrong credentials without assuming a body', async () => {
    await expect(push(client({ consumerSecret: 'wrong' }))).rejects.toThrow(/OAuth failed/);
    expect(await client({ consumerSecret: 'wrong' }).ping()).toMatchObject({ reachable: true, authenticated: false });
  });

  it('times out against a server that never answers', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const c = client({ baseUrl: () => `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(push(c)).rejects.toBeInstanceOf(DarajaUnavailableError);
      expect(await c.stkQuery('ws_CO_1')).toMatchObject({ state: 'error' });
      expect(await c.ping()).toMatchObject({ reachable: false });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
