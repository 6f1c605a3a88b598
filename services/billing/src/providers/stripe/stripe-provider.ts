import { AppError, validationError } from '@shopforge/errors';
import Stripe from 'stripe';
import type {
  CreateSessionInput,
  PaymentProvider,
  ProviderEvent,
  ProviderSession,
  SignatureHeaders,
} from '../provider';
import { toStripeAmount } from './stripe-amounts';
import { toProviderEvent } from './stripe-events';

export const STRIPE_PROVIDER = 'stripe';

/** A merchant's Stripe account as billing holds it (sealed at rest, docs/payments.md). */
export interface StripeCredentials {
  secretKey: string;
  webhookSecret: string;
}

const STRIPE_INTERVAL = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

/** Stripe's own answer, kept for the merchant; anything else (a timeout) says it was unreachable. */
function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message =
    error instanceof Stripe.errors.StripeError ? `Stripe: ${error.message}` : 'Stripe could not be reached.';
  return new AppError('PAYMENT_PROVIDER_ERROR', message);
}

/**
 * Asks Stripe whether the key works before it is stored, so a mistyped or revoked key is refused
 * to the merchant connecting it (422 on `secret_key`), not to a buyer later. A restricted key
 * without permission to read the account is still a key Stripe accepts.
 */
export async function checkStripeKey(secretKey: string, api: URL): Promise<void> {
  try {
    await stripeClient(secretKey, api).accounts.retrieveCurrent();
  } catch (error) {
    if (error instanceof Stripe.errors.StripePermissionError) return;
    if (error instanceof Stripe.errors.StripeAuthenticationError)
      throw validationError([{ path: ['secret_key'], message: `Stripe refused this key: ${error.message}` }]);
    throw providerError(error);
  }
}

function stripeClient(secretKey: string, api: URL): Stripe {
  return new Stripe(secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? 80 : 443),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    // The SDK retries with the same idempotency key, so a retried create is one session.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Shopforge' },
  });
}

/**
 * Stripe Checkout through the official SDK: a Checkout Session per payment attempt, events
 * verified with the SDK over the exact bytes received, refunds of the session's payment intent.
 * One instance per shop and call: the merchant's key is the account.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = STRIPE_PROVIDER;
  private readonly stripe: Stripe;

  constructor(
    private readonly credentials: StripeCredentials,
    api: URL,
  ) {
    this.stripe = stripeClient(credentials.secretKey, api);
  }

  async createSession(input: CreateSessionInput): Promise<ProviderSession> {
    const amount = toStripeAmount(input.amountCents, input.currency);
    if (amount === null)
      throw new AppError(
        'BAD_REQUEST',
        `Stripe takes whole amounts in ${input.currency}; this invoice has cents.`,
      );
    const metadata = { shopforge_invoice: input.invoiceId, shopforge_attempt: input.attemptId };
    const { recurring } = input;
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          // A subscription Stripe can bill is started here: Stripe charges every later period.
          mode: recurring ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: amount,
                product_data: { name: input.description.slice(0, 250) || 'Order' },
                ...(recurring
                  ? {
                      recurring: {
                        interval: STRIPE_INTERVAL[recurring.interval],
                        interval_count: recurring.intervalCount,
                      },
                    }
                  : {}),
              },
            },
          ],
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          client_reference_id: input.invoiceId,
          metadata,
          ...(recurring
            ? {
                subscription_data: {
                  metadata: { ...metadata, shopforge_subscription: recurring.subscriptionId },
                },
              }
            : { payment_intent_data: { metadata } }),
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        },
        { idempotencyKey: `shopforge-attempt-${input.attemptId}` },
      ),
    );
    if (!session.url)
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'Stripe answered a session without a URL.');
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  async verifyWebhook(body: string, signatureHeaders: SignatureHeaders): Promise<ProviderEvent | null> {
    const signature = signatureHeaders['stripe-signature'];
    let event: Stripe.Event;
    try {
      // Against the wall clock, as Stripe signs: a test clock moved forward must not refuse them.
      event = this.stripe.webhooks.constructEvent(body, signature ?? '', this.credentials.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new AppError('UNAUTHORIZED', 'The Stripe signature does not verify.');
      throw new AppError('BAD_REQUEST', 'The Stripe event is malformed.');
    }
    return this.meaningOf(event);
  }

  async lookup(sessionId: string): Promise<ProviderEvent | null> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId));
    // The same shape as the event Stripe would send, under an id of its own.
    const asEvent = (type: string) =>
      this.meaningOf({
        id: `lookup_${session.id}_${session.status}_${session.payment_status}`,
        type,
        data: { object: session },
      } as unknown as Stripe.Event);
    if (session.status === 'complete' && session.payment_status !== 'unpaid')
      return asEvent('checkout.session.completed');
    if (session.status === 'expired') return asEvent('checkout.session.expired');
    return null;
  }

  /**
   * Refunds what an attempt paid: a Checkout Session's payment, or (a subscription's first
   * period, a renewal Stripe charged, `in_…`) the payment of its Stripe invoice.
   */
  async refund(sessionId: string, amountCents: number, idempotencyKey: string) {
    const { paymentIntent, currency } = await this.paymentOf(sessionId);
    if (!paymentIntent) throw new AppError('BAD_REQUEST', 'Stripe has no captured payment to refund.');
    const amount = toStripeAmount(amountCents, currency);
    if (amount === null) throw new AppError('BAD_REQUEST', 'Stripe refunds whole amounts in this currency.');
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        // Marked as ours: Stripe's refund events for it are then not a second refund.
        { payment_intent: paymentIntent, amount, metadata: { shopforge_refund: idempotencyKey } },
        { idempotencyKey: `shopforge-refund-${idempotencyKey}` },
      ),
    );
    return { reference: refund.id };
  }

  readonly subscriptions = {
    /** Stops Stripe charging: now, or once the paid period ends (`cancel_at_period_end`). */
    cancel: async (subscriptionRef: string, options: { atPeriodEnd: boolean }): Promise<void> => {
      if (options.atPeriodEnd) {
        await this.call(() =>
          this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true }),
        );
        return;
      }
      try {
        await this.stripe.subscriptions.cancel(subscriptionRef);
      } catch (error) {
        // Stripe answers a subscription it already ended as missing: it is cancelled, as asked.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return;
        throw providerError(error);
      }
    },
  };

  /** An event as billing's, with the payment intent read off its invoice where only the invoice names it. */
  private async meaningOf(event: Stripe.Event): Promise<ProviderEvent | null> {
    const meaning = toProviderEvent(event);
    if (!meaning) return null;
    if (!meaning.paidInvoice) return meaning.event;
    const paymentRef = await this.invoicePayment(meaning.paidInvoice);
    return paymentRef ? { ...meaning.event, paymentRef } : meaning.event;
  }

  private async paymentOf(reference: string): Promise<{ paymentIntent: string | null; currency: string }> {
    if (reference.startsWith('in_')) {
      const invoice = await this.call(() => this.stripe.invoices.retrieve(reference));
      return { paymentIntent: await this.invoicePayment(reference), currency: invoice.currency };
    }
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(reference));
    const direct =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    const invoice = typeof session.invoice === 'string' ? session.invoice : session.invoice?.id;
    return {
      paymentIntent: direct ?? (invoice ? await this.invoicePayment(invoice) : null),
      currency: session.currency ?? 'usd',
    };
  }

  /** The payment intent that paid a Stripe invoice (its `payments`, expanded on request). */
  private async invoicePayment(invoiceId: string): Promise<string | null> {
    const invoice = await this.call(() => this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }));
    for (const entry of invoice.payments?.data ?? []) {
      const intent = entry.payment.payment_intent;
      if (entry.status === 'paid' && intent) return typeof intent === 'string' ? intent : intent.id;
    }
    return null;
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  }
}
