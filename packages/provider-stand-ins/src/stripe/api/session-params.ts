import { invalidParam, missingParam, noSuchParamObject } from '../api-error';
import type { FormParams, FormValue } from '../form-params';
import { formatMoney } from '../money';
import type { LineItemState } from '../state';
import {
  badRequest,
  metadata,
  optionalArray,
  optionalHash,
  optionalInteger,
  optionalString,
  optionalUrl,
  requiredInteger,
  requiredString,
} from './params';
import { recurring, sharedRecurring } from './recurring-params';

type Mode = 'payment' | 'subscription';

export interface NewSession {
  mode: Mode;
  currency: string;
  lineItems: LineItemState[];
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  expiresAt: number;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Stripe's minimum charge in the currencies a shop here is likely to use (stripe.com/docs/currencies#minimum-and-maximum-charge-amounts). */
const MINIMUM_CHARGE: Readonly<Record<string, number>> = {
  usd: 50,
  eur: 50,
  gbp: 30,
  cad: 50,
  aud: 50,
  jpy: 50,
};

/** A recurring price in payment mode, or a one-time one in subscription mode, is refused. */
function billingPeriod(priceData: FormParams, at: string, mode: Mode): Pick<LineItemState, 'recurring'> {
  if (mode === 'subscription') return { recurring: recurring(priceData.recurring, at) };
  if (optionalHash(priceData.recurring, `${at}[price_data][recurring]`))
    throw badRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      `${at}[price_data][recurring]`,
    );
  return {};
}

function lineItem(value: FormValue, index: number, mode: Mode): LineItemState & { currency: string } {
  const at = `line_items[${index}]`;
  const item = optionalHash(value, at) ?? {};
  // The stand-in keeps no Price or Product objects: only inline price_data works.
  const price = optionalString(item.price, `${at}[price]`);
  if (price !== undefined) throw noSuchParamObject('price', price, `${at}[price]`);
  const priceData = optionalHash(item.price_data, `${at}[price_data]`);
  if (!priceData) throw badRequest(`You must specify either \`price\` or \`price_data\` in ${at}.`, at);
  const currency = requiredString(priceData.currency, `${at}[price_data][currency]`).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency))
    throw invalidParam(`${at}[price_data][currency]`, `Invalid currency: ${currency}.`);
  const product = optionalString(priceData.product, `${at}[price_data][product]`);
  if (product !== undefined) throw noSuchParamObject('product', product, `${at}[price_data][product]`);
  const productData = optionalHash(priceData.product_data, `${at}[price_data][product_data]`) ?? {};
  return {
    currency,
    name: requiredString(productData.name, `${at}[price_data][product_data][name]`),
    unitAmount: requiredInteger(priceData.unit_amount, `${at}[price_data][unit_amount]`, 0),
    quantity: requiredInteger(item.quantity, `${at}[quantity]`, 1),
    ...billingPeriod(priceData, at, mode),
  };
}

function lineItems(params: FormParams, mode: Mode): { currency: string; items: LineItemState[] } {
  const values = optionalArray(params.line_items, 'line_items') ?? [];
  if (values.length === 0) throw missingParam('line_items');
  const parsed = values.map((value, index) => lineItem(value, index, mode));
  if (mode === 'subscription') sharedRecurring(parsed.flatMap((item) => item.recurring ?? []));
  const currency = parsed[0]?.currency ?? '';
  if (parsed.some((item) => item.currency !== currency))
    throw badRequest('All line items must use the same currency.', 'line_items');
  return { currency, items: parsed.map(({ currency: _, ...item }) => item) };
}

function expiresAt(params: FormParams, now: number): number {
  const at = optionalInteger(params.expires_at, 'expires_at', 0);
  if (at === undefined) return now + DAY;
  if (at > now + DAY)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  if (at < now + 30 * MINUTE)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  return at;
}

function mode(params: FormParams): Mode {
  const value = optionalString(params.mode, 'mode');
  if (value === undefined) throw missingParam('mode');
  if (value === 'setup')
    throw invalidParam('mode', 'The Stripe stand-in covers modes `payment` and `subscription`, not `setup`.');
  if (value !== 'payment' && value !== 'subscription')
    throw invalidParam('mode', `Invalid mode: must be one of payment, setup, or subscription`);
  return value;
}

/** Each mode's own data hash; Stripe refuses the other mode's, naming it. */
function modeData(params: FormParams, mode: Mode): { paymentIntent: FormParams; subscription: FormParams } {
  const paymentIntent = optionalHash(params.payment_intent_data, 'payment_intent_data') ?? {};
  const subscription = optionalHash(params.subscription_data, 'subscription_data') ?? {};
  const [foreign, param] =
    mode === 'payment' ? [subscription, 'subscription_data'] : [paymentIntent, 'payment_intent_data'];
  if (Object.keys(foreign).length > 0)
    throw badRequest(`You can not pass \`${param}\` in \`${mode}\` mode.`, param);
  return { paymentIntent, subscription };
}

function customerEmail(params: FormParams): string | null {
  const email = optionalString(params.customer_email, 'customer_email');
  if (email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw invalidParam('customer_email', `Invalid email address: ${email}`, 'email_invalid');
  return email ?? null;
}

/**
 * `POST /v1/checkout/sessions` params for mode `payment` or `subscription` (every price recurring,
 * with one billing period) with inline `price_data`, refused as
 * Stripe refuses them. Params the stand-in does not model (locale, payment_method_types, …) are
 * accepted and ignored; `requests` still shows them.
 */
export function parseNewSession(params: FormParams, now: number): NewSession {
  const sessionMode = mode(params);
  const successUrl = optionalUrl(params.success_url, 'success_url');
  if (successUrl === undefined) throw missingParam('success_url');
  const { currency, items } = lineItems(params, sessionMode);
  const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const minimum = MINIMUM_CHARGE[currency];
  if (minimum !== undefined && total < minimum)
    throw badRequest(
      `The Checkout Session's total amount due must add up to at least ${formatMoney(minimum, currency)} ${currency}`,
    );
  const clientReferenceId = optionalString(params.client_reference_id, 'client_reference_id');
  if (clientReferenceId !== undefined && clientReferenceId.length > 200)
    throw invalidParam('client_reference_id', 'client_reference_id can be at most 200 characters long.');
  const data = modeData(params, sessionMode);
  return {
    mode: sessionMode,
    currency,
    lineItems: items,
    successUrl,
    cancelUrl: optionalUrl(params.cancel_url, 'cancel_url') ?? null,
    clientReferenceId: clientReferenceId ?? null,
    customerEmail: customerEmail(params),
    metadata: metadata(params.metadata, 'metadata'),
    paymentIntentMetadata: metadata(data.paymentIntent.metadata, 'payment_intent_data[metadata]'),
    subscriptionMetadata: metadata(data.subscription.metadata, 'subscription_data[metadata]'),
    expiresAt: expiresAt(params, now),
  };
}
