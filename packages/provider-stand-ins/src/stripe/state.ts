import { accountIdFor, unixNow } from './ids';
import type { InvoiceState, Recurring, SubscriptionState } from './subscription-state';
import type { StripeEvent } from './types';

/** The few facts the stand-in keeps; full Stripe objects are rendered from them on every read. */
export interface LineItemState {
  name: string;
  unitAmount: number;
  quantity: number;
  /** Set in subscription mode, where every line item is a recurring price. */
  recurring?: Recurring;
}

export interface SessionState {
  readonly id: string;
  readonly mode: 'payment' | 'subscription';
  readonly created: number;
  readonly expiresAt: number;
  readonly currency: string;
  readonly amountTotal: number;
  readonly lineItems: readonly LineItemState[];
  readonly url: string;
  readonly successUrl: string;
  readonly cancelUrl: string | null;
  readonly clientReferenceId: string | null;
  readonly customerEmail: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  /** The key that created it: events the buyer causes on the page go to that account's endpoints. */
  readonly apiKey: string;
  readonly paymentIntentMetadata: Readonly<Record<string, string>>;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  /** The payment intent's id once the buyer paid (Stripe creates it at confirmation, not with the session). */
  paymentIntentId: string | null;
  /** `subscription_data[metadata]`, for the subscription paying creates (subscription mode). */
  readonly subscriptionMetadata: Readonly<Record<string, string>>;
  /** Set when a subscription-mode session is paid. */
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
}

/** A session's payment intent and its one charge: always created, changed and read together here. */
export interface PaymentState {
  readonly intentId: string;
  readonly chargeId: string;
  readonly sessionId: string;
  readonly created: number;
  readonly amount: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** The subscription's customer for an invoice payment; null for a payment-mode session's. */
  readonly customerId: string | null;
  readonly method: 'card' | 'us_bank_account';
  readonly paymentMethodId: string;
  readonly balanceTransactionId: string;
  status: 'processing' | 'succeeded' | 'failed';
  refundIds: string[];
  disputeId: string | null;
}

export interface RefundState {
  readonly id: string;
  readonly intentId: string;
  readonly chargeId: string;
  readonly created: number;
  readonly amount: number;
  readonly currency: string;
  readonly reason: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  /** The API request that made it, which the `charge.refunded` event names. */
  readonly requestId: string;
  readonly idempotencyKey: string | null;
}

export interface DisputeState {
  readonly id: string;
  readonly intentId: string;
  readonly chargeId: string;
  readonly created: number;
  readonly amount: number;
  readonly currency: string;
  readonly reason: string;
  status: 'needs_response' | 'won' | 'lost';
}

/** The account an API key belongs to; one per key, as the stand-in knows no other tie between keys. */
export interface AccountState {
  readonly id: string;
  readonly created: number;
}

export class StandInState {
  readonly sessions = new Map<string, SessionState>();
  /** By payment intent id. */
  readonly payments = new Map<string, PaymentState>();
  readonly refunds = new Map<string, RefundState>();
  readonly disputes = new Map<string, DisputeState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly invoices = new Map<string, InvoiceState>();
  readonly events = new Map<string, StripeEvent>();
  /** By API key. */
  readonly accounts = new Map<string, AccountState>();

  /** The key's account, opened the first time the key asks for it. */
  accountFor(apiKey: string): AccountState {
    let account = this.accounts.get(apiKey);
    if (!account) {
      account = { id: accountIdFor(apiKey), created: unixNow() };
      this.accounts.set(apiKey, account);
    }
    return account;
  }

  /** Keeps an event for `GET /v1/events/:id`, as a product may re-fetch what a webhook said. */
  record(event: StripeEvent): StripeEvent {
    this.events.set(event.id, event);
    return event;
  }

  paymentByCharge(chargeId: string): PaymentState | undefined {
    for (const payment of this.payments.values()) if (payment.chargeId === chargeId) return payment;
    return undefined;
  }

  amountRefunded(payment: PaymentState): number {
    return payment.refundIds.reduce((sum, id) => sum + (this.refunds.get(id)?.amount ?? 0), 0);
  }

  refundsOf(payment: PaymentState): RefundState[] {
    return payment.refundIds.flatMap((id) => this.refunds.get(id) ?? []);
  }
}
