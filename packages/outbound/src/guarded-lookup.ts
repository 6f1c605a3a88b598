import type { LookupAddress, LookupOptions } from 'node:dns';
import { classifyAddress, isAllowedAddress, type TargetPolicy } from './address-policy';
import { type Resolver, systemResolver } from './resolve';

export class BlockedAddressError extends Error {
  readonly code = 'ESSRF_BLOCKED';
  constructor(readonly address: string) {
    super(`blocked: target resolves to a non-public address (${classifyAddress(address)})`);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request` that refuses disallowed addresses at connect time: the check
 * is made on the very addresses the socket will use, so a name that resolved to a public
 * address when the webhook was saved cannot be re-pointed at an internal one later.
 */
export function guardedLookup(policy: TargetPolicy, resolver: Resolver = systemResolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolver(hostname).then(
      (found) => {
        const blocked = found.find((entry) => !isAllowedAddress(entry.address, policy));
        if (blocked) return callback(new BlockedAddressError(blocked.address), '');
        const usable = options.family ? found.filter((entry) => entry.family === options.family) : found;
        const first = usable[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, '');
        }
        if (options.all) return callback(null, usable);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
