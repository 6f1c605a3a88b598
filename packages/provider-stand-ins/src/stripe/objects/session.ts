import type Stripe from 'stripe';
import type { SessionState } from '../state';
import { STAND_IN_BUYER, address } from './address';

/** What Checkout collected from the buyer: nothing until the session completes. */
function customerDetails(session: SessionState): Stripe.Checkout.Session.CustomerDetails | null {
  if (session.status !== 'complete') return null;
  return {
    address: address(STAND_IN_BUYER.country),
    business_name: null,
    email: session.customerEmail ?? STAND_IN_BUYER.email,
    individual_name: null,
    name: STAND_IN_BUYER.name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}

/** Payment mode may create an invoice after payment; subscription mode always bills with its own. */
const INVOICE_CREATION: Stripe.Checkout.Session.InvoiceCreation = {
  enabled: false,
  invoice_data: {
    account_tax_ids: null,
    custom_fields: null,
    description: null,
    footer: null,
    issuer: null,
    metadata: {},
    rendering_options: null,
  },
};

/**
 * A Checkout Session as the API answers it (fixture `checkout.session`), with the
 * defaults Stripe gives a session created with only line items and URLs. `url` is only set while
 * the session is open, as Stripe's is. In subscription mode the payment belongs to the first
 * invoice, so `payment_intent` stays null and `subscription`, `invoice` and `customer` name it.
 */
export function renderSession(session: SessionState): Stripe.Checkout.Session {
  const complete = session.status === 'complete';
  const subscription = session.mode === 'subscription';
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    client_secret: null,
    collected_information: complete
      ? { business_name: null, individual_name: null, shipping_details: null }
      : null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: session.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: session.customerId,
    customer_account: null,
    customer_creation: subscription ? null : 'if_required',
    customer_details: customerDetails(session),
    customer_email: session.customerEmail,
    discounts: [],
    expires_at: session.expiresAt,
    integration_identifier: null,
    invoice: session.invoiceId,
    invoice_creation: subscription ? null : INVOICE_CREATION,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: { ...session.metadata },
    mode: session.mode,
    origin_context: null,
    payment_intent: subscription ? null : session.paymentIntentId,
    payment_link: null,
    payment_method_collection: subscription ? 'always' : 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: session.status,
    submit_type: null,
    subscription: session.subscriptionId,
    success_url: session.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: session.status === 'open' ? session.url : null,
    wallet_options: null,
  };
}
