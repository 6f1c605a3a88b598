import { type PeerClients, type ShopLookups, shopLookups } from '@shopforge/service-kit';
import type { OauthRouter } from '@shopforge/service-oauth/router';

/** What the reseller service asks the oauth service about a shop: the shop behind a key or invitation. */
export type ShopsPort = Pick<ShopLookups, 'describe'>;

export function shopsOverPeers(peers: PeerClients): ShopsPort {
  return shopLookups(() => peers.client<OauthRouter>('oauth'));
}
