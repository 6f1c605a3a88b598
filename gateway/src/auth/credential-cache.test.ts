import type { ResolvedToken } from '@shopforge/contracts';
import { ManualClock } from '@shopforge/service-kit';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { CredentialCache } from './credential-cache';

const SHOP_A = '0190a1b2-0000-7000-8000-00000000000a';
const SHOP_B = '0190a1b2-0000-7000-8000-00000000000b';

const principal = (shopId: string) => testPrincipal(shopId);

const resolved = (shopId: string, expiresAt: number | null = null): ResolvedToken => ({
  principal: principal(shopId),
  expires_at: expiresAt,
});

function cache(options: Partial<{ ttlMs: number; maxEntries: number }> = {}) {
  const clock = new ManualClock(new Date('2026-11-24T12:00:00Z'));
  return { clock, cache: new CredentialCache({ ttlMs: 30_000, maxEntries: 100, clock, ...options }) };
}

describe('credential cache', () => {
  it('keys entries by the token hash, never by the token', () => {
    const key = CredentialCache.keyOf('shx_secret');
    expect(key).not.toContain('secret');
    expect(key).toBe(CredentialCache.keyOf('shx_secret'));
    expect(key).not.toBe(CredentialCache.keyOf('shx_secreT'));
  });

  it('reuses a principal until its TTL, then asks again', () => {
    const { clock, cache: c } = cache();
    c.set('k', resolved(SHOP_A), c.generation());
    expect(c.get('k')).toEqual(principal(SHOP_A));
    clock.advance(29_999);
    expect(c.get('k')).toBeDefined();
    clock.advance(1);
    expect(c.get('k')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('never keeps an OAuth token past its own expiry', () => {
    const { clock, cache: c } = cache();
    c.set('k', resolved(SHOP_A, clock.now().getTime() + 5_000), c.generation());
    clock.advance(4_999);
    expect(c.get('k')).toBeDefined();
    clock.advance(1);
    expect(c.get('k')).toBeUndefined();
    c.set('expired', resolved(SHOP_A, clock.now().getTime()), c.generation());
    expect(c.get('expired')).toBeUndefined();
  });

  it('does not cache tokens that resolve to no principal', () => {
    const { cache: c } = cache();
    c.set('k', { principal: null, expires_at: null }, c.generation());
    expect(c.get('k')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it("evicting a shop drops every one of its principals and no other shop's", () => {
    const { cache: c } = cache();
    c.set('a1', resolved(SHOP_A), c.generation());
    c.set('a2', resolved(SHOP_A), c.generation());
    c.set('b1', resolved(SHOP_B), c.generation());
    c.evictShop(SHOP_A);
    expect(c.get('a1')).toBeUndefined();
    expect(c.get('a2')).toBeUndefined();
    expect(c.get('b1')).toBeDefined();
  });

  it('keeps reseller keys that resolve (allowed or refused), not invalid ones, and evicts them with their shop', () => {
    const { clock, cache: c } = cache();
    const reseller = (shopId: string) => ({ shop_id: shopId, relationship_id: SHOP_B, key_id: SHOP_A });
    c.setReseller('ok', { outcome: 'ok', principal: reseller(SHOP_A) }, c.generation());
    c.setReseller(
      'refused',
      { outcome: 'refused', principal: reseller(SHOP_A), reason: 'suspended' },
      c.generation(),
    );
    c.setReseller('invalid', { outcome: 'invalid' }, c.generation());
    c.setReseller('other', { outcome: 'ok', principal: reseller(SHOP_B) }, c.generation());
    expect(c.getReseller('ok')).toEqual({ outcome: 'ok', principal: reseller(SHOP_A) });
    expect(c.getReseller('refused')).toMatchObject({ outcome: 'refused', reason: 'suspended' });
    expect(c.getReseller('invalid')).toBeUndefined();
    // A reseller key's entry is never read as a merchant principal, nor the other way round.
    expect(c.get('ok')).toBeUndefined();
    c.set('merchant', resolved(SHOP_A), c.generation());
    expect(c.getReseller('merchant')).toBeUndefined();
    c.evictShop(SHOP_A);
    expect([c.getReseller('ok'), c.getReseller('refused'), c.get('merchant')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(c.getReseller('other')).toBeDefined();
    clock.advance(30_000);
    expect(c.getReseller('other')).toBeUndefined();
  });

  it('drops an answer resolved while an eviction happened (it may predate the change)', () => {
    const { cache: c } = cache();
    const generation = c.generation();
    c.evictShop(SHOP_A); // the revocation lands while the oauth service was answering
    c.set('a1', resolved(SHOP_A), generation);
    expect(c.get('a1')).toBeUndefined();
    c.set('a1', resolved(SHOP_A), c.generation());
    expect(c.get('a1')).toBeDefined();
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const { cache: c } = cache({ maxEntries: 2 });
    c.set('1', resolved(SHOP_A), c.generation());
    c.set('2', resolved(SHOP_B), c.generation());
    c.set('3', resolved(SHOP_B), c.generation());
    expect(c.size).toBe(2);
    expect(c.get('1')).toBeUndefined();
    expect(c.get('3')).toBeDefined();
    // The dropped entry left the shop index too: evicting shop A touches nothing else.
    c.evictShop(SHOP_A);
    expect(c.size).toBe(2);
  });

  it('a TTL of 0 turns it off', () => {
    const { cache: c } = cache({ ttlMs: 0 });
    expect(c.enabled).toBe(false);
    c.set('k', resolved(SHOP_A), c.generation());
    expect(c.get('k')).toBeUndefined();
  });

  it('clear forgets everything', () => {
    const { cache: c } = cache();
    c.set('a', resolved(SHOP_A), c.generation());
    c.set('b', resolved(SHOP_B), c.generation());
    c.clear();
    expect(c.size).toBe(0);
  });
});
