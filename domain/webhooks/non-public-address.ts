import ipaddr from 'ipaddr.js';

/** Ranges ipaddr.js 1.9 counts as unicast that are not on the public internet. */
const ALSO_NON_PUBLIC: [string, string][] = [
  ['198.18.0.0/15', 'benchmarking'],
  ['::/96', 'IPv4-compatible'],
  ['fec0::/10', 'site-local'],
];
const alsoNonPublic = ALSO_NON_PUBLIC.map(([cidr, name]) => ({ subnet: ipaddr.parseCIDR(cidr), name }));

/**
 * The kind of an IP address that must not receive webhooks unless private networks are allowed (`loopback`,
 * `private`, `linkLocal`, `uniqueLocal`, `unspecified`, `multicast`, `reserved`…), or null for a public unicast
 * address. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as its IPv4 address, and so is a NAT64 one
 * (64:ff9b::/96, what DNS64 answers on IPv6-only networks). Not an address at all: null.
 */
export function nonPublicRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  let parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).range() === 'rfc6052') {
    const bytes = parsed.toByteArray().slice(12);
    parsed = ipaddr.fromByteArray(bytes);
  }
  const range = parsed.range();
  if (range !== 'unicast') return range;
  const extra = alsoNonPublic.find(
    ({ subnet }) => subnet[0].kind() === parsed.kind() && parsed.match(subnet[0] as never, subnet[1]),
  );
  return extra?.name ?? null;
}

/** `localhost` and its subdomains (RFC 6761): resolvers answer them with a loopback address. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
