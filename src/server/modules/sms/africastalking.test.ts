/** What the gateway charged, read from its answer's per-recipient `cost`. */
import { describe, expect, it } from 'vitest';
import { costInKes } from './africastalking';

describe('costInKes', () => {
  it('reads shillings with their decimals', () => {
    expect(costInKes('KES 0.8000')).toBe(0.8);
    expect(costInKes(' KES 1.6000 ')).toBe(1.6);
    expect(costInKes('KES 2')).toBe(2);
  });
  it('adds nothing for another currency, an absent cost or a malformed one', () => {
    expect(costInKes('USD 0.0060')).toBeNull();
    expect(costInKes(undefined)).toBeNull();
    expect(costInKes(0.8)).toBeNull();
    expect(costInKes('KES')).toBeNull();
    expect(costInKes('KES -1')).toBeNull();
  });
});
