import { merchantIdFor } from '../ids';
import type { PayerState } from '../payer';

/** The merchant account behind an app (`payee` on orders and captures, `payer` on refunds). */
export function payeeOf(clientId: string): { email_address: string; merchant_id: string } {
  const merchantId = merchantIdFor(clientId);
  return {
    email_address: `merchant-${merchantId.toLowerCase()}@business.example.com`,
    merchant_id: merchantId,
  };
}

/** The buyer as the order's `payer` shows them. */
export function renderPayer(payer: PayerState) {
  return {
    name: { given_name: payer.givenName, surname: payer.surname },
    email_address: payer.email,
    payer_id: payer.payerId,
    address: { country_code: payer.countryCode },
  };
}

/** The buyer's wallet as `payment_source.paypal` shows it once they approved. */
export function renderWallet(payer: PayerState) {
  return {
    email_address: payer.email,
    account_id: payer.payerId,
    account_status: 'VERIFIED',
    name: { given_name: payer.givenName, surname: payer.surname },
    address: { country_code: payer.countryCode },
  };
}
