import type { FormValue } from './form-params';

/** A webhook event as Stripe sends it; typed loosely so tests can read any event type without casts. */
export type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  data: { object: Record<string, unknown> };
  [key: string]: unknown;
};

/** The subscription events `subscriptionEvent` builds. */
export type StripeSubscriptionEventType = 'customer.subscription.updated' | 'customer.subscription.deleted';

/** One API request as it reached the stand-in, so tests can assert what the product sent. */
export interface StripeRequestRecord {
  readonly method: string;
  /** Without the query string. */
  readonly path: string;
  /** From `Authorization: Bearer …` (or Basic, as Stripe also accepts); null when absent. */
  readonly apiKey: string | null;
  /** The form body (POST) or query string (GET), bracket notation parsed into objects and arrays. */
  readonly params: Readonly<Record<string, FormValue>>;
  readonly idempotencyKey: string | null;
  readonly stripeVersion: string | null;
}

/** A webhook endpoint as created in the dashboard of the account `apiKey` belongs to. */
export interface StripeWebhookEndpoint {
  readonly apiKey: string;
  readonly url: string;
  /** The endpoint's signing secret (`whsec_…`), which its `Stripe-Signature` headers are made with. */
  readonly secret: string;
}

/** One attempt to deliver an event to a registered endpoint. */
export interface StripeWebhookDelivery {
  readonly eventId: string;
  readonly type: string;
  readonly url: string;
  /** The HTTP status the endpoint answered; null when the request failed (refused, timed out, …). */
  readonly status: number | null;
  /** The endpoint's response body, as Stripe shows it in the dashboard; empty when there was none. */
  readonly body: string;
}

/** An error the stand-in answers instead of doing the call (see `failNext`). */
export interface StripeFault {
  status: number;
  type: string;
  message?: string;
  code?: string;
}

export interface StripeStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** When given, any other Bearer key gets 401. */
  validKeys?: readonly string[];
  /** Base of `session.url`, for a stand-in reached through another host name; default: its own url. */
  publicUrl?: string;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Every API request received, in order. */
  readonly requests: ReadonlyArray<StripeRequestRecord>;
  /**
   * The buyer pays on Stripe's page: the session completes, a payment intent and a charge exist,
   * and the answer is the `checkout.session.completed` event. `{ async: true }` is a delayed
   * method: the session completes unpaid until `settleAsync`. A subscription-mode session (card
   * only) also gets a customer, an active subscription and its first invoice, paid.
   */
  pay(sessionId: string, options?: { async?: boolean }): StripeEvent;
  /** A delayed payment settles: `checkout.session.async_payment_succeeded` / `…_failed`. */
  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): StripeEvent;
  /** The buyer never paid: `checkout.session.expired`. */
  expire(sessionId: string): StripeEvent;
  /** `create` opens a dispute on the session's charge (`charge.dispute.created`); won/lost close it. */
  dispute(sessionId: string, action: 'create' | 'won' | 'lost', reason?: string): StripeEvent;
  /** `charge.refunded` for the session's charge as it stands now. */
  chargeRefunded(sessionId: string): StripeEvent;
  /** The merchant refunds `amount` (default: the rest) in Stripe's dashboard: `refund.created`. */
  refundInDashboard(sessionId: string, amount?: number): StripeEvent;
  /** `refund.created` for a refund as it stands (one made through the API included). */
  refundCreated(refundId: string): StripeEvent;
  /**
   * The subscription's period ends and the saved card pays the next one: a new invoice
   * (`billing_reason: 'subscription_cycle'`, paid, its own payment intent and charge), the period
   * advanced by the price's interval; `invoice.paid`. After `failRenewal` it is the retry that
   * succeeds instead: the open invoice is paid and the subscription is active again.
   */
  renewSubscription(subscriptionId: string): StripeEvent;
  /** The renewal's card is declined: the new invoice stays open, the subscription `past_due`; `invoice.payment_failed`. */
  failRenewal(subscriptionId: string): StripeEvent;
  /**
   * Stripe ends the subscription (retries ran out, the end set with `cancel_at_period_end` came,
   * or the customer cancelled at Stripe): `canceled`, `ended_at` set; `customer.subscription.deleted`.
   */
  endSubscription(subscriptionId: string): StripeEvent;
  /** The event Stripe sends for the subscription as it stands now, e.g. after an API update or cancel. */
  subscriptionEvent(subscriptionId: string, type: StripeSubscriptionEventType): StripeEvent;
  /**
   * Stripe sends events caused on its own pages (a buyer paying) to this endpoint, as a webhook
   * endpoint created in the dashboard for `apiKey` would receive them.
   */
  addWebhookEndpoint(endpoint: { apiKey: string; url: string; secret: string }): void;
  /**
   * Every delivery attempted to a registered endpoint: event id and type, url, the HTTP status
   * answered (or null when the request failed), and the response body text.
   */
  readonly deliveries: ReadonlyArray<StripeWebhookDelivery>;
  /**
   * Posts `event`, signed, to every endpoint registered for `apiKey` (one attempt each, as the
   * Checkout page does), e.g. a `dispute()` event; resolves once all attempts are recorded.
   */
  deliver(event: StripeEvent, apiKey: string): Promise<void>;
  /** The body Stripe would post and its `Stripe-Signature` header for `webhookSecret`. */
  sign(event: StripeEvent, webhookSecret: string): { body: string; header: string };
  /** The next `count` API requests answer `error` instead of being served. */
  failNext(count: number, error: StripeFault): void;
  close(): Promise<void>;
}
