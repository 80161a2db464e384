/**
 * The app listening on a real port with the built-in Daraja simulator beside it: prompts,
 * queries and callbacks all travel over HTTP, as in production. Requests go through fetch with
 * a per-"browser" cookie jar.
 */
import { sql } from 'drizzle-orm';
import { startDarajaSimulator, type DarajaSimulator } from '../../src/server/mpesa-simulator/server';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { createTestApp, TestClock, type TestApp, type TestAppOptions } from './app';
import { freePort } from '../../scripts/free-port.mjs';

export interface PaymentTestApp extends TestApp {
  simulator: DarajaSimulator;
  url: string;
  browser(ip?: string): Browser;
}

export interface SimulatorTestOptions extends TestAppOptions {
  callbackDelayMs?: number;
  tokenLifetimeSeconds?: number;
}

/**
 * The configuration is frozen once the app is built, so the simulator starts first and the app's
 * port is chosen before: both addresses go in as MPESA_BASE_URL and MPESA_CALLBACK_URL
 * (an MPESA_BASE_URL in options.env wins, for a Daraja that cannot be reached).
 */
export async function createPaymentTestApp(options: SimulatorTestOptions = {}): Promise<PaymentTestApp> {
  const credentials = loadConfig({ NODE_ENV: 'test', ...options.env }).mpesa;
  const clock = options.clock ?? new TestClock();
  const simulator = await startDarajaSimulator({
    consumerKey: credentials.consumerKey,
    consumerSecret: credentials.consumerSecret,
    shortcode: credentials.shortcode,
    passkey: credentials.passkey,
    callbackDelayMs: options.callbackDelayMs ?? 150,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    now: clock.now,
  });
  const port = await freePort();
  const testApp = await createTestApp({
    ...options,
    clock,
    env: { MPESA_BASE_URL: simulator.url, MPESA_CALLBACK_URL: `http://127.0.0.1:${port}`, ...options.env },
  });
  const url = await testApp.app.listen({ host: '127.0.0.1', port });
  return {
    ...testApp,
    simulator,
    url,
    browser: () => new Browser(url),
    async close() {
      await simulator.close();
      await testApp.close();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON answers loosely
type Json = any;

export interface HttpAnswer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** One browser: same-origin headers and its own cookies. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request<T = Json>(method: string, path: string, body?: unknown): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { origin: 'http://localhost:3000' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }
  get<T = Json>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = Json>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }
}

let idSeq = 0;
/** A valid step-1 registration; each call a new ID number and member phone. */
export function registration(overrides: Record<string, unknown> = {}) {
  idSeq++;
  return {
    idNumber: String(30_000_000 + Math.floor(Math.random() * 9_000_000) + idSeq),
    fullName: 'Kendi Mwiti',
    phoneNumber: `07${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`,
    gender: 'female',
    chapter: 'Imenti Youth Voice',
    email: 'kendi@example.org',
    consent: true,
    ...overrides,
  };
}

/** A paying phone whose last four digits pick the simulator's outcome (README table). */
export function payingPhone(suffix = ''): string {
  const random = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const base = `07${random}`;
  const phone = suffix ? `${base.slice(0, 10 - suffix.length)}${suffix}` : base;
  // Plain random numbers must not land on a special suffix by chance.
  return !suffix && ['1032', '1037', '0001', '2001', '0404', '0202', '0500'].includes(phone.slice(-4)) ? payingPhone() : phone;
}

export function stkBody(phone: string, reg = registration()) {
  return { phoneNumber: phone, amount: 1, accountReference: 'ignored', transactionDesc: 'ignored', registration: reg };
}

export async function count(db: Db, table: 'members' | 'payments' | 'photos'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]!.n);
}

/** Polls until `check` is true (callbacks arrive over real HTTP). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
