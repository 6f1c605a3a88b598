import { z } from 'zod';
import type { ProviderEvent } from '../provider';
import { fromPayPalValue } from './paypal-amounts';

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const linkSchema = z.object({ href: z.string(), rel: z.string() });

const envelopeSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.record(z.string(), z.unknown()),
});

const orderSchema = z.object({ id: z.string().min(1) });

export const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: moneySchema,
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});
export type PayPalCapture = z.infer<typeof captureSchema>;

const refundSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: moneySchema,
  links: z.array(linkSchema).default([]),
});

const subscriptionSchema = z.object({ id: z.string().min(1) });

/** A v1 sale: what PayPal charged for one cycle of a subscription (`billing_agreement_id`). */
const saleSchema = z.object({
  id: z.string().min(1),
  state: z.string(),
  amount: z.object({ total: z.string(), currency: z.string() }),
  billing_agreement_id: z.string().optional(),
});

/** A v1 refund of a sale. */
const saleRefundSchema = z.object({
  id: z.string().min(1),
  state: z.string(),
  amount: z.object({ total: z.string(), currency: z.string() }),
  sale_id: z.string().min(1),
});

const disputeSchema = z.object({
  dispute_id: z.string().min(1),
  reason: z.string().optional(),
  dispute_amount: moneySchema,
  disputed_transactions: z.array(z.object({ seller_transaction_id: z.string().optional() })).default([]),
  dispute_outcome: z.object({ outcome_code: z.string() }).optional(),
});

/** Dispute outcomes in which the merchant keeps the money; every other resolution is a loss. */
const WON = new Set(['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED']);

/**
 * What a verified PayPal event asks of billing: an event to apply, an order or subscription to
 * look up (an approved order is captured then; an activated subscription's first sale read), or nothing.
 */
export type PayPalEventMeaning =
  | { kind: 'event'; event: ProviderEvent }
  | { kind: 'lookup'; reference: string }
  | { kind: 'none' };

const NONE: PayPalEventMeaning = { kind: 'none' };

function cents(money: z.infer<typeof moneySchema>): number | null {
  return fromPayPalValue(money.value);
}

/**
 * A capture as billing's event. Its id is the capture's own, not the webhook event's: the buyer
 * returning, the order's approval and PayPal's capture event all report the same capture, and it
 * is applied once.
 */
export function captureEvent(capture: PayPalCapture, orderId: string | undefined): ProviderEvent | null {
  const amountCents = cents(capture.amount);
  if (amountCents === null) return null;
  const base = {
    sessionId: orderId ?? capture.supplementary_data?.related_ids?.order_id ?? capture.id,
    amountCents,
    currency: capture.amount.currency_code.toUpperCase(),
  };
  if (
    capture.status === 'COMPLETED' ||
    capture.status === 'PARTIALLY_REFUNDED' ||
    capture.status === 'REFUNDED'
  )
    return { id: `capture:${capture.id}`, type: 'payment.succeeded', paymentRef: capture.id, ...base };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED')
    return { id: `capture:${capture.id}:${capture.status}`, type: 'payment.failed', ...base };
  // PENDING (an eCheck, a review): PAYMENT.CAPTURE.COMPLETED or …DENIED follows.
  return null;
}

/** The capture a refund belongs to: PayPal names it only in the refund's `up` link. */
function refundedCapture(links: ReadonlyArray<z.infer<typeof linkSchema>>): string | undefined {
  const up = links.find((link) => link.rel === 'up' && /\/captures\/[^/]+\/?$/.test(link.href));
  return up?.href.replace(/\/+$/, '').split('/').pop();
}

function resourceAs<T>(schema: z.ZodType<T>, resource: unknown): T | null {
  const parsed = schema.safeParse(resource);
  return parsed.success ? parsed.data : null;
}

/**
 * What a verified PayPal webhook event means to billing (PayPal sends every type the webhook
 * subscribes to; the rest are acknowledged and ignored). Refunds and disputes name the capture,
 * which the attempt recorded as its payment when it was captured.
 */
export function readPayPalEvent(body: unknown): PayPalEventMeaning | null {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return null;
  const { id, event_type: type, resource } = envelope.data;
  switch (type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const order = resourceAs(orderSchema, resource);
      return order ? { kind: 'lookup', reference: order.id } : null;
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const capture = resourceAs(captureSchema, resource);
      if (!capture) return null;
      const event = captureEvent(capture, undefined);
      return event ? { kind: 'event', event } : NONE;
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const refund = resourceAs(refundSchema, resource);
      if (!refund) return null;
      const capture = refundedCapture(refund.links);
      const amountCents = cents(refund.amount);
      if (refund.status !== 'COMPLETED' || !capture || amountCents === null) return NONE;
      return {
        kind: 'event',
        event: {
          id,
          type: 'payment.refunded',
          sessionId: capture,
          amountCents,
          currency: refund.amount.currency_code.toUpperCase(),
          refund: { id: refund.id },
        },
      };
    }
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      const subscription = resourceAs(subscriptionSchema, resource);
      return subscription ? { kind: 'lookup', reference: subscription.id } : null;
    }
    case 'PAYMENT.SALE.COMPLETED': {
      const sale = resourceAs(saleSchema, resource);
      if (!sale) return null;
      const amountCents = fromPayPalValue(sale.amount.total);
      if (!sale.billing_agreement_id || sale.state !== 'completed' || amountCents === null) return NONE;
      // Under the sale's id: the first sale is also the activation's payment, applied once.
      return {
        kind: 'event',
        event: {
          id: `sale:${sale.id}`,
          type: 'subscription.renewed',
          sessionId: `sale:${sale.id}`,
          amountCents,
          currency: sale.amount.currency.toUpperCase(),
          paymentRef: sale.id,
          subscriptionRef: sale.billing_agreement_id,
        },
      };
    }
    case 'PAYMENT.SALE.REFUNDED': {
      const refund = resourceAs(saleRefundSchema, resource);
      if (!refund) return null;
      const amountCents = fromPayPalValue(refund.amount.total);
      if (refund.state !== 'completed' || amountCents === null) return NONE;
      return {
        kind: 'event',
        event: {
          id,
          type: 'payment.refunded',
          sessionId: refund.sale_id,
          amountCents,
          currency: refund.amount.currency.toUpperCase(),
          refund: { id: refund.id },
        },
      };
    }
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.EXPIRED': {
      const subscription = resourceAs(subscriptionSchema, resource);
      if (!subscription) return null;
      return {
        kind: 'event',
        event: {
          id,
          type:
            type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'
              ? 'subscription.payment_failed'
              : 'subscription.ended',
          sessionId: subscription.id,
          amountCents: 0,
          currency: '',
          subscriptionRef: subscription.id,
        },
      };
    }
    case 'CUSTOMER.DISPUTE.CREATED':
    case 'CUSTOMER.DISPUTE.RESOLVED': {
      const dispute = resourceAs(disputeSchema, resource);
      if (!dispute) return null;
      const capture = dispute.disputed_transactions.find(
        (t) => t.seller_transaction_id,
      )?.seller_transaction_id;
      const amountCents = cents(dispute.dispute_amount);
      if (!capture || amountCents === null) return NONE;
      const outcome = dispute.dispute_outcome?.outcome_code ?? '';
      return {
        kind: 'event',
        event: {
          id,
          type:
            type === 'CUSTOMER.DISPUTE.CREATED'
              ? 'dispute.opened'
              : WON.has(outcome)
                ? 'dispute.won'
                : 'dispute.lost',
          sessionId: capture,
          amountCents,
          currency: dispute.dispute_amount.currency_code.toUpperCase(),
          dispute: { id: dispute.dispute_id, reason: dispute.reason ?? null },
        },
      };
    }
    default:
      return NONE;
  }
}
