import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('an IPv4 address is itself; an IPv4-mapped IPv6 address is the IPv4 address', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('an IPv6 address is its /64, however it is written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc'));
    expect(key).toBe(clientKey('2001:DB8:1:2:a::b'));
    expect(key).not.toBe(clientKey('2001:db8:1:3::1'));
  });

  it('something that is no address is kept as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});
