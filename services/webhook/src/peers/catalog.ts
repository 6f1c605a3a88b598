import type { Principal } from '@shopforge/contracts';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import { type PeerClients, resolveProductRef } from '@shopforge/service-kit';

/** What the webhook service asks the catalog: the product a product-level webhook filters on. */
export interface CatalogPort {
  /** The product's id, or null when the caller's shop has no such product. */
  resolve(principal: Principal, ref: string): Promise<string | null>;
}

export function catalogOverPeers(peers: PeerClients): CatalogPort {
  const catalog = () => peers.client<CatalogRouter>('catalog');
  return { resolve: (principal, ref) => resolveProductRef(catalog, principal, ref) };
}
