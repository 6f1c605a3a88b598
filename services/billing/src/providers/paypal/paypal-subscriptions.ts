import {
  ApiError,
  ApplicationContextUserAction,
  ExperienceContextShippingPreference,
  IntervalUnit,
  PlanRequestStatus,
  type Subscription,
  SubscriptionStatus,
  SubscriptionsController,
  TenureType,
} from '@paypal/paypal-server-sdk';
import { AppError } from '@shopforge/errors';
import { z } from 'zod';
import type { CreateSessionInput, ProviderEvent, ProviderSession, RecurringTerms } from '../provider';
import { fromPayPalValue } from './paypal-amounts';
import { type PayPalRestTarget, paypalRest } from './paypal-rest';

const DAY_MS = 86_400_000;

/** A renewal attempt's reference: the sale PayPal charged, told apart from an order id. */
export const SALE_SESSION_PREFIX = 'sale:';

/** PayPal's subscription ids (`I-…`), told apart from its order ids. */
export const isSubscriptionId = (reference: string): boolean => reference.startsWith('I-');

const productSchema = z.object({ id: z.string().min(1) });
const refundSchema = z.object({ id: z.string().min(1) });

/**
 * Subscriptions PayPal bills (Subscriptions API v1): a catalog product and a plan per
 * Shopforge subscription (its period and price), then the PayPal subscription the buyer approves.
 * PayPal charges the first cycle on approval and every cycle after; its sales are the payments.
 * Products and sale refunds are outside the server SDK and go through `paypalRest`.
 */
export class PayPalSubscriptions {
  private readonly api: SubscriptionsController;

  constructor(
    private readonly target: PayPalRestTarget,
    call: <T>(request: () => Promise<T>) => Promise<T>,
  ) {
    this.api = new SubscriptionsController(target.client);
    this.call = call;
  }

  private readonly call: <T>(request: () => Promise<T>) => Promise<T>;

  /** Product, plan and subscription, each once per Shopforge subscription (or attempt). */
  async start(input: CreateSessionInput, recurring: RecurringTerms, value: string): Promise<ProviderSession> {
    const name = input.description.slice(0, 127) || 'Subscription';
    const product = productSchema.parse(
      await paypalRest<unknown>(this.target, 'POST', '/v1/catalogs/products', {
        body: { name, type: 'SERVICE' },
        requestId: `shopforge-product-${recurring.subscriptionId}`,
      }),
    );
    const { result: plan } = await this.call(() =>
      this.api.createBillingPlan({
        paypalRequestId: `shopforge-plan-${recurring.subscriptionId}`,
        prefer: 'return=representation',
        body: {
          productId: product.id,
          name,
          status: PlanRequestStatus.Active,
          billingCycles: [
            {
              frequency: {
                intervalUnit: IntervalUnit[INTERVAL[recurring.interval]],
                intervalCount: recurring.intervalCount,
              },
              tenureType: TenureType.Regular,
              sequence: 1,
              totalCycles: 0,
              pricingScheme: { fixedPrice: { currencyCode: input.currency.toUpperCase(), value } },
            },
          ],
          paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 3 },
        },
      }),
    );
    if (!plan.id) throw new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal answered a plan without an id.');
    const planId = plan.id;
    const { result: subscription } = await this.call(() =>
      this.api.createSubscription({
        paypalRequestId: `shopforge-attempt-${input.attemptId}`,
        prefer: 'return=representation',
        body: {
          planId,
          customId: recurring.subscriptionId,
          ...(input.customerEmail ? { subscriber: { emailAddress: input.customerEmail } } : {}),
          applicationContext: {
            returnUrl: input.returnUrl,
            cancelUrl: input.returnUrl,
            userAction: ApplicationContextUserAction.SubscribeNow,
            shippingPreference: ExperienceContextShippingPreference.NoShipping,
          },
        },
      }),
    );
    const approve = subscription.links?.find((link) => link.rel === 'approve')?.href;
    if (!subscription.id || !approve)
      throw new AppError(
        'PAYMENT_PROVIDER_ERROR',
        'PayPal answered a subscription without its approval page.',
      );
    return { sessionId: subscription.id, checkoutUrl: approve };
  }

  /**
   * The subscription as PayPal has it: once active, its first sale is the attempt's payment,
   * under the sale's id (PayPal's PAYMENT.SALE.COMPLETED for it is then the same event).
   */
  async lookup(subscriptionId: string): Promise<ProviderEvent | null> {
    const { result: sub } = await this.call(() => this.api.getSubscription({ id: subscriptionId }));
    if (sub.status === SubscriptionStatus.Cancelled || sub.status === SubscriptionStatus.Expired) {
      if (!sub.billingInfo?.lastPayment)
        return {
          id: `subscription:${subscriptionId}:${sub.status}`,
          type: 'payment.cancelled',
          sessionId: subscriptionId,
          amountCents: 0,
          currency: '',
        };
    }
    if (sub.status !== SubscriptionStatus.Active && sub.status !== SubscriptionStatus.Suspended) return null;
    const sale = await this.firstSale(subscriptionId, sub);
    if (!sale) return null;
    return {
      id: `${SALE_SESSION_PREFIX}${sale.id}`,
      type: 'payment.succeeded',
      sessionId: subscriptionId,
      amountCents: sale.cents,
      currency: sale.currency,
      paymentRef: sale.id,
      subscriptionRef: subscriptionId,
    };
  }

  /** The sale an attempt paid with: a renewal's own, or a subscription's first. */
  async saleOf(reference: string): Promise<string> {
    if (reference.startsWith(SALE_SESSION_PREFIX)) return reference.slice(SALE_SESSION_PREFIX.length);
    const { result: sub } = await this.call(() => this.api.getSubscription({ id: reference }));
    const sale = await this.firstSale(reference, sub);
    if (!sale) throw new AppError('BAD_REQUEST', 'PayPal has no payment of this subscription to refund.');
    return sale.id;
  }

  /** Refunds part of a sale (v1 Payments), once per refund. */
  async refundSale(saleId: string, value: string, currency: string, idempotencyKey: string): Promise<string> {
    const refund = refundSchema.parse(
      await paypalRest<unknown>(
        this.target,
        'POST',
        `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`,
        {
          body: { amount: { total: value, currency } },
          requestId: `shopforge-refund-${idempotencyKey}`,
        },
      ),
    );
    return refund.id;
  }

  /** The currency a sale was charged in, for its refund. */
  async saleCurrency(saleId: string): Promise<string> {
    const sale = await paypalRest<{ amount?: { currency?: string } }>(
      this.target,
      'GET',
      `/v1/payments/sale/${encodeURIComponent(saleId)}`,
    );
    const currency = sale?.amount?.currency;
    if (!currency)
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal answered a sale without its currency.');
    return currency;
  }

  /**
   * Stops PayPal billing it. PayPal has no "at period end": cancelling stops the next charges and
   * leaves the paid period to run, which is what the merchant asked either way.
   */
  async cancel(subscriptionId: string): Promise<void> {
    try {
      await this.api.cancelSubscription({
        id: subscriptionId,
        body: { reason: 'Cancelled by the merchant.' },
      });
    } catch (error) {
      // Already cancelled or expired at PayPal: it is stopped, as asked.
      if (error instanceof ApiError && error.statusCode === 422) return;
      throw error;
    }
  }

  private async firstSale(
    subscriptionId: string,
    sub: Subscription,
  ): Promise<{ id: string; cents: number; currency: string } | null> {
    const created = sub.createTime ? Date.parse(sub.createTime) : Date.now() - 400 * DAY_MS;
    const { result } = await this.call(() =>
      this.api.listSubscriptionTransactions({
        id: subscriptionId,
        startTime: new Date(created - DAY_MS).toISOString(),
        endTime: new Date(Date.now() + DAY_MS).toISOString(),
      }),
    );
    const first = (result.transactions ?? []).find(
      (transaction) =>
        transaction.status === 'COMPLETED' ||
        transaction.status === 'PARTIALLY_REFUNDED' ||
        transaction.status === 'REFUNDED',
    );
    if (!first) return null;
    const cents = fromPayPalValue(first.amountWithBreakdown.grossAmount.value);
    if (cents === null) return null;
    return {
      id: first.id,
      cents,
      currency: first.amountWithBreakdown.grossAmount.currencyCode.toUpperCase(),
    };
  }
}

const INTERVAL = { DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' } as const;
