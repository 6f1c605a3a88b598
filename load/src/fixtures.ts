import { call } from './http';
import type { LoadPlatform } from './platform';

let shops = 0;

/** What the fixtures need of a platform: the gateway and the operator's clients. */
export type PlatformAccess = Pick<LoadPlatform, 'gatewayUrl' | 'operator' | 'reseller'>;

/** A shop on the enterprise plan (the largest Developer API bucket) and its full-access key. */
export async function newShop(p: PlatformAccess, name = `Load Shop ${++shops}`) {
  const created = await p.operator.operator.createShop.mutate({ name, currency: 'USD', plan: 'enterprise' });
  return { shopId: created.shop.id, key: created.api_key };
}

/** A Developer API call that must succeed; its `data`. */
export async function dev<T>(p: PlatformAccess, key: string, method: string, path: string, body?: unknown) {
  const res = await call(p.gatewayUrl, method, path, { token: key, body });
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return (res.body as { data: T }).data;
}

export interface ResellerSetup {
  shopId: string;
  merchantKey: string;
  productId: string;
  /** Wholesale price of one unit, as the Reseller API shows it (decimal string). */
  unitPrice: string;
  relationshipId: string;
  /** Reseller API keys of the one reseller (its one balance), to spread the per-key bucket. */
  keys: string[];
  serials: string[];
}

/**
 * A merchant with the reseller program on, one SERIALS product holding `serials` codes at a
 * wholesale price of 1.00, and one reseller enrolled on it with `topup` on its balance and
 * `keyCount` API keys.
 */
export async function resellerSetup(
  p: PlatformAccess,
  options: { serials: number; topup: string; keyCount: number; prefix: string },
): Promise<ResellerSetup> {
  const shop = await newShop(p);
  await dev(p, shop.key, 'PATCH', '/dev/v1/reseller-program', {
    is_enabled: true,
    default_wholesale_discount_percent: 50,
  });
  const product = await dev<{ id: string }>(p, shop.key, 'POST', '/dev/v1/products', {
    title: `${options.prefix} key`,
    price: 2,
    type: 'SERIALS',
  });
  const serials = Array.from({ length: options.serials }, (_, i) => `${options.prefix}-${i}`);
  for (let i = 0; i < serials.length; i += 1_000) {
    await dev(p, shop.key, 'POST', `/dev/v1/products/${product.id}/serials`, {
      serials: serials.slice(i, i + 1_000),
    });
  }
  const invited = await dev<{ invitation: { id: string } }>(p, shop.key, 'POST', '/dev/v1/resellers/invite', {
    email: `${options.prefix.toLowerCase()}@example.com`,
    product_access: [{ product_id: product.id }],
  });
  const relationship = await p.reseller.operator.acceptInvitation.mutate({
    invitation_id: invited.invitation.id,
  });
  if (Number(options.topup) > 0) {
    await p.reseller.operator.topup.mutate({ relationship_id: relationship.id, amount: options.topup });
  }
  const keys: string[] = [];
  for (let i = 0; i < options.keyCount; i++) {
    keys.push((await p.reseller.keys.create.mutate({ relationship_id: relationship.id })).api_key);
  }
  const catalog = await call(p.gatewayUrl, 'GET', '/reseller/v1/products', { token: keys[0] });
  const row = (catalog.body as { data: { product_id: string; wholesale_price: string }[] }).data.find(
    (r) => r.product_id === product.id,
  );
  if (!row) throw new Error(`the reseller catalog does not list the product: ${catalog.text.slice(0, 300)}`);
  return {
    shopId: shop.shopId,
    merchantKey: shop.key,
    productId: product.id,
    unitPrice: row.wholesale_price,
    relationshipId: relationship.id,
    keys,
    serials,
  };
}

/** Exact decimal arithmetic on 2-place money strings, in integer cents. */
export const cents = (amount: string | number): number => Math.round(Number(amount) * 100);
