import { describe, expect, it } from 'vitest';
import { type AddressClass, classifyAddress, isAllowedAddress } from './address-policy';

type Row = { rule: string; ip: string; kind: AddressClass };

const ipv4: Row[] = [
  { rule: '0.0.0.0/8 "this network"', ip: '0.0.0.0', kind: 'reserved' },
  { rule: '0.0.0.0/8 "this network"', ip: '0.255.255.255', kind: 'reserved' },
  { rule: '10/8 private', ip: '10.0.0.1', kind: 'private' },
  { rule: '10/8 private', ip: '10.255.255.255', kind: 'private' },
  { rule: '100.64/10 carrier-grade NAT', ip: '100.64.0.1', kind: 'private' },
  { rule: '100.64/10 carrier-grade NAT', ip: '100.127.255.255', kind: 'private' },
  { rule: '127/8 loopback', ip: '127.0.0.1', kind: 'loopback' },
  { rule: '127/8 loopback', ip: '127.255.0.9', kind: 'loopback' },
  { rule: '169.254/16 link-local', ip: '169.254.1.1', kind: 'link-local' },
  { rule: '169.254/16 link-local', ip: '169.254.255.255', kind: 'link-local' },
  { rule: 'cloud metadata 169.254.169.254', ip: '169.254.169.254', kind: 'metadata' },
  { rule: '172.16/12 private', ip: '172.16.0.0', kind: 'private' },
  { rule: '172.16/12 private', ip: '172.31.255.255', kind: 'private' },
  { rule: '192.0.0/24 IETF assignments', ip: '192.0.0.8', kind: 'reserved' },
  { rule: '192.0.2/24 documentation', ip: '192.0.2.1', kind: 'reserved' },
  { rule: '192.168/16 private', ip: '192.168.1.10', kind: 'private' },
  { rule: '198.18/15 benchmarking', ip: '198.18.0.1', kind: 'reserved' },
  { rule: '198.18/15 benchmarking', ip: '198.19.255.255', kind: 'reserved' },
  { rule: '198.51.100/24 documentation', ip: '198.51.100.7', kind: 'reserved' },
  { rule: '203.0.113/24 documentation', ip: '203.0.113.9', kind: 'reserved' },
  { rule: '224/4 multicast', ip: '224.0.0.1', kind: 'reserved' },
  { rule: '224/4 multicast', ip: '239.255.255.255', kind: 'reserved' },
  { rule: '240/4 class E', ip: '240.0.0.1', kind: 'reserved' },
  { rule: '255.255.255.255 broadcast', ip: '255.255.255.255', kind: 'reserved' },
];

const ipv4Boundaries: Row[] = [
  { rule: 'just below 10/8', ip: '9.255.255.255', kind: 'public' },
  { rule: 'just above 10/8', ip: '11.0.0.0', kind: 'public' },
  { rule: 'just below 100.64/10', ip: '100.63.255.255', kind: 'public' },
  { rule: 'just above 100.64/10', ip: '100.128.0.0', kind: 'public' },
  { rule: 'just below 172.16/12', ip: '172.15.255.255', kind: 'public' },
  { rule: 'just above 172.16/12', ip: '172.32.0.0', kind: 'public' },
  { rule: 'just above 198.18/15', ip: '198.20.0.0', kind: 'public' },
  { rule: 'just below 224/4', ip: '223.255.255.255', kind: 'public' },
  { rule: 'a public resolver', ip: '8.8.8.8', kind: 'public' },
  { rule: 'a public web server', ip: '93.184.216.34', kind: 'public' },
];

const ipv6: Row[] = [
  { rule: ':: unspecified', ip: '::', kind: 'reserved' },
  { rule: '::1 loopback', ip: '::1', kind: 'loopback' },
  { rule: '::1 loopback, spelled out', ip: '0:0:0:0:0:0:0:1', kind: 'loopback' },
  { rule: '::1 loopback, bracketed', ip: '[::1]', kind: 'loopback' },
  { rule: 'fc00::/7 unique local', ip: 'fc00::1', kind: 'private' },
  { rule: 'fc00::/7 unique local', ip: 'fd12:3456::1', kind: 'private' },
  { rule: 'fe80::/10 link-local', ip: 'fe80::1', kind: 'link-local' },
  { rule: 'fe80::/10 link-local, with a zone', ip: 'fe80::1%eth0', kind: 'link-local' },
  { rule: 'fe80::/10 link-local', ip: 'febf:ffff::1', kind: 'link-local' },
  { rule: 'ff00::/8 multicast', ip: 'ff02::1', kind: 'reserved' },
  { rule: '2001:db8::/32 documentation', ip: '2001:db8::1', kind: 'reserved' },
  { rule: 'AWS IPv6 metadata fd00:ec2::254', ip: 'fd00:ec2::254', kind: 'metadata' },
  { rule: 'a public IPv6 address', ip: '2606:4700:4700::1111', kind: 'public' },
];

const embedded: Row[] = [
  { rule: 'IPv4-mapped loopback', ip: '::ffff:127.0.0.1', kind: 'loopback' },
  { rule: 'IPv4-mapped loopback in hex', ip: '::ffff:7f00:1', kind: 'loopback' },
  { rule: 'IPv4-mapped loopback spelled out', ip: '0:0:0:0:0:ffff:7f00:0001', kind: 'loopback' },
  { rule: 'IPv4-mapped metadata', ip: '::ffff:169.254.169.254', kind: 'metadata' },
  { rule: 'IPv4-mapped private', ip: '::ffff:10.0.0.1', kind: 'private' },
  { rule: 'IPv4-mapped public', ip: '::ffff:8.8.8.8', kind: 'public' },
  { rule: 'NAT64 private', ip: '64:ff9b::10.0.0.1', kind: 'private' },
  { rule: 'NAT64 metadata in hex', ip: '64:ff9b::a9fe:a9fe', kind: 'metadata' },
  { rule: 'NAT64 "this network" (compressed tail)', ip: '64:ff9b::1', kind: 'reserved' },
  { rule: 'NAT64 public', ip: '64:ff9b::8.8.8.8', kind: 'public' },
  { rule: 'IPv4-translated loopback', ip: '::ffff:0:127.0.0.1', kind: 'loopback' },
  { rule: '6to4 of a private address', ip: '2002:c0a8:0101::1', kind: 'private' },
  { rule: 'deprecated IPv4-compatible form', ip: '::127.0.0.1', kind: 'reserved' },
];

describe('classifyAddress', () => {
  it.each(ipv4)('IPv4 $rule: $ip is $kind', ({ ip, kind }) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each(ipv4Boundaries)('IPv4 $rule: $ip is $kind', ({ ip, kind }) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each(ipv6)('IPv6 $rule: $ip is $kind', ({ ip, kind }) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each(embedded)('classifies an IPv6 form by its embedded IPv4 ($rule: $ip is $kind)', ({ ip, kind }) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each(['not-an-ip', '', '256.1.1.1', 'localhost', '1.2.3'])(
    'counts %j, which is not an IP literal, as reserved',
    (value) => {
      expect(classifyAddress(value)).toBe('reserved');
    },
  );
});

describe('isAllowedAddress', () => {
  const strict = { allowLoopback: false };
  const dev = { allowLoopback: true };

  it('always allows a public address', () => {
    expect(isAllowedAddress('8.8.8.8', strict)).toBe(true);
    expect(isAllowedAddress('2606:4700:4700::1111', strict)).toBe(true);
  });

  it('allows loopback only under allowLoopback', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(isAllowedAddress(ip, strict)).toBe(false);
      expect(isAllowedAddress(ip, dev)).toBe(true);
    }
  });

  it('never allows private, link-local, metadata or reserved addresses, even under allowLoopback', () => {
    for (const ip of [
      '10.0.0.1',
      '100.64.0.1',
      'fe80::1',
      '169.254.169.254',
      'fd00:ec2::254',
      '0.0.0.0',
      '::',
    ]) {
      expect(isAllowedAddress(ip, dev)).toBe(false);
    }
  });
});
