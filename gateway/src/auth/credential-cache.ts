import { createHash } from 'node:crypto';
import type { Principal, ResolvedResellerKey, ResolvedToken } from '@shopforge/contracts';
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
  private readonly principals: ExpiringCache<Cached>;

  constructor(options: CredentialCacheOptions) {
    this.principals = new ExpiringCache<Cached>(options, (key, cached) => {
      const shopId = shopOf(cached);
      const keys = this.byShop.get(shopId);
      keys?.delete(key);
      if (keys?.size === 0) this.byShop.delete(shopId);
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
    const cached = this.principals.get(key);
    return cached?.kind === 'principal' ? cached.principal : undefined;
  }

  /** What a reseller key resolved to (allowed or refused), or undefined when the reseller service must be asked. */
  getReseller(key: string): ResolvedResellerKey | undefined {
    const cached = this.principals.get(key);
    return cached?.kind === 'reseller' ? cached.resolved : undefined;
  }

  /** A marker to hand back to `set`: answers resolved across an eviction are dropped. */
  generation(): number {
    return this.principals.generation();
  }

  set(key: string, resolved: ResolvedToken, generation: number): void {
    const { principal } = resolved;
    if (principal === null) return;
    this.store(key, { kind: 'principal', principal }, generation, resolved.expires_at ?? undefined);
  }

  /**
   * A reseller key's answer. Allowed and refused keys are kept (the reseller service signals
   * every change to either, like the oauth service); an invalid key is not, as above.
   */
  setReseller(key: string, resolved: ResolvedResellerKey, generation: number): void {
    if (resolved.outcome === 'invalid') return;
    this.store(key, { kind: 'reseller', resolved }, generation, undefined);
  }

  private store(key: string, cached: Cached, generation: number, notAfterMs: number | undefined): void {
    if (!this.principals.set(key, cached, generation, notAfterMs)) return;
    const shopId = shopOf(cached);
    let keys = this.byShop.get(shopId);
    if (keys === undefined) {
      keys = new Set();
      this.byShop.set(shopId, keys);
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

/** A merchant or app principal (shx_, shpat_), or a reseller key's answer (shxr_): the prefixes never collide. */
type Cached =
  | { kind: 'principal'; principal: Principal }
  | { kind: 'reseller'; resolved: Exclude<ResolvedResellerKey, { outcome: 'invalid' }> };

function shopOf(cached: Cached): string {
  return cached.kind === 'principal' ? cached.principal.shop_id : cached.resolved.principal.shop_id;
}
