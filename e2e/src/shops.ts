import type { Scope } from '@shopforge/contracts';
import type { TestPlatform } from './platform';

let counter = 0;

/** A fresh shop per test keeps tests independent on the shared platform. */
export async function newShop(p: TestPlatform, name = `Test Shop ${++counter}`) {
  const created = await p.operator.operator.createShop.mutate({ name, currency: 'EUR' });
  return { shop: created.shop, fullKey: created.api_key, keyId: created.key_id };
}

export async function newKey(p: TestPlatform, shopId: string, scopes: Scope[]) {
  return p.operator.operator.createKey.mutate({ shop_id: shopId, scopes });
}
