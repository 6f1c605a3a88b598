import type { OperatorShop } from '@shopforge/contracts';
import { peerCall } from '../client';

/**
 * The oauth procedures a shop is read with. A peer client typed with the oauth router has
 * them; that router type is not imported here, as services depend on this package and not the
 * other way round.
 */
export interface ShopLookupClient {
  shop: {
    describe: { query(input: { shop_id: string }): Promise<OperatorShop> };
    bySlug: { query(input: { slug: string }): Promise<OperatorShop | null> };
  };
}

/** What services learn about a shop (name, slug, currency, status) from the oauth service. */
export interface ShopLookups {
  describe(shopId: string): Promise<OperatorShop>;
  /** The shop of a storefront address, or null. */
  bySlug(slug: string): Promise<OperatorShop | null>;
}

export function shopLookups(oauth: () => ShopLookupClient): ShopLookups {
  return {
    describe: (shopId) => peerCall(oauth().shop.describe.query({ shop_id: shopId })),
    bySlug: (slug) => peerCall(oauth().shop.bySlug.query({ slug })),
  };
}
