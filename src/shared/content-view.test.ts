import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('dates on the public pages', () => {
  it('makes no Intl date formatter: loading one costs a slow phone hundreds of ms on every public page', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { timeRange } = await import('./content-view');
    const { formatContentDate, formatLongDate } = await import('./dates');
    formatContentDate('2025-03-15');
    formatLongDate('2025-03-15');
    timeRange({ startTime: '09:00', endTime: '15:00' });
    expect(made).not.toHaveBeenCalled();
  });
});
