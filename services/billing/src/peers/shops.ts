import type { PeerClients } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';

/** What billing asks the oauth service about a shop: what it can be paid with. */
export interface ShopsPort {
  paymentMethods(shopId: string): Promise<readonly string[]>;
}

export function shopsOverPeers(peers: PeerClients): ShopsPort {
  return {
    paymentMethods: async (shopId) =>
      (await peerCall(peers.client<OauthRouter>('oauth').shop.paymentMethods.query({ shop_id: shopId })))
        .payment_methods,
  };
}
