/** Helpers for the content API's integration tests: callers of each role and valid bodies. */
import type { LightMyRequestResponse as Response } from 'fastify';
import { browserHeaders, type TestApp } from './app';
import { sessionCookie } from './factories';
import type { Role } from '../../src/shared/roles';

export type Caller = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<Response>;

/** Requests as a signed-in official of `role`, or anonymous with null. */
export async function contentClient(t: TestApp, role: Role | null): Promise<Caller> {
  const cookie = role ? await sessionCookie(t.database.db, role) : undefined;
  return (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers:
        payload === undefined
          ? { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { origin: 'http://localhost:3000' }) }
          : browserHeaders(cookie),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Tree Nursery Open Day',
  date: '2026-09-12',
  startTime: '09:30',
  endTime: '13:00',
  location: 'Nkubu Primary School',
  category: 'community',
  excerpt: 'See how our school nurseries raise indigenous seedlings, and take one home.',
  body: 'Members show how seedlings are raised.\n\n## Programme\n\n- Nursery tour\n- Planting demonstration',
  published: true,
  ...overrides,
});

export const validUpdate = (overrides: Record<string, unknown> = {}) => ({
  title: 'Clean Water Points Repaired in Buuri',
  date: '2026-07-04',
  category: 'community',
  excerpt: 'Volunteers and the water office repaired four broken water points.',
  impact: '4 water points repaired, 1,200 residents served',
  details: {
    location: 'Buuri East',
    participants: '30 volunteers',
    partners: ['Buuri Water Office'],
    services: ['Pump repairs'],
    outcomes: ['Water restored to four villages'],
  },
  body: 'Four water points had been broken since March.\n\nThey now work again.',
  published: true,
  ...overrides,
});
