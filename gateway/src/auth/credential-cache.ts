import { createHash } from 'node:crypto';
import type { Principal, ResolvedToken } from '@shopforge/contracts';
import { type Clock, ExpiringCache } from '@shopforge/service-kit';

export interface CredentialCacheOptions {
  /** How long a resolved principal is reused without asking the oauth service; 0 disables. */
  ttlMs: number;
  /** Most principals kept; the oldest go first beyond it. */
  maxEntries: number;
  clock?: Clock | undefined;
}

/**
 * Principals the oauth service resolved, by the SHA-256 of their bearer token (the token itself
 * is never kept). Correctness rests on invalidation, not on the TTL: the oauth service signals
 * every change to what a shop's tokens resolve to, and `evictShop` drops them at once
 * (docs/adr/0005-credential-cache.md). The TTL only bounds the damage of a lost signal.
 *
 * Unknown or refused tokens are not cached: they would let a flood of made-up tokens push the
 * real ones out.
 */
export class CredentialCache {
  private readonly byShop = new Map<string, Set<string>>();
  private readonly principals: ExpiringCache<Principal>;

  constructor(options: CredentialCacheOptions) {
    this.principals = new ExpiringCache<Principal>(options, (key, principal) => {
      const keys = this.byShop.get(principal.shop_id);
      keys?.delete(key);
      if (keys?.size === 0) this.byShop.delete(principal.shop_id);
    });
  }

  get enabled(): boolean {
    return this.principals.enabled;
  }

  get size(): number {
    return this.principals.size;
  }

  static keyOf(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('base64url');
  }

  /** The cached principal, or undefined when the oauth service must be asked. */
  get(key: string): Principal | undefined {
    return this.principals.get(key);
  }

  /** A marker to hand back to `set`: answers resolved across an eviction are dropped. */
  generation(): number {
    return this.principals.generation();
  }

  set(key: string, resolved: ResolvedToken, generation: number): void {
    const { principal } = resolved;
    if (principal === null) return;
    if (!this.principals.set(key, principal, generation, resolved.expires_at ?? undefined)) return;
    let keys = this.byShop.get(principal.shop_id);
    if (keys === undefined) {
      keys = new Set();
      this.byShop.set(principal.shop_id, keys);
    }
    keys.add(key);
  }

  /** Every principal of the shop: its credentials, plan or state changed. */
  evictShop(shopId: string): void {
    this.principals.invalidate(this.byShop.get(shopId) ?? []);
  }

  clear(): void {
    this.principals.clear();
  }
}
