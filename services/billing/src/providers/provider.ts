/**
 * A payment provider as billing uses it. Real providers (card processors, crypto gateways)
 * implement the same four operations; the built-in test provider simulates one.
 */
export interface ProviderSession {
  sessionId: string;
  /** The provider's own page where the buyer pays (the spec's `checkout_url`). */
  checkoutUrl: string;
}

/** `payment.partial`: part of the amount arrived (crypto); its `amountCents` is the total received so far. */
export type ProviderEventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.cancelled'
  | 'payment.partial'
  | 'dispute.opened'
  | 'dispute.won'
  | 'dispute.lost';

/** A provider's webhook, verified and parsed; reconciled to the invoice by `sessionId`. */
export interface ProviderEvent {
  id: string;
  type: ProviderEventType;
  sessionId: string;
  amountCents: number;
  currency: string;
  /** On `dispute.*`: the provider's dispute and the buyer's stated reason. */
  dispute?: { id: string; reason: string | null };
}

export interface CreateSessionInput {
  amountCents: number;
  currency: string;
  description: string;
  cryptoGateway: string | null;
  /** Where the provider sends the buyer back: our hosted checkout page. */
  returnUrl: string;
}

export interface PaymentProvider {
  readonly name: string;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  /** Checks the signature over the exact bytes received; throws when it does not verify. */
  verifyWebhook(body: string, signature: string | null): ProviderEvent;
  /** The provider's current view of a session: a buyer returning before the webhook arrived. */
  lookup(sessionId: string): Promise<ProviderEvent | null>;
  refund(sessionId: string, amountCents: number): Promise<{ reference: string }>;
}
