import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { locationIn, preferredLocale, rewriteLanguageUrl } from './site-language';

describe('the language Accept-Language prefers', () => {
  it('takes the highest weight among our languages, regions counting for their language', () => {
    expect(preferredLocale('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw-KE');
    expect(preferredLocale('sw')).toBe('sw-KE');
    expect(preferredLocale('sw-TZ')).toBe('sw-KE');
    expect(preferredLocale('en-GB,en;q=0.9,sw;q=0.8')).toBe('en-KE');
    expect(preferredLocale('en;q=0.5, sw;q=0.6')).toBe('sw-KE');
    expect(preferredLocale('fr-FR, sw;q=0.3, de;q=0.9')).toBe('sw-KE');
    // Equal weights: the first named.
    expect(preferredLocale('en, sw')).toBe('en-KE');
    expect(preferredLocale('sw, en')).toBe('sw-KE');
  });

  it('names none of ours for other languages, a refusal (q=0), nothing or nonsense', () => {
    expect(preferredLocale('fr, de;q=0.5')).toBeNull();
    expect(preferredLocale('sw;q=0, fr')).toBeNull();
    expect(preferredLocale('*')).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale(';;;,q=,sw;q=abc')).toBeNull();
  });
});

describe('Kiswahili addresses answered by the English routes', () => {
  const rewrite = (url: string) => {
    const raw = { url } as IncomingMessage;
    return { url: rewriteLanguageUrl(raw), tagged: Object.getOwnPropertySymbols(raw).length > 0 };
  };

  it('drops the /sw prefix, keeps the query, and marks the request as Kiswahili', () => {
    expect(rewrite('/sw')).toEqual({ url: '/', tagged: true });
    expect(rewrite('/sw/')).toEqual({ url: '/', tagged: true });
    expect(rewrite('/sw/renew?id=12345678')).toEqual({ url: '/renew?id=12345678', tagged: true });
    expect(rewrite('/sw?x=1')).toEqual({ url: '/?x=1', tagged: true });
  });

  it('leaves English addresses, the API and the dashboard as they came', () => {
    expect(rewrite('/about')).toEqual({ url: '/about', tagged: false });
    expect(rewrite('/swahili-day')).toEqual({ url: '/swahili-day', tagged: false });
    expect(rewrite('/sw/api/chapters')).toEqual({ url: '/sw/api/chapters', tagged: false });
    expect(rewrite('/sw/admin/login')).toEqual({ url: '/sw/admin/login', tagged: false });
  });

  it("keeps a Kiswahili page's redirects in Kiswahili, and only the site's own page addresses", () => {
    expect(locationIn('sw-KE', '/')).toBe('/sw');
    expect(locationIn('sw-KE', '/events/new-slug')).toBe('/sw/events/new-slug');
    expect(locationIn('sw-KE', '/rsvp/abc?new=1')).toBe('/sw/rsvp/abc?new=1');
    expect(locationIn('sw-KE', '/sw/about')).toBe('/sw/about');
    expect(locationIn('sw-KE', '/api/cards/x')).toBe('/api/cards/x');
    expect(locationIn('sw-KE', '/admin/login?from=%2Fadmin')).toBe('/admin/login?from=%2Fadmin');
    expect(locationIn('sw-KE', 'https://example.org/')).toBe('https://example.org/');
    expect(locationIn('sw-KE', '//example.org/')).toBe('//example.org/');
    expect(locationIn('en-KE', '/about')).toBe('/about');
  });
});
