import type { PeerClients } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';
import type { WebhookRouter } from '@shopforge/service-webhook/router';

/** Per-payment callbacks live in the webhook service (it signs and delivers them). */
export interface WebhookPort {
  registerCallback(input: { shop_id: string; invoice_uniqid: string; url: string }): Promise<{
    id: string;
    webhook_secret: string;
  }>;
}

export function webhooksOverPeers(peers: PeerClients): WebhookPort {
  return {
    registerCallback: (input) =>
      peerCall(peers.client<WebhookRouter>('webhook').callbacks.register.mutate(input)),
  };
}
