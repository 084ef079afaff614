import { isLocalhostName, nonPublicRange } from '../../../domain/webhooks/non-public-address';

/** Which addresses a webhook may not reach when private networks are not allowed. */
it.each([
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['169.254.169.254', 'linkLocal'],
  ['0.0.0.0', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['198.18.0.1', 'benchmarking'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  ['fe80::1', 'linkLocal'],
  ['ff02::1', 'multicast'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:a01:203', 'private'],
  ['::ffff:169.254.169.254', 'linkLocal'],
  ['64:ff9b::a9fe:a9fe', 'linkLocal'],
  ['::7f00:1', 'IPv4-compatible'],
  ['2002:7f00:1::1', '6to4'],
  ['2001:db8::1', 'reserved'],
])('refuses %s (%s)', (address, range) => {
  expect(nonPublicRange(address)).toBe(range);
});

it.each([
  '8.8.8.8',
  '93.184.216.34',
  '172.32.0.1',
  '192.169.0.1',
  '2606:4700:4700::1111',
  '64:ff9b::808:808',
])('allows the public address %s', (address) => {
  expect(nonPublicRange(address)).toBeNull();
});

it('knows localhost and its subdomains, not names that merely contain it', () => {
  expect(['localhost', 'LOCALHOST.', 'hooks.localhost'].map(isLocalhostName)).toEqual([true, true, true]);
  expect(['localhost.example', 'mylocalhost', 'example.com'].map(isLocalhostName)).toEqual([
    false,
    false,
    false,
  ]);
});
