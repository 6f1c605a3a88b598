import { isIP } from 'node:net';
import { classifyAddress, isAllowedAddress, type TargetPolicy } from './address-policy';
import { type LookupFn, systemLookup } from './lookup';
import { parseTarget } from './parse-target';

export type TargetCheck = { ok: true; addresses: string[] } | { ok: false; reason: string };

const MAX_ECHOED_HOST = 253;

/**
 * Checks where a URL would really go: every address its host resolves to must be allowed,
 * because one private answer among public ones is how rebinding attacks start. Passing here
 * is not enough on its own (DNS can change before delivery); `postRaw` checks again at
 * connect time. The reason is an English sentence fit for a 422 detail on the URL field.
 */
export async function checkTarget(
  url: string,
  policy: TargetPolicy,
  opts: { lookup?: LookupFn } = {},
): Promise<TargetCheck> {
  const parsed = parseTarget(url);
  if (!parsed.ok) return parsed;
  const { host } = parsed;
  const shown = host.slice(0, MAX_ECHOED_HOST);
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = (await (opts.lookup ?? systemLookup)(host)).map((entry) => entry.address);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, reason: `The host "${shown}" does not resolve.` };
  }
  const refused = addresses.find((address) => !isAllowedAddress(address, policy));
  if (refused !== undefined) {
    return {
      ok: false,
      reason: `The host "${shown}" resolves to a non-public address (${classifyAddress(refused)}); the URL must be reachable on the public internet.`,
    };
  }
  return { ok: true, addresses };
}
