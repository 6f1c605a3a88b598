/** The facts kept for subscriptions and their invoices; objects are rendered from them on every read. */

export type Interval = 'day' | 'week' | 'month' | 'year';

/** A price's billing period, as `price_data[recurring]` gave it. */
export interface Recurring {
  readonly interval: Interval;
  readonly intervalCount: number;
}

/** One subscription item: the inline price Checkout made of a line item's `price_data`. */
export interface SubscriptionItemState {
  readonly id: string;
  readonly priceId: string;
  readonly productId: string;
  readonly name: string;
  readonly unitAmount: number;
  readonly quantity: number;
}

export interface SubscriptionState {
  readonly id: string;
  readonly customerId: string;
  /** The email Checkout collected, which Stripe copies onto every invoice. */
  readonly customerEmail: string;
  readonly sessionId: string;
  /** The key whose session made it: another key's requests do not find it. */
  readonly apiKey: string;
  readonly created: number;
  readonly currency: string;
  readonly recurring: Recurring;
  readonly items: readonly SubscriptionItemState[];
  /** Replaced whole by an update, so an event already built keeps the old one. */
  metadata: Readonly<Record<string, string>>;
  status: 'active' | 'past_due' | 'canceled';
  /** How many periods have begun; the current one runs from period `cycle` to `cycle + 1` after the anchor. */
  cycle: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: 'cancellation_requested' | 'payment_failed' | null;
  invoiceIds: string[];
}

export interface InvoiceState {
  readonly id: string;
  readonly number: string;
  readonly subscriptionId: string;
  readonly created: number;
  readonly billingReason: 'subscription_create' | 'subscription_cycle';
  /** The service period its lines bill for. */
  readonly lineStart: number;
  readonly lineEnd: number;
  /** Stripe's `period_start/end`: the period before, whose usage it would bill (both `created` on the first). */
  readonly periodStart: number;
  readonly periodEnd: number;
  /** The payment intent of its latest attempt. */
  paymentIntentId: string;
  status: 'open' | 'paid';
  attemptCount: number;
  paidAt: number | null;
}
