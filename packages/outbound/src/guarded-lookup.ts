import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { type AddressClass, classifyAddress, isAllowedAddress, type TargetPolicy } from './address-policy';
import { type LookupFn, systemLookup } from './lookup';

/** The connection was refused before it was opened; the message names the class, never the address. */
export class BlockedAddressError extends Error {
  readonly code = 'ESSRF_BLOCKED';
  readonly address: string;
  readonly addressClass: AddressClass;

  constructor(address: string) {
    const addressClass = classifyAddress(address);
    super(`blocked: target resolves to a non-public address (${addressClass})`);
    this.name = 'BlockedAddressError';
    this.address = address;
    this.addressClass = addressClass;
  }
}

function familyNumber(family: LookupOptions['family']): number {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family ?? 0;
}

function notFound(hostname: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  error.code = 'ENOTFOUND';
  return error;
}

/**
 * A `lookup` for `http.request` / `net.connect`: the socket connects only to addresses this
 * function hands back, so checking them here closes the DNS-rebinding window between an
 * earlier `checkTarget` and the connection. Any disallowed answer blocks the whole name, as
 * `checkTarget` does. Node asks for `{ all: true }` when it races address families
 * (autoSelectFamily, on by default in Node 20) and for one address otherwise; both forms are
 * answered as asked.
 */
export function guardedLookup(policy: TargetPolicy, lookup: LookupFn = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname).then(
      (found: LookupAddress[]) => {
        const blocked = found.find((entry) => !isAllowedAddress(entry.address, policy));
        if (blocked) return callback(new BlockedAddressError(blocked.address), '');
        const family = familyNumber(options.family);
        const usable = family === 0 ? found : found.filter((entry) => entry.family === family);
        const first = usable[0];
        if (!first) return callback(notFound(hostname), '');
        if (options.all) return callback(null, usable);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
