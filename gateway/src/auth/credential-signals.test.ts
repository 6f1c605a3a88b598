import { CREDENTIALS_CHANGED_SIGNAL } from '@shopforge/contracts';
import { busSignalPublisher, InProcessBus } from '@shopforge/events';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { CredentialCache } from './credential-cache';
import { evictOnCredentialChanges } from './credential-signals';

const SHOP_A = '0190a1b2-0000-7000-8000-00000000000a';
const SHOP_B = '0190a1b2-0000-7000-8000-00000000000b';

function cacheWith(...shops: string[]) {
  const cache = new CredentialCache({ ttlMs: 60_000, maxEntries: 10 });
  for (const shop of shops) {
    cache.set(
      shop,
      {
        principal: testPrincipal(shop),
        expires_at: null,
      },
      cache.generation(),
    );
  }
  return cache;
}

describe('credential-change signals', () => {
  it('have evicted the shop when the publisher returns, on the embedded bus', async () => {
    const bus = new InProcessBus({ waitForHandlers: true });
    const cache = cacheWith(SHOP_A, SHOP_B);
    await evictOnCredentialChanges(bus, 'gateway', cache);
    const signals = busSignalPublisher(bus, (error) => {
      throw error;
    });
    await signals.publish({
      type: CREDENTIALS_CHANGED_SIGNAL,
      shopId: SHOP_A,
      data: { shop_id: SHOP_A, reason: 'api_key_revoked' },
    });
    expect(cache.get(SHOP_A)).toBeUndefined();
    expect(cache.get(SHOP_B)).toBeDefined();
    await bus.close();
  });

  it('an unreadable signal clears the whole cache rather than guess', async () => {
    const bus = new InProcessBus({ waitForHandlers: true });
    const cache = cacheWith(SHOP_A, SHOP_B);
    await evictOnCredentialChanges(bus, 'gateway', cache);
    await busSignalPublisher(bus, () => {}).publish({
      type: CREDENTIALS_CHANGED_SIGNAL,
      shopId: SHOP_A,
      data: { shop: 'renamed field' },
    });
    expect(cache.size).toBe(0);
    await bus.close();
  });

  it('a publish that fails is reported, never thrown at the committed change', async () => {
    const bus = new InProcessBus();
    await bus.close();
    const failures: string[] = [];
    await busSignalPublisher(bus, (_error, type) => failures.push(type)).publish({
      type: CREDENTIALS_CHANGED_SIGNAL,
      shopId: SHOP_A,
      data: { shop_id: SHOP_A, reason: 'api_key_revoked' },
    });
    expect(failures).toEqual([CREDENTIALS_CHANGED_SIGNAL]);
  });
});
