import type Stripe from 'stripe';
import type { PaymentState } from '../state';

/** Stripe's test card 4242…, as the fixture `charge` shows it. */
function card(): Stripe.Charge.PaymentMethodDetails.Card {
  return {
    amount_authorized: null,
    authorization_code: null,
    brand: 'visa',
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    electronic_commerce_indicator: null,
    exp_month: 8,
    exp_year: 2030,
    fingerprint: 'AOB934RVNwzk6xtn',
    funding: 'credit',
    installments: null,
    last4: '4242',
    mandate: null,
    network: 'visa',
    network_token: { used: false },
    network_transaction_id: null,
    regulated_status: 'unregulated',
    three_d_secure: null,
    transaction_link_id: null,
    wallet: null,
  };
}

/** A delayed method: an ACH debit settles days after Checkout completes. */
function usBankAccount(): Stripe.Charge.PaymentMethodDetails.UsBankAccount {
  return {
    account_holder_type: 'individual',
    account_type: 'checking',
    bank_name: 'STRIPE TEST BANK',
    fingerprint: 'FFDMA0xfhBjWSZLu',
    last4: '6789',
    payment_reference: null,
    routing_number: '110000000',
  };
}

export function paymentMethodDetails(payment: PaymentState): Stripe.Charge.PaymentMethodDetails {
  return payment.method === 'card'
    ? { type: 'card', card: card() }
    : { type: 'us_bank_account', us_bank_account: usBankAccount() };
}
