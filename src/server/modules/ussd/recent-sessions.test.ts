import { describe, expect, it } from 'vitest';
import { RecentSessions, type SessionRow } from './recent-sessions';

const row = (sessionId: string, createdAt = new Date('2026-01-05T08:00:00Z'), version = 1): SessionRow => ({
  sessionId,
  state: { language: 'en', stack: ['main'] },
  lastText: '',
  lastResponse: 'CON Menu',
  version,
  createdAt,
});

describe('RecentSessions', () => {
  it('keeps the latest row of each session', () => {
    const recent = new RecentSessions();
    recent.keep(row('a', undefined, 1));
    recent.keep(row('a', undefined, 2));
    expect(recent.get('a')?.version).toBe(2);
    expect(recent.size).toBe(1);
    recent.drop('a');
    expect(recent.get('a')).toBeUndefined();
  });

  it('lets the least recently kept go first beyond its bound', () => {
    const recent = new RecentSessions(2);
    recent.keep(row('a'));
    recent.keep(row('b'));
    // Answered again: now the most recent, so b goes when c arrives.
    recent.keep(row('a', undefined, 2));
    recent.keep(row('c'));
    expect([recent.get('a')?.version, recent.get('b'), recent.get('c')?.version]).toEqual([2, undefined, 1]);
  });

  it('forgets the sessions started before a moment, and keeps the later ones', () => {
    const recent = new RecentSessions();
    recent.keep(row('old', new Date('2026-01-05T07:56:00Z')));
    recent.keep(row('new', new Date('2026-01-05T07:58:00Z')));
    recent.dropStartedBefore(new Date('2026-01-05T07:57:00Z'));
    expect(recent.get('old')).toBeUndefined();
    expect(recent.get('new')).toBeDefined();
  });
});
