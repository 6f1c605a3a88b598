/**
 * A payment provider as billing uses it (docs/payments.md). The built-in test provider and the
 * merchant's own accounts (Stripe) implement the same operations: start an attempt, verify and
 * parse the provider's events, look a session up, refund.
 */
export interface ProviderSession {
  sessionId: string;
  /** The provider's own page where the buyer pays (the spec's `checkout_url`). */
  checkoutUrl: string;
  /** Native crypto: what the invoice shows the buyer, frozen when the address was issued. */
  crypto?: CryptoTerms;
}

export interface CryptoTerms {
  address: string;
  /** BIP21 / EIP-681 link a wallet opens. */
  uri: string;
  /** The amount in base units (satoshis), the coin's decimals, and the rate it was priced at. */
  units: bigint;
  decimals: number;
  rate: string;
  confirmationsNeeded: number;
}

/**
 * `payment.partial`: part of the amount arrived (crypto); its `amountCents` is the total received so
 * far. `payment.refunded`: the merchant refunded `amountCents` at the provider itself (its dashboard).
 */
export type ProviderEventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.cancelled'
  | 'payment.partial'
  | 'payment.refunded'
  | 'dispute.opened'
  | 'dispute.won'
  | 'dispute.lost'
  | SubscriptionEventType;

/**
 * A subscription the provider bills itself: `subscription.renewed` (it charged the next period:
 * `amountCents`, its invoice as `sessionId`, the payment as `paymentRef`), `subscription.payment_failed`
 * (it could not; it retries on its own schedule), `subscription.ended` (it stopped billing).
 */
export type SubscriptionEventType =
  | 'subscription.renewed'
  | 'subscription.payment_failed'
  | 'subscription.ended';

/** A provider's event, verified and parsed; reconciled to the payment attempt it names. */
export interface ProviderEvent {
  id: string;
  type: ProviderEventType;
  /**
   * The attempt's session, or the provider's payment it became (`paymentRef` of an earlier
   * event): Stripe's disputes name the payment intent, not the Checkout Session.
   */
  sessionId: string;
  amountCents: number;
  currency: string;
  /** On `payment.succeeded`: the provider's payment, which later refunds and disputes name. */
  paymentRef?: string;
  /** On `payment.refunded`: the provider's refund, recorded once by its id. */
  refund?: { id: string };
  /** On `dispute.*`: the provider's dispute and the buyer's stated reason. */
  dispute?: { id: string; reason: string | null };
  /**
   * The provider's subscription: on the `payment.succeeded` of a session that started one (the
   * provider bills the periods after it), and on every `subscription.*` event.
   */
  subscriptionRef?: string;
  /** On `subscription.payment_failed`: why, as the provider says it. */
  failure?: string;
}

/** What a provider that bills subscriptions itself needs to start one from the first payment. */
export interface RecurringTerms {
  /** Shopforge's subscription, kept in the provider's metadata. */
  subscriptionId: string;
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  intervalCount: number;
}

export interface CreateSessionInput {
  amountCents: number;
  currency: string;
  description: string;
  cryptoGateway: string | null;
  /** Where the provider sends the buyer back: our hosted checkout page. */
  returnUrl: string;
  /** The invoice (for the provider's records) and the attempt (its idempotency key). */
  invoiceId: string;
  attemptId: string;
  customerEmail: string | null;
  /**
   * Set when the invoice starts a subscription the provider can bill itself: a provider that
   * can (Stripe) opens a subscription session; the others take the first payment as any other.
   */
  recurring?: RecurringTerms;
}

export type SignatureHeaders = Readonly<Record<string, string>>;

export interface PaymentProvider {
  readonly name: string;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  /**
   * Checks the signature over the exact bytes received (throws UNAUTHORIZED when it does not
   * verify); null for an event type billing does not act on, which is acknowledged all the same.
   * `signatureHeaders` are the provider's signature headers that came with it, by lower-case name.
   */
  verifyWebhook(body: string, signatureHeaders: SignatureHeaders): Promise<ProviderEvent | null>;
  /** The provider's current view of a session: a buyer returning before the webhook arrived. */
  lookup(sessionId: string): Promise<ProviderEvent | null>;
  /** Refunds part of what the session captured; `idempotencyKey` makes a retried call refund once. */
  refund(sessionId: string, amountCents: number, idempotencyKey: string): Promise<{ reference: string }>;
  /** Providers that bill subscriptions: stop billing one, now or at the end of its period. */
  readonly subscriptions?: ProviderSubscriptions;
}

export interface ProviderSubscriptions {
  cancel(subscriptionRef: string, options: { atPeriodEnd: boolean }): Promise<void>;
}
