import type { Principal } from '@shopforge/contracts';

/**
 * The shop as billing acts for it on a buyer's behalf (a payment link being opened, a bought file
 * being downloaded): it may read the shop's products and nothing else. `credentialId` (an id, as
 * the principal header requires) names what the buyer holds: the payment link, or the invoice
 * whose access link was opened, so the catalog's logs tell these reads apart.
 */
export function shopReader(shopId: string, credentialId: string, currency: string): Principal {
  return {
    kind: 'api_key',
    shop_id: shopId,
    shop_status: 'active',
    plan: 'free',
    currency,
    credential_id: credentialId,
    scopes: ['products.read'],
    oauth_client_id: null,
  };
}
