import { isIP } from 'node:net';

/**
 * The eight 16-bit groups of an IPv6 literal, whatever its spelling (`::` anywhere, leading
 * zeros, a dotted IPv4 tail), so embedded IPv4 addresses are found however an attacker
 * writes them. Undefined for anything that is not an IPv6 literal.
 */
export function ipv6Groups(ip: string): number[] | undefined {
  if (isIP(ip) !== 6) return undefined;
  let text = ip.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [, head = '', a = '0', b = '0', c = '0', d = '0'] = dotted;
    const high = (Number(a) << 8) | Number(b);
    const low = (Number(c) << 8) | Number(d);
    text = `${head}${high.toString(16)}:${low.toString(16)}`;
  }
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const [left = '', right] = text.split('::');
  if (right === undefined) return parse(left);
  const head = parse(left);
  const tail = parse(right);
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** Dotted IPv4 from two 16-bit groups. */
export function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * The IPv4 address an IPv6 address stands for, when the packets would in fact reach that
 * IPv4 host: IPv4-mapped (`::ffff:0:0/96`, what dual-stack sockets hand out), IPv4-translated
 * (`::ffff:0:0:0/96`), NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`).
 */
export function embeddedIPv4(groups: readonly number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (zeroHead && g4 === 0 && g5 === 0xffff) return ipv4FromGroups(g6, g7);
  if (zeroHead && g4 === 0xffff && g5 === 0) return ipv4FromGroups(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return ipv4FromGroups(g6, g7);
  }
  if (g0 === 0x2002 && g1 !== undefined && g2 !== undefined) return ipv4FromGroups(g1, g2);
  return undefined;
}
