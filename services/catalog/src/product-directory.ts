import type { Principal } from '@shopforge/contracts';
import type { CatalogRouter } from './router';
import type { PeerClients } from '@shopforge/service-kit';
import { appErrorFromCall } from '@shopforge/service-kit/client';

/**
 * How other services resolve a product reference (id or uniqid) of the caller's shop to its
 * id, or null (webhook product filters, reseller product access). One implementation, here,
 * beside the router it calls.
 */
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
