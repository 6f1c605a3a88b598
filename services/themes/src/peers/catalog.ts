import type { StorefrontGroup, StorefrontProduct } from '@shopforge/contracts';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { PeerClients } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';

/** What a storefront lists, from the catalog: its products and its product groups. */
export interface CatalogPort {
  products(shopId: string, limit: number): Promise<StorefrontProduct[]>;
  groups(shopId: string, limit: number): Promise<StorefrontGroup[]>;
}

export function catalogOverPeers(peers: PeerClients): CatalogPort {
  const catalog = () => peers.client<CatalogRouter>('catalog');
  return {
    products: async (shopId, limit) =>
      (await peerCall(catalog().storefront.products.query({ shop_id: shopId, limit }))).products,
    groups: async (shopId, limit) =>
      (await peerCall(catalog().storefront.groups.query({ shop_id: shopId, limit }))).groups,
  };
}
