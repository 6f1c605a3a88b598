import type { OperatorShop } from '@shopforge/contracts';
import type { PeerClients } from '@shopforge/service-kit';
import { appErrorFromCall } from '@shopforge/service-kit/client';
import type { OauthRouter } from './router';

/**
 * How other services learn about a shop (name, slug, currency, status) from the oauth service
 * that keeps it. One implementation, here, beside the router it calls.
 */
export interface ShopDirectory {
  describe(shopId: string): Promise<OperatorShop>;
  /** The shop of a storefront address, or null. */
  bySlug(slug: string): Promise<OperatorShop | null>;
}

export function shopsOverPeers(peers: PeerClients): ShopDirectory {
  const rethrow = (error: unknown): never => {
    throw appErrorFromCall(error);
  };
  const shop = () => peers.client<OauthRouter>('oauth').shop;
  return {
    describe: (shopId) => shop().describe.query({ shop_id: shopId }).catch(rethrow),
    bySlug: (slug) => shop().bySlug.query({ slug }).catch(rethrow),
  };
}
