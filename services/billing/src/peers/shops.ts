import type { NoticeActor, NoticeAudience, ProviderPaymentMethod } from '@shopforge/contracts';
import type { PeerClients } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';

/** What billing asks the oauth service about a shop: what it can be paid with. */
export interface ShopsPort {
  paymentMethods(shopId: string): Promise<readonly string[]>;
  /** Turns a merchant provider's method on once its account is connected, off when it is not. */
  setProviderMethod(shopId: string, method: ProviderPaymentMethod, enabled: boolean): Promise<void>;
  /** The coins the shop's wallets take now (the CRYPTO method is on while there is any). */
  setNativeCryptoGateways(shopId: string, gateways: readonly string[]): Promise<void>;
  /** The shop's name: the sender name and header of the mail its buyers get. */
  shopName(shopId: string): Promise<string>;
  /** Who is told of a change to the shop's money settings (its owners and admins), and how the actor is named. */
  noticeAudience(shopId: string, actor: NoticeActor): Promise<NoticeAudience>;
}

export function shopsOverPeers(peers: PeerClients): ShopsPort {
  return {
    paymentMethods: async (shopId) =>
      (await peerCall(peers.client<OauthRouter>('oauth').shop.paymentMethods.query({ shop_id: shopId })))
        .payment_methods,
    setProviderMethod: async (shopId, method, enabled) => {
      await peerCall(
        peers
          .client<OauthRouter>('oauth')
          .shop.setProviderPaymentMethod.mutate({ shop_id: shopId, method, enabled }),
      );
    },
    shopName: async (shopId) =>
      (await peerCall(peers.client<OauthRouter>('oauth').shop.describe.query({ shop_id: shopId }))).name,
    noticeAudience: (shopId, actor) =>
      peerCall(peers.client<OauthRouter>('oauth').securityNotices.audience.query({ shop_id: shopId, actor })),
    setNativeCryptoGateways: async (shopId, gateways) => {
      await peerCall(
        peers
          .client<OauthRouter>('oauth')
          .shop.setNativeCryptoGateways.mutate({ shop_id: shopId, gateways: [...gateways] }),
      );
    },
  };
}
