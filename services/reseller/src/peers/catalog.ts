import type { Principal, SourceProduct } from '@shopforge/contracts';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import { type PeerClients, resolveProductRef } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type In = inferRouterInputs<CatalogRouter>;
type Out = inferRouterOutputs<CatalogRouter>;

/**
 * What the reseller service asks the catalog. On the Reseller API no merchant principal
 * exists: the shop comes from the reseller's key. Stock steps are keyed by a stable reference
 * (an order line), so the saga can repeat them after a crash without taking stock twice. The saga
 * recovers forward (it finishes an order), so it never hands stock back. A merchant's product
 * references (program access, campaigns) resolve as the merchant.
 */
export interface CatalogPort {
  lookup(shopId: string, refs: readonly string[]): Promise<SourceProduct[]>;
  claimSerials(input: In['stock']['claim']): Promise<Out['stock']['claim']>;
  takeStock(input: In['stock']['take']): Promise<Out['stock']['take']>;
  /** The product's id, or null when the caller's shop has no such product. */
  resolve(principal: Principal, ref: string): Promise<string | null>;
}

export function catalogOverPeers(peers: PeerClients): CatalogPort {
  const catalog = () => peers.client<CatalogRouter>('catalog');
  return {
    lookup: async (shopId, refs) =>
      (await peerCall(catalog().directory.lookup.query({ shop_id: shopId, refs: [...refs] }))).data,
    claimSerials: (input) => peerCall(catalog().stock.claim.mutate(input)),
    takeStock: (input) => peerCall(catalog().stock.take.mutate(input)),
    resolve: (principal, ref) => resolveProductRef(catalog, principal, ref),
  };
}
