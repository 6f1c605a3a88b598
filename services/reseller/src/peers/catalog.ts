import type { Principal } from '@shopforge/contracts';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { PeerClients } from '@shopforge/service-kit';
import { appErrorFromCall } from '@shopforge/service-kit/client';

/** Resolves a product reference (id or uniqid) of the caller's shop to its id, or null. */
export interface ProductDirectory {
  resolve(principal: Principal, ref: string): Promise<string | null>;
}

/** The catalog answers, as the caller: another shop's product is simply not found. */
export function catalogProducts(peers: PeerClients): ProductDirectory {
  return {
    resolve: async (principal, ref) => {
      try {
        const product = await peers
          .client<CatalogRouter>('catalog')
          .products.get.query({ id: ref }, { context: { principal } });
        return product.id;
      } catch (error) {
        const appError = appErrorFromCall(error);
        if (appError.code === 'PRODUCT_NOT_FOUND') return null;
        throw appError;
      }
    },
  };
}
