import { describe, expect, it } from 'vitest';
import { returnPath, signInPathFor } from './return-path';

describe('returnPath', () => {
  it('returns to the admin page asked for, with its query', () => {
    expect(returnPath({ from: '/admin/members?search=kendi' })).toBe('/admin/members?search=kendi');
    expect(returnPath({ from: '/admin' })).toBe('/admin');
    expect(returnPath({ from: '/admin?tab=leaders' })).toBe('/admin?tab=leaders');
  });

  it('falls back to /admin for anything else', () => {
    for (const from of [
      'https://evil.example/admin',
      '//evil.example',
      '/admin//evil.example',
      '/admin/\\evil',
      '/about',
      '/administrator',
      '/admin/login',
      42,
      undefined,
    ]) {
      expect(returnPath({ from })).toBe('/admin');
    }
    expect(returnPath(null)).toBe('/admin');
    expect(returnPath(undefined)).toBe('/admin');
  });
});

describe('the return path in the sign-in page address', () => {
  it('round-trips the page the server redirected from, query included', () => {
    const signIn = signInPathFor('/admin/members?search=kendi&page=2');
    expect(signIn).toMatch(/^\/admin\/login\?from=/);
    expect(returnPath(null, signIn.slice(signIn.indexOf('?')))).toBe('/admin/members?search=kendi&page=2');
  });

  it('refuses the same addresses from the query as from the state', () => {
    for (const from of ['https://evil.example/admin', '//evil.example', '/admin//evil.example', '/about', '/admin/login'])
      expect(returnPath(null, `?${new URLSearchParams({ from })}`)).toBe('/admin');
    expect(returnPath(null, '')).toBe('/admin');
  });
});
