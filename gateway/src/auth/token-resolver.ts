import type { Principal } from '@shopforge/contracts';
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
