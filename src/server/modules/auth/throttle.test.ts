import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_SLOWDOWN_MS, LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES } from '../../../shared/constants';
import { slowdownMs } from './throttle';

describe('the account-wide slowdown', () => {
  it('waits nothing up to the ceiling, then doubles from half a second, capped', () => {
    const ceiling = LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES;
    expect(slowdownMs(1)).toBe(0);
    expect(slowdownMs(ceiling)).toBe(0);
    expect(slowdownMs(ceiling + 1)).toBe(500);
    expect(slowdownMs(ceiling + 2)).toBe(1000);
    expect(slowdownMs(ceiling + 3)).toBe(2000);
    expect(slowdownMs(ceiling + 100)).toBe(LOGIN_MAX_SLOWDOWN_MS);
  });
});
