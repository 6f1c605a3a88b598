import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';

/** Every address a host name resolves to; injectable so tests can play DNS. */
export type LookupFn = (hostname: string) => Promise<LookupAddress[]>;

// `verbatim` keeps the resolver's order, which is the order the connection will try.
export const systemLookup: LookupFn = (hostname) => lookup(hostname, { all: true, verbatim: true });
