import type { StorefrontProduct } from '@shopforge/contracts';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { PeerClients } from '@shopforge/service-kit';
import { appErrorFromCall } from '@shopforge/service-kit/client';

/** The products a storefront lists, from the catalog. */
export interface StorefrontCatalog {
  products(shopId: string, limit: number): Promise<StorefrontProduct[]>;
}

export function catalogOverPeers(peers: PeerClients): StorefrontCatalog {
  return {
    products: async (shopId, limit) => {
      try {
        const answer = await peers
          .client<CatalogRouter>('catalog')
          .storefront.products.query({ shop_id: shopId, limit });
        return answer.products;
      } catch (error) {
        throw appErrorFromCall(error);
      }
    },
  };
}
