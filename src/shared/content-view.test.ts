import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('displayDate', () => {
  it('writes dates as the site always has ("March 15, 2025"), in UTC', async () => {
    const { displayDate } = await import('./content-view');
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2025-03-15', '2024-02-29', '2026-01-01', '2026-12-31T23:59:59Z', '1999-07-04']) {
      expect(displayDate(iso)).toBe(intl.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)));
    }
    expect(displayDate('not a date')).toBe('not a date');
  });

  it('makes no Intl date formatter: loading one costs a slow phone hundreds of ms on every public page', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { displayDate } = await import('./content-view');
    displayDate('2025-03-15');
    expect(made).not.toHaveBeenCalled();
  });
});
