import { subscriptionSchema } from '@shopforge/contracts';
import {
  jsonbObjectAsJs,
  jsonBoolean,
  jsonDecimal,
  jsonInteger,
  jsonRecord,
  jsonString,
  jsonStringArray,
  jsonUnixSeconds,
  rawSql,
} from '@shopforge/service-kit';

/**
 * The subscription record (`toSubscription`, then the contract schema) written by the
 * database, over the `subscriptions` table aliased `s`. `floor(extract(epoch …))` of a NULL
 * timestamp is NULL, as the mapping's `seconds(null)`.
 */
const s = (column: string) => rawSql(`s.${column}`);

export const SUBSCRIPTION_JSON = jsonRecord(subscriptionSchema, {
  id: jsonString(s('id')),
  shop_id: jsonString(s('shop_id')),
  product_id: jsonString(s('product_id')),
  status: jsonString(s('status')),
  gateway: jsonString(s('gateway')),
  origin: jsonString(s('origin')),
  customer_id: jsonString(s('customer_id')),
  payment_link_id: jsonString(s('payment_link_id')),
  stripe_subscription_id: jsonString(
    rawSql(`CASE WHEN s.billing_provider = 'stripe' THEN s.provider_subscription_id END`),
  ),
  paypal_subscription_id: jsonString(
    rawSql(`CASE WHEN s.billing_provider = 'paypal' THEN s.provider_subscription_id END`),
  ),
  coupon_id: jsonString(s('coupon_id')),
  current_period_end: jsonUnixSeconds(s('current_period_end')),
  created_at: jsonUnixSeconds(s('created_at')),
  updated_at: jsonUnixSeconds(s('updated_at')),
  canceled_at: jsonUnixSeconds(s('canceled_at')),
  renewal_invoice_created: jsonBoolean(s('renewal_invoice_created')),
  trial_period_ending_email_sent: jsonBoolean(s('trial_period_ending_email_sent')),
  upcoming_email_1_week_sent: jsonBoolean(s('upcoming_email_1_week_sent')),
  status_details: jsonString(s('status_details')),
  cancel_reason_id: jsonInteger(s('cancel_reason_id')),
  cancel_reason_comment: jsonString(s('cancel_reason_comment')),
  custom_fields: jsonbObjectAsJs(s('custom_fields'), '{}'),
  customer_email: jsonString(s('customer_email')),
  product_title: jsonString(s('product_title')),
  quantity: jsonInteger(s('quantity')),
  price: jsonDecimal(s('price')),
  currency: jsonString(s('currency')),
  interval: jsonString(s('interval')),
  interval_count: jsonInteger(s('interval_count')),
  current_period_start: jsonUnixSeconds(s('current_period_start')),
  trial_ends_at: jsonUnixSeconds(s('trial_ends_at')),
  cancel_at_period_end: jsonBoolean(s('cancel_at_period_end')),
  paused_at: jsonUnixSeconds(s('paused_at')),
  resumes_at: jsonUnixSeconds(s('resumes_at')),
  // Uniqids of the invoices that started and renewed it, oldest first (`invoicesOf`).
  invoices: jsonStringArray(
    rawSql(`ARRAY(SELECT si.uniqid::text FROM invoices si WHERE si.subscription_id = s.id
      ORDER BY si.created_at, si.id)`),
  ),
});
