import type { Principal, ResellerDeliveryMail } from '@shopforge/contracts';
import type { BillingRouter } from '@shopforge/service-billing/router';
import type { PeerClients } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';

/**
 * What the reseller service asks billing: an invoice (a developer payment) for a stock transfer,
 * and the mail of a delivery to a customer (billing runs buyer mail).
 */
export interface BillingPort {
  invoice(
    principal: Principal,
    input: { title: string; email: string; value: number; currency: string },
  ): Promise<{ uniqid: string; url: string }>;
  queueDeliveryMail(shopId: string, delivery: ResellerDeliveryMail): Promise<{ queued: boolean }>;
}

export function billingOverPeers(peers: PeerClients): BillingPort {
  return {
    invoice: async (principal, input) => {
      const payment = await peerCall(
        peers.client<BillingRouter>('billing').payments.create.mutate(input, { context: { principal } }),
      );
      return { uniqid: payment.uniqid, url: payment.url };
    },
    queueDeliveryMail: (shopId, delivery) =>
      peerCall(
        peers.client<BillingRouter>('billing').buyerEmails.queueResellerDelivery.mutate({
          shop_id: shopId,
          ...delivery,
        }),
      ),
  };
}
