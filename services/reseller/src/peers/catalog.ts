import type { SourceProduct } from '@shopforge/contracts';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { PeerClients } from '@shopforge/service-kit';
import { appErrorFromCall } from '@shopforge/service-kit/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type In = inferRouterInputs<CatalogRouter>;
type Out = inferRouterOutputs<CatalogRouter>;

/**
 * What the reseller service asks the catalog on the Reseller API, where no merchant principal
 * exists: the shop comes from the reseller's key. Stock steps are keyed by a stable reference
 * (an order line), so the saga can repeat them after a crash without taking stock twice. The saga
 * recovers forward (it finishes an order), so it never hands stock back.
 */
export interface ResellerCatalog {
  lookup(shopId: string, refs: readonly string[]): Promise<SourceProduct[]>;
  claimSerials(input: In['stock']['claim']): Promise<Out['stock']['claim']>;
  takeStock(input: In['stock']['take']): Promise<Out['stock']['take']>;
}

const asAppError = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    throw appErrorFromCall(error);
  });

export function catalogOverPeers(peers: PeerClients): ResellerCatalog {
  const catalog = () => peers.client<CatalogRouter>('catalog');
  return {
    lookup: async (shopId, refs) =>
      (await asAppError(catalog().directory.lookup.query({ shop_id: shopId, refs: [...refs] }))).data,
    claimSerials: (input) => asAppError(catalog().stock.claim.mutate(input)),
    takeStock: (input) => asAppError(catalog().stock.take.mutate(input)),
  };
}
