import type { Principal, ResolvedResellerKey } from '@shopforge/contracts';
import type { ServiceClients, UpstreamTimer } from '../upstream/clients';
import { CredentialCache } from './credential-cache';

export type TokenResolver = (
  token: string,
  requestId: string,
  timer?: UpstreamTimer,
) => Promise<Principal | null>;

/** Bearer token → principal: from the cache when it holds one, else from the oauth service. */
export function tokenResolver(clients: ServiceClients, cache: CredentialCache | undefined): TokenResolver {
  if (cache === undefined || !cache.enabled) {
    return async (token, requestId, timer) => (await clients.resolveToken(token, requestId, timer)).principal;
  }
  return async (token, requestId, timer) => {
    const key = CredentialCache.keyOf(token);
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const generation = cache.generation();
    const resolved = await clients.resolveToken(token, requestId, timer);
    cache.set(key, resolved, generation);
    return resolved.principal;
  };
}

export type ResellerKeyResolver = (
  token: string,
  requestId: string,
  timer?: UpstreamTimer,
) => Promise<ResolvedResellerKey>;

/**
 * Reseller key → what it may do: from the cache when it holds the key, else from the reseller
 * service. The reseller service signals every change to a key, an account or a program, and the
 * oauth service a shop's suspension, both by shop (docs/adr/0005-credential-cache.md).
 */
export function resellerKeyResolver(
  clients: ServiceClients,
  cache: CredentialCache | undefined,
): ResellerKeyResolver {
  if (cache === undefined || !cache.enabled)
    return (token, requestId, timer) => clients.resolveResellerKey(token, requestId, timer);
  return async (token, requestId, timer) => {
    const key = CredentialCache.keyOf(token);
    const cached = cache.getReseller(key);
    if (cached !== undefined) return cached;
    const generation = cache.generation();
    const resolved = await clients.resolveResellerKey(token, requestId, timer);
    cache.setReseller(key, resolved, generation);
    return resolved;
  };
}
