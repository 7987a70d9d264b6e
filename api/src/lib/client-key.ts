import ipaddr from 'ipaddr.js';

/** How much of an IPv6 address one client holds: a home or a phone is given a whole /64. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The key every per-address limit counts a client under (api/README.md, "Rate limits"): an IPv4
 * address as it is; an IPv4-mapped IPv6 address (`::ffff:192.0.2.7`, how a dual-stack listener
 * sees an IPv4 client) as that IPv4 address; any other IPv6 address as its /64, since whoever
 * holds one address of a /64 can use all 2^64 of them. Anything that is not an address (a
 * trusted proxy may forward junk) is its own key, unchanged.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  // `process` turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(
    `${parsed.toNormalizedString()}/${IPV6_CLIENT_PREFIX}`,
  );
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
