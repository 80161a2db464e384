import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES, localeOfPath, pathIn, withoutLocale } from './locale';

describe('the language of a site path', () => {
  it('is Kiswahili under /sw only, English anywhere else', () => {
    expect(localeOfPath('/sw')).toBe('sw-KE');
    expect(localeOfPath('/sw/about')).toBe('sw-KE');
    expect(localeOfPath('/sw/events/a-b')).toBe('sw-KE');
    expect(localeOfPath('/')).toBe('en-KE');
    expect(localeOfPath('/about')).toBe('en-KE');
    // A path that merely starts with the letters is English.
    expect(localeOfPath('/swahili-day')).toBe('en-KE');
    expect(localeOfPath('/swap')).toBe('en-KE');
  });

  it('takes the prefix off and puts it back, the home page included', () => {
    expect(withoutLocale('/sw')).toBe('/');
    expect(withoutLocale('/sw/about')).toBe('/about');
    expect(withoutLocale('/about')).toBe('/about');
    expect(withoutLocale('/swahili-day')).toBe('/swahili-day');
    expect(pathIn('sw-KE', '/')).toBe('/sw');
    expect(pathIn('sw-KE', '/events/x')).toBe('/sw/events/x');
    expect(pathIn('en-KE', '/events/x')).toBe('/events/x');
    for (const locale of LOCALES)
      for (const path of ['/', '/about', '/sdg/1/poultry'])
        expect(withoutLocale(pathIn(locale, path)), `${locale} ${path}`).toBe(path);
  });

  it('names each language in its own words and marks it with its BCP 47 language', () => {
    expect(LANGUAGES['sw-KE']).toMatchObject({ lang: 'sw', name: 'Kiswahili', prefix: '/sw' });
    expect(LANGUAGES['en-KE']).toMatchObject({ lang: 'en', name: 'English', prefix: '' });
  });
});
