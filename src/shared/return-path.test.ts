import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

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
