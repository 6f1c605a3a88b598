import { isIP } from 'node:net';
import { classifyAddress, isAllowedAddress, type TargetPolicy } from './address-policy';
import { type Resolver, systemResolver } from './resolve';

export type TargetCheck = { ok: true; addresses: string[] } | { ok: false; reason: string };

/** `[::1]` → `::1`: URL keeps IPv6 literals bracketed. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '');
}

/**
 * Checks where a URL would really go: every address its host resolves to must be allowed
 * (one private answer among public ones is how rebinding attacks start). The reason is a
 * sentence for a 422 detail.
 */
export async function checkTarget(
  url: string,
  policy: TargetPolicy,
  options: { resolver?: Resolver } = {},
): Promise<TargetCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'Must be an absolute http(s) URL.' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { ok: false, reason: 'Must be an absolute http(s) URL.' };
  }
  const host = bareHost(parsed.hostname);
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = (await (options.resolver ?? systemResolver)(host)).map((entry) => entry.address);
    } catch {
      return { ok: false, reason: `The host "${host.slice(0, 253)}" does not resolve.` };
    }
    if (addresses.length === 0)
      return { ok: false, reason: `The host "${host.slice(0, 253)}" does not resolve.` };
  }
  const refused = addresses.find((address) => !isAllowedAddress(address, policy));
  if (refused !== undefined) {
    return {
      ok: false,
      reason: `Resolves to a non-public address (${classifyAddress(refused)}); webhook targets must be reachable on the public internet.`,
    };
  }
  return { ok: true, addresses };
}
