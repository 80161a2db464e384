import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';
import { describeError, isDatabaseUnavailable } from './errors';
import { containsUnsafeText, isUnsafeText } from '../shared/text';

describe('TRUST_PROXY', () => {
  it('is off by default and for off/false/0; a hop count; or proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    for (const off of ['', 'off', 'false', '0']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
  });

  it('refuses "true" (trusting every hop), nonsense and bad ranges, by name', () => {
    for (const bad of ['true', 'yes', '10.0.0.999', '10.0.0.0/33', '99']) {
      expect(parseTrustProxy(bad)).toBeUndefined();
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });
});

describe('unsafe text', () => {
  it('finds NUL and lone surrogates, in values and keys, and lets RTL marks and emoji pass', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('end \uD83D')).toBe(true);
    expect(isUnsafeText('\uDE00 start')).toBe(true);
    expect(isUnsafeText('😀 \u200F\u202E ordinary')).toBe(false);
    expect(containsUnsafeText({ ok: ['fine', { deep: 'x\u0000' }] })).toBe(true);
    expect(containsUnsafeText({ ['k\u0000']: 1 })).toBe(true);
    expect(containsUnsafeText({ a: 1, b: [true, null] })).toBe(false);
  });
});

describe('database errors', () => {
  it('tells an unreachable database from a failed query, through wrapping errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: Wanjiru'), { cause: refused });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1\nparams: Connection terminated'))).toBe(false);
  });

  it('describes an error without the values its message quotes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'members_phone_number_idx',
    });
    const described = JSON.stringify(
      describeError(Object.assign(new Error('Failed query: insert …\nparams: Wanjiru,0712345678'), { cause })),
    );
    expect(described).toContain('members_phone_number_idx');
    expect(described).toContain('23505');
    expect(described).not.toContain('Wanjiru');
    expect(described).not.toContain('0712345678');
  });
});
