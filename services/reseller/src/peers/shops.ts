import type { OperatorShop } from '@shopforge/contracts';
import type { PeerClients } from '@shopforge/service-kit';
import { appErrorFromCall } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';

/** The shop a reseller belongs to (name, slug, currency, status), as the oauth service keeps it. */
export interface ShopDirectory {
  describe(shopId: string): Promise<OperatorShop>;
}

export function shopsOverPeers(peers: PeerClients): ShopDirectory {
  return {
    describe: (shopId) =>
      peers
        .client<OauthRouter>('oauth')
        .shop.describe.query({ shop_id: shopId })
        .catch((error: unknown) => {
          throw appErrorFromCall(error);
        }),
  };
}
