import { clientKey } from '../../src/lib/client-key';

// The key every per-address limit counts a client under (api/README.md, "Rate limits").

it('counts every address of one IPv6 /64 as one client, however it is written', () => {
  const keys = [
    '2001:db8:1:2::1',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
    '2001:0DB8:0001:0002:0:0:0:9',
    'fe80::1%eth0',
  ].map(clientKey);
  expect(keys).toEqual([
    '2001:db8:1:2::/64',
    '2001:db8:1:2::/64',
    '2001:db8:1:2::/64',
    'fe80::/64',
  ]);
  expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
});

it('counts an IPv4 client by its address, written plainly or IPv4-mapped', () => {
  expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
  expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(clientKey('::ffff:192.0.2.8')).toBe('192.0.2.8');
});

it('keeps anything that is not an address as it is', () => {
  expect(clientKey('unknown')).toBe('unknown');
  expect(clientKey('')).toBe('');
});
