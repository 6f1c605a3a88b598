import type { MailBranding } from '@shopforge/contracts';
import type { PeerClients } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';
import type { ThemesRouter } from '@shopforge/service-themes/router';

/** What billing asks the themes service: the shop's look, for the mail its buyers get. */
export interface ThemesPort {
  mailBranding(shopId: string): Promise<MailBranding>;
}

export function themesOverPeers(peers: PeerClients): ThemesPort {
  return {
    mailBranding: (shopId) =>
      peerCall(peers.client<ThemesRouter>('themes').store.mailBranding.query({ shop_id: shopId })),
  };
}
