import { centsToDecimal, toCents } from '@shopforge/service-kit';
import type { OrderTotals, PricedLine } from './pricing';
import type { StoredInvoice, StoredLine } from './rows';

export interface NewOrder {
  id: string;
  uniqid: string;
  shopId: string;
  lineIds: readonly string[];
  lines: readonly PricedLine[];
  totals: OrderTotals;
  customerEmail: string;
  country: string | null;
  gateway: string | null;
  coupon: { id: string; code: string } | null;
  referralCode: string | null;
  attribution: { affiliateCustomerId: string | null; affiliatePercent: { toString(): string } | null };
  customFields: unknown;
  returnUrl: string | null;
  /** The subscription the invoice starts (the last recurring line's), when one does. */
  subscriptionId: string | null;
  now: Date;
  expiresAt: Date;
}

/**
 * A new order's invoice exactly as the database will hold it once written: every column,
 * defaults included, money as the text numeric(18, 2) prints. The order is written and its
 * `order:created` built from this in one statement, without reading the row back; a test
 * compares it with the row read back (test/invoice-read-behaviour.ts).
 */
export function newOrderInvoice(order: NewOrder): StoredInvoice {
  const { id, shopId, now, totals } = order;
  const lines: StoredLine[] = order.lines.map((line, position) => ({
    id: order.lineIds[position] as string,
    invoiceId: id,
    shopId,
    position,
    productId: line.product.id,
    productUniqid: line.product.uniqid,
    productTitle: line.product.title,
    productType: line.product.type,
    productDescription: line.product.description ?? null,
    productPrice: centsToDecimal(Math.round(line.product.price * 100)),
    serviceText: line.product.service_text ?? null,
    dynamicWebhook: line.product.dynamic_webhook ?? null,
    variantId: line.variant?.id ?? null,
    variantTitle: line.variant?.title ?? null,
    quantity: line.quantity,
    unitPrice: centsToDecimal(line.unitCents),
    volumeDiscount: centsToDecimal(line.volumeDiscountCents),
    total: centsToDecimal(line.totalCents),
    deliveryStatus: 'PENDING',
    deliveredAt: null,
    licensingEnabled: line.product.licensing_enabled ?? false,
    licensePeriod: line.product.license_period ?? null,
    licenseKeys: [],
    deliveredText: null,
    deliveryError: null,
  }));
  const percent = order.attribution.affiliatePercent;
  return {
    id,
    uniqid: order.uniqid,
    shopId,
    kind: 'PRODUCT',
    origin: 'API',
    status: 'PENDING',
    statusBeforeDispute: null,
    flowType: 'HOSTED_CHECKOUT',
    gateway: order.gateway,
    cryptoGateway: null,
    currency: order.lines[0]?.product.currency ?? 'USD',
    subtotal: centsToDecimal(totals.subtotalCents),
    volumeDiscount: centsToDecimal(totals.volumeDiscountCents),
    discount: centsToDecimal(totals.volumeDiscountCents + totals.couponDiscountCents),
    total: centsToDecimal(totals.totalCents),
    refundedAmount: '0.00',
    amountReceived: '0.00',
    cryptoAddress: null,
    cryptoUri: null,
    cryptoUnits: null,
    cryptoDecimals: null,
    cryptoRate: null,
    cryptoReceivedUnits: '0',
    cryptoConfirmations: 0,
    cryptoConfirmationsNeeded: null,
    customerEmail: order.customerEmail,
    country: order.country,
    couponId: order.coupon?.id ?? null,
    couponCode: order.coupon?.code ?? null,
    affiliateCode: order.referralCode,
    affiliateCustomerId: order.attribution.affiliateCustomerId,
    affiliatePercent: percent === null ? null : centsToDecimal(toCents(percent)),
    customFields: order.customFields ?? null,
    developerTitle: null,
    developerWebhook: null,
    returnUrl: order.returnUrl,
    statusDetails: null,
    voidDetails: null,
    providerReference: null,
    expiresAt: order.expiresAt,
    paidAt: null,
    fulfilmentDueAt: null,
    paidEventAt: null,
    subscriptionId: order.subscriptionId,
    createdAt: now,
    updatedAt: now,
    lines,
  };
}
