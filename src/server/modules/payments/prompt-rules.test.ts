import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { LIMITS } from '../../lib/limits';
import { phoneCapReached } from './prompt-rules';

const MINUTE = 60_000;
const now = new Date('2026-11-25T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

describe('phoneCapReached', () => {
  it('allows up to 3 prompts in the hour, then names the hour and the moment the oldest leaves it', () => {
    expect(phoneCapReached([ago(50), ago(20)], now)).toBeNull();
    const reached = phoneCapReached([ago(50), ago(20), ago(5)], now);
    expect(reached?.cap).toBe(LIMITS.prompt_phone_hour);
    expect(reached?.retryAt).toEqual(ago(50 - 60));
    // Prompts older than the hour no longer count towards it.
    expect(phoneCapReached([ago(61), ago(20), ago(5)], now)).toBeNull();
  });

  it('allows 5 in 24 hours, whatever their spacing', () => {
    const spread = [ago(23 * 60), ago(20 * 60), ago(10 * 60), ago(3 * 60)];
    expect(phoneCapReached(spread, now)).toBeNull();
    const reached = phoneCapReached([...spread, ago(90)], now);
    expect(reached?.cap).toBe(LIMITS.prompt_phone_day);
    expect(reached?.retryAt).toEqual(ago(23 * 60 - 24 * 60));
  });
});

describe('the countdown after a refusal', () => {
  it('reads in seconds, then minutes, then hours', () => {
    expect(messages.promptRetryIn(59)).toBe('You can request another prompt in 59 s.');
    expect(messages.promptRetryIn(1_500)).toBe('You can request another prompt in 25 min.');
    expect(messages.promptRetryIn(20_000)).toBe('You can request another prompt in 5 h 34 min.');
  });
});
