import ipaddr from 'ipaddr.js';

/** Ranges ipaddr.js 1.9 counts as unicast that are not on the public internet (its subnetMatch skips the other family). */
const ALSO_NON_PUBLIC_V4 = { benchmarking: [ipaddr.IPv4.parseCIDR('198.18.0.0/15')] };
const ALSO_NON_PUBLIC_V6 = {
  'IPv4-compatible': [ipaddr.IPv6.parseCIDR('::/96')],
  'site-local': [ipaddr.IPv6.parseCIDR('fec0::/10')],
};

/**
 * The kind of an IP address that must not receive webhooks unless private networks are allowed (`loopback`,
 * `private`, `linkLocal`, `uniqueLocal`, `unspecified`, `multicast`, `reserved`…), or null for a public unicast
 * address. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as its IPv4 address, and so is a NAT64 one
 * (64:ff9b::/96, what DNS64 answers on IPv6-only networks). Not an address at all: null.
 */
export function nonPublicRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  let parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.range() === 'rfc6052')
    parsed = ipaddr.fromByteArray(parsed.toByteArray().slice(12));
  const range = parsed.range();
  if (range !== 'unicast') return range;
  const extra =
    parsed instanceof ipaddr.IPv4
      ? ipaddr.subnetMatch(parsed, ALSO_NON_PUBLIC_V4)
      : ipaddr.subnetMatch(parsed, ALSO_NON_PUBLIC_V6);
  return extra === 'unicast' ? null : extra;
}

/** `localhost` and its subdomains (RFC 6761): resolvers answer them with a loopback address. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
