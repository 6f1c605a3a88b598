import type { Invoice, Order } from '@shopforge/contracts';
import { centsToNumber, type DecimalLike, toCents, toUnixSeconds } from '@shopforge/service-kit';
import { storedUnits, unitsToNumber } from './crypto/amounts';
import { paymentStatusOf } from './payment-status';
import { type InvoiceWithLines, statusOf } from './rows';

type CustomFields = Record<string, string | number | boolean>;

function customFieldsOf(value: unknown): CustomFields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as CustomFields)
    : null;
}

const amount = (value: Parameters<typeof toCents>[0]) => centsToNumber(toCents(value));
/** Base units (a whole number, as stored) in whole coins; 0 without native crypto terms. */
const coins = (units: DecimalLike | null, decimals: number | null) =>
  units !== null && decimals !== null ? unitsToNumber(storedUnits(units), decimals) : 0;

/** The hosted checkout address of an invoice. */
export function checkoutUrl(publicBaseUrl: string, uniqid: string): string {
  return `${publicBaseUrl}/checkout/${uniqid}`;
}

/** The spec's order record, exactly its keys. */
export function toOrderRecord(row: InvoiceWithLines, publicBaseUrl: string): Order {
  const status = statusOf(row);
  return {
    id: row.id,
    uniqid: row.uniqid,
    shop_id: row.shopId,
    customer_id: null,
    customer_email: row.customerEmail,
    affiliate_link_id: null,
    affiliate_customer_id: row.affiliateCustomerId,
    affiliate_code: row.affiliateCode,
    affiliate_discount_amount: 0,
    currency: row.currency,
    status,
    payment_status: paymentStatusOf(status),
    gateway: row.gateway,
    flow_type: row.flowType === 'MANUAL' ? 'MANUAL' : 'HOSTED_CHECKOUT',
    provider_reference: row.providerReference,
    provider_reference_type: row.providerReference ? 'checkout_session' : null,
    subtotal: amount(row.subtotal),
    discount: amount(row.discount),
    total: amount(row.total),
    custom_fields: customFieldsOf(row.customFields),
    checkout_url: checkoutUrl(publicBaseUrl, row.uniqid),
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    items: [...row.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        product_id: line.productId,
        product_title: line.productTitle,
        product_type: line.productType,
        variant_title: line.variantTitle,
        quantity: line.quantity,
        unit_price: amount(line.unitPrice),
        total: amount(line.total),
      })),
  };
}

/** The spec's invoice list representation: every field, nulls for what billing does not know yet. */
export function toInvoiceRecord(row: InvoiceWithLines, publicBaseUrl: string): Invoice {
  const lines = [...row.lines].sort((a, b) => a.position - b.position);
  const first = lines[0];
  const total = amount(row.total);
  const discount = amount(row.discount);
  const fields = customFieldsOf(row.customFields) ?? {};
  return {
    id: row.id,
    uniqid: row.uniqid,
    type: row.kind === 'PAYMENT' ? 'PAYMENT' : 'PRODUCT',
    subtype: null,
    origin: row.origin as Invoice['origin'],
    shop_id: row.shopId,
    customer_id: null,
    currency: row.currency,
    product_id: first?.productId ?? null,
    product_title: first?.productTitle ?? row.developerTitle,
    product_type: first?.productType ?? null,
    gateway: row.gateway,
    blockchain: row.cryptoGateway,
    apm_method: null,
    crypto_address: row.cryptoAddress,
    crypto_uri: row.cryptoUri,
    crypto_payout_type: null,
    coupon_id: row.couponId,
    customer_email: row.customerEmail,
    country: row.country,
    ip: null,
    user_agent: null,
    developer_title: row.developerTitle,
    developer_webhook: row.developerWebhook,
    developer_return_url: row.kind === 'PAYMENT' ? row.returnUrl : null,
    status_details: row.statusDetails,
    void_details: row.voidDetails,
    name: null,
    surname: null,
    address_line_1: null,
    address_city: null,
    address_country: null,
    address_postal_code: null,
    address_state: null,
    subscription_id: row.subscriptionId,
    checkout_url: checkoutUrl(publicBaseUrl, row.uniqid),
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0) || 1,
    crypto_amount: coins(row.cryptoUnits, row.cryptoDecimals),
    // Native crypto counts coins; the test provider's simulated crypto counts the invoice currency.
    crypto_received: row.cryptoAddress
      ? coins(row.cryptoReceivedUnits, row.cryptoDecimals)
      : amount(row.amountReceived),
    crypto_confirmations_needed: row.cryptoConfirmationsNeeded ?? 0,
    total,
    total_display: total,
    subtotal: amount(row.subtotal),
    tax: 0,
    tax_percentage: 0,
    exchange_rate: 1,
    crypto_exchange_rate: row.cryptoRate ? Number(row.cryptoRate.toString()) : 0,
    discount,
    discount_display: discount,
    volume_discount: amount(row.volumeDiscount),
    fee_percentage: 0,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    // Native crypto is paid straight to the merchant's wallet.
    crypto_payout: row.cryptoAddress !== null,
    scheduled_payout: false,
    is_vpn_or_proxy: false,
    is_developer_invoice: row.kind === 'PAYMENT',
    fee_billed: false,
    to_process: false,
    product_variants: lines.flatMap((line) => (line.variantTitle ? [{ title: line.variantTitle }] : [])),
    custom_fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
    status: statusOf(row),
    location: null,
  };
}
