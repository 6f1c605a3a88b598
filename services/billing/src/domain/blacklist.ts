import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { BlacklistType } from '@shopforge/contracts';

/*
 * Blacklist matching (docs/blacklist.md), pure: what an entry's value normalises to, and
 * whether a buyer matches one. The database stores `matchKey`, so exact kinds (email, domain,
 * country, fingerprint hash) are found by index; IP entries may be ranges and are tested here.
 */

export type Normalised = { ok: true; matchKey: string; display: string } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
const DOMAIN = /^\*?@([^\s@]+\.[^\s@]+)$/;

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, as Node reports IPv4 peers on a dual stack). */
export function plainIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped?.[1] ?? lower;
}

export function fingerprintHash(fingerprint: string): string {
  return createHash('sha256').update(fingerprint.trim()).digest('hex');
}

function normaliseIp(value: string): Normalised {
  const [address = '', prefix, extra] = value.split('/');
  const ip = plainIp(address);
  const family = isIP(ip);
  if (family === 0 || extra !== undefined)
    return { ok: false, message: 'Must be an IP address or a CIDR range.' };
  if (prefix === undefined) return { ok: true, matchKey: ip, display: ip };
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > max) {
    return { ok: false, message: `The range's prefix must be 0 to ${max}.` };
  }
  return { ok: true, matchKey: `${ip}/${bits}`, display: `${ip}/${bits}` };
}

export function normaliseBlacklistData(type: BlacklistType, raw: string): Normalised {
  const value = raw.trim();
  switch (type) {
    case 'EMAIL': {
      const lower = value.toLowerCase();
      const domain = DOMAIN.exec(lower);
      if (domain) return { ok: true, matchKey: `@${domain[1]}`, display: `@${domain[1]}` };
      if (EMAIL.test(lower)) return { ok: true, matchKey: lower, display: lower };
      return { ok: false, message: 'Must be an email address, or @domain for a whole domain.' };
    }
    case 'IP':
      return normaliseIp(value);
    case 'COUNTRY': {
      if (!/^[A-Za-z]{2}$/.test(value)) {
        return { ok: false, message: 'Must be an ISO 3166-1 alpha-2 code such as US.' };
      }
      return { ok: true, matchKey: value.toUpperCase(), display: value.toUpperCase() };
    }
    case 'FINGERPRINT':
      return { ok: true, matchKey: fingerprintHash(value), display: `…${value.slice(-4)}` };
  }
}

/** What is known of a buyer at the moment they order or pay. */
export interface Buyer {
  email: string | null;
  ip: string | null;
  country: string | null;
  fingerprint: string | null;
}

/** The exact keys a buyer can match, per type (IP ranges are checked by `ipMatches`). */
export function buyerKeys(buyer: Buyer): Record<Exclude<BlacklistType, 'IP'>, string[]> {
  const email = buyer.email?.trim().toLowerCase() ?? '';
  const domain = email.includes('@') ? email.slice(email.lastIndexOf('@')) : null;
  return {
    EMAIL: email ? [email, ...(domain ? [domain] : [])] : [],
    COUNTRY: buyer.country ? [buyer.country.trim().toUpperCase()] : [],
    FINGERPRINT: buyer.fingerprint ? [fingerprintHash(buyer.fingerprint)] : [],
  };
}

/** True when `ip` is the entry's address or inside its range. Garbage never matches. */
export function ipMatches(matchKey: string, ip: string): boolean {
  const candidate = plainIp(ip);
  const family = isIP(candidate);
  if (family === 0) return false;
  const [address = '', prefix] = matchKey.split('/');
  const entryFamily = isIP(address);
  if (entryFamily === 0) return false;
  const list = new BlockList();
  const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
  return list.check(candidate, family === 4 ? 'ipv4' : 'ipv6');
}

export interface EntryLike {
  type: string;
  matchKey: string;
}

/** The first entry that matches the buyer, or null. */
export function matchingEntry<T extends EntryLike>(entries: readonly T[], buyer: Buyer): T | null {
  const keys = buyerKeys(buyer);
  for (const entry of entries) {
    if (entry.type === 'IP') {
      if (buyer.ip && ipMatches(entry.matchKey, buyer.ip)) return entry;
      continue;
    }
    const wanted = keys[entry.type as keyof typeof keys] ?? [];
    if (wanted.includes(entry.matchKey)) return entry;
  }
  return null;
}
