import { type PeerClients, type ShopLookups, shopLookups } from '@shopforge/service-kit';
import type { OauthRouter } from '@shopforge/service-oauth/router';

/** What the themes service asks the oauth service: the shop it renders, by id or storefront address. */
export type ShopsPort = Pick<ShopLookups, 'describe' | 'bySlug'>;

export function shopsOverPeers(peers: PeerClients): ShopsPort {
  return shopLookups(() => peers.client<OauthRouter>('oauth'));
}
