import { BlockList, isIP } from 'node:net';
import { embeddedIPv4, ipv6Groups } from './ipv6';

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved';

/** Which non-public targets a caller accepts; only loopback can ever be allowed (development). */
export type TargetPolicy = { allowLoopback: boolean };

type Subnet = readonly [network: string, prefix: number, family: 'ipv4' | 'ipv6'];

function blockList(subnets: readonly Subnet[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

// Checked in this order, so the narrower classes win over the ranges that contain them
// (169.254.169.254 is link-local too, fd00:ec2::254 unique-local, ::1 inside ::/96).
const CLASSES: ReadonlyArray<readonly [AddressClass, BlockList]> = [
  [
    'metadata',
    blockList([
      ['169.254.169.254', 32, 'ipv4'],
      ['fd00:ec2::254', 128, 'ipv6'], // AWS's IPv6 instance metadata endpoint
    ]),
  ],
  [
    'loopback',
    blockList([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
  ],
  [
    'link-local',
    blockList([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
  ],
  [
    'private',
    blockList([
      ['10.0.0.0', 8, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT: the provider's network, not the internet
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'], // unique local
      ['fec0::', 10, 'ipv6'], // deprecated site-local, still routed inside some networks
      ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64: translated inside the operator's network
    ]),
  ],
  // Not routable on the public internet: "this network", IETF protocol assignments, the
  // documentation and benchmarking ranges, multicast, the old class E, broadcast; in IPv6 the
  // unspecified and deprecated IPv4-compatible block, discard-only, documentation, multicast.
  [
    'reserved',
    blockList([
      ['0.0.0.0', 8, 'ipv4'],
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['224.0.0.0', 4, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'], // includes 255.255.255.255
      ['::', 96, 'ipv6'],
      ['100::', 64, 'ipv6'],
      ['2001:db8::', 32, 'ipv6'],
      ['ff00::', 8, 'ipv6'],
    ]),
  ],
];

/**
 * Classifies one IP literal (brackets and an IPv6 zone are tolerated). IPv6 forms that carry
 * an IPv4 address are classified by that address. Anything that is not an IP literal counts
 * as reserved, so a malformed answer can never pass as public.
 */
export function classifyAddress(ip: string): AddressClass {
  const bare = ip.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return 'reserved';
  if (version === 6) {
    const groups = ipv6Groups(bare);
    const inner = groups && embeddedIPv4(groups);
    if (inner) return classifyAddress(inner);
  }
  const family = version === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of CLASSES) if (list.check(bare, family)) return kind;
  return 'public';
}

/** Public addresses always; loopback only under the development policy; nothing else, ever. */
export function isAllowedAddress(ip: string, policy: TargetPolicy): boolean {
  const kind = classifyAddress(ip);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
}
