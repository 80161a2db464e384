/** Helpers for the dashboard's integration tests: a signed-in chairman and request shorthands. */
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { browserHeaders, createTestApp, type TestApp } from './app';
import { sessionCookie } from './factories';
import type { Role } from '../../src/shared/roles';

export async function adminClient(t: TestApp, role: Role = 'chairman') {
  const cookie = await sessionCookie(t.database.db, role);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      // A browser sends Origin on every state change, with or without a body.
      headers:
        payload === undefined
          ? { cookie, ...(method === 'GET' ? {} : { origin: 'http://localhost:3000' }) }
          : browserHeaders(cookie),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { cookie, call };
}

type AdminCall = Awaited<ReturnType<typeof adminClient>>['call'];

/** A test app and a signed-in chairman for a file's tests: started before them, closed after. */
export function adminTestApp() {
  const state: { app?: TestApp; call?: AdminCall } = {};
  beforeAll(async () => {
    state.app = await createTestApp();
    state.call = (await adminClient(state.app)).call;
  });
  afterAll(async () => state.app?.close());
  return {
    /** The running app (inside tests and hooks only). */
    get t(): TestApp {
      return state.app!;
    },
    call: (...args: Parameters<AdminCall>) => state.call!(...args),
  };
}

/** A real small PNG as the product's data URL. */
export async function pngDataUrl(width = 40, height = 30): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

let memberPhones = 0;
export const validMember = (overrides: Record<string, unknown> = {}) => ({
  idNumber: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
  fullName: 'Wanjiru Kendi',
  // One member per phone (a unique index): each call a different one.
  phoneNumber: `07${String(10_000_000 + Math.floor(Math.random() * 80_000_000) + ++memberPhones).slice(0, 8)}`,
  email: 'Wanjiru@Example.org',
  gender: 'female',
  chapter: 'Imenti Youth Voice',
  ...overrides,
});

export const validLeader = (overrides: Record<string, unknown> = {}) => ({
  idNumber: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
  fullName: 'Mutuma Gitonga',
  phoneNumber: '0722000111',
  chapter: 'Igembe Youth Voice',
  position: 'Treasurer',
  ...overrides,
});
