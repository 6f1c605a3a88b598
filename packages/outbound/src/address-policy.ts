import { BlockList, isIP } from 'node:net';

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved';

/** Which non-public targets a caller accepts; only loopback can ever be allowed (development). */
export interface TargetPolicy {
  allowLoopback: boolean;
}

function list(entries: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']>): BlockList {
  const blocks = new BlockList();
  for (const [network, prefix, family] of entries) blocks.addSubnet(network, prefix, family);
  return blocks;
}

const METADATA = list([
  ['169.254.169.254', 32, 'ipv4'],
  ['fd00:ec2::254', 128, 'ipv6'],
]);
const LOOPBACK = list([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const LINK_LOCAL = list([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);
const PRIVATE = list([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['fc00::', 7, 'ipv6'], // unique local
]);
// Not routable on the public internet: "this network", IETF protocol assignments, the
// documentation and benchmarking ranges, multicast, the old class E, broadcast.
const RESERVED = list([
  ['0.0.0.0', 8, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['100::', 64, 'ipv6'],
]);

/** An IPv4 address hidden in an IPv6 form (IPv4-mapped `::ffff:a.b.c.d` or NAT64 `64:ff9b::/96`). */
function embeddedIPv4(ip: string): string | undefined {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return undefined;
}

/** Classifies one IP literal; anything that is not a valid address counts as reserved. */
export function classifyAddress(ip: string): AddressClass {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return 'reserved';
  if (version === 6) {
    const inner = embeddedIPv4(bare);
    if (inner) return classifyAddress(inner);
  }
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (METADATA.check(bare, family)) return 'metadata';
  if (LOOPBACK.check(bare, family)) return 'loopback';
  if (LINK_LOCAL.check(bare, family)) return 'link-local';
  if (PRIVATE.check(bare, family)) return 'private';
  if (RESERVED.check(bare, family)) return 'reserved';
  return 'public';
}

export function isAllowedAddress(ip: string, policy: TargetPolicy): boolean {
  const kind = classifyAddress(ip);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
}
