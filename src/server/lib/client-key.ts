/**
 * The one key every per-address limit counts under. An IPv4 address is one client; an IPv6
 * address is not: any home or mobile connection is given a whole /64 and can pick a new address
 * for every request, so per-address limits keyed by the full IPv6 address hold nobody back. IPv6
 * is therefore keyed by its /64 network, and an IPv4-mapped IPv6 address (::ffff:a.b.c.d, what a
 * dual-stack socket reports for an IPv4 client) by the IPv4 address it carries.
 */
import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that one subscriber line controls; everything above is the network. */
const IPV6_SUBSCRIBER_PREFIX = 64;

export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // turns ::ffff:a.b.c.d into a.b.c.d
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_SUBSCRIBER_PREFIX}`);
  return `${network.toNormalizedString()}/${IPV6_SUBSCRIBER_PREFIX}`;
}
