import {
  ApiError,
  CheckoutPaymentIntent,
  type Client,
  type Order,
  OrdersController,
  OrderStatus,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { AppError, validationError } from '@shopforge/errors';
import type {
  CreateSessionInput,
  PaymentProvider,
  ProviderEvent,
  ProviderSession,
  SignatureHeaders,
} from '../provider';
import { toPayPalValue } from './paypal-amounts';
import { type PayPalCredentials, paypalClient } from './paypal-client';
import { captureEvent, captureSchema, readPayPalEvent } from './paypal-events';
import { isSubscriptionId, PayPalSubscriptions, SALE_SESSION_PREFIX } from './paypal-subscriptions';
import { verifyPayPalSignature } from './paypal-webhook-signature';

export const PAYPAL_PROVIDER = 'paypal';

/** PayPal's error body: parsed by the SDK for the errors it models, the raw text otherwise. */
function errorBody(error: ApiError): { name?: unknown; message?: unknown; details?: unknown } {
  if (error.result && typeof error.result === 'object') return error.result;
  if (typeof error.body !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** PayPal's own answer (its error name and issue), kept for the merchant; anything else says it was unreachable. */
function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ApiError) {
    const result = errorBody(error);
    const details = Array.isArray(result.details) ? (result.details as Array<{ issue?: unknown }>) : [];
    const issue = details.map((detail) => detail.issue).find((value) => typeof value === 'string');
    const text = [result.name, issue, result.message].filter((part) => typeof part === 'string').join(': ');
    return new AppError('PAYMENT_PROVIDER_ERROR', `PayPal: ${text || `status ${error.statusCode}`}`);
  }
  return new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal could not be reached.');
}

/**
 * Asks PayPal for an access token with the app's credentials before they are stored, so a
 * mistyped or revoked pair is refused to the merchant connecting it (422), not to a buyer later.
 */
export async function checkPayPalCredentials(credentials: PayPalCredentials, api: URL | null): Promise<void> {
  try {
    await paypalClient(credentials, api).clientCredentialsAuthManager.fetchToken();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401)
      throw validationError([
        {
          path: ['client_secret'],
          message: `PayPal refused these credentials (${credentials.environment}).`,
        },
      ]);
    throw providerError(error);
  }
}

/** The buyer's page of an order: `payer-action` when a payment source was named, `approve` otherwise. */
function approvalUrl(order: Order): string | undefined {
  const links = order.links ?? [];
  return (links.find((link) => link.rel === 'payer-action') ?? links.find((link) => link.rel === 'approve'))
    ?.href;
}

/** The order's capture, in PayPal's wire shape. */
function captureOf(order: Order) {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id || !capture.status || !capture.amount) return null;
  return captureSchema.parse({
    id: capture.id,
    status: capture.status,
    amount: { currency_code: capture.amount.currencyCode, value: capture.amount.value },
  });
}

/**
 * PayPal Checkout (Orders v2) through the official server SDK: an order per payment attempt,
 * captured by billing once the buyer approved it (the buyer returning, or PayPal's
 * CHECKOUT.ORDER.APPROVED, whichever comes first; PayPal-Request-Id makes it one capture),
 * events verified by PayPal itself, refunds of the order's capture. One instance per shop and call.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = PAYPAL_PROVIDER;
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private readonly billing: PayPalSubscriptions;

  /** Subscriptions PayPal bills: stopped there when the merchant cancels. */
  readonly subscriptions = {
    cancel: (subscriptionRef: string): Promise<void> => this.call(() => this.billing.cancel(subscriptionRef)),
  };

  constructor(
    private readonly credentials: PayPalCredentials,
    private readonly apiOverride: URL | null,
  ) {
    this.client = paypalClient(credentials, apiOverride);
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
    this.billing = new PayPalSubscriptions({ client: this.client, credentials, apiOverride }, (request) =>
      this.call(request),
    );
  }

  async createSession(input: CreateSessionInput): Promise<ProviderSession> {
    const value = toPayPalValue(input.amountCents, input.currency);
    if (value === null)
      throw new AppError(
        'BAD_REQUEST',
        `PayPal takes whole amounts in ${input.currency}; this invoice has cents.`,
      );
    if (input.recurring) return this.billing.start(input, input.recurring, value);
    const { result: order } = await this.call(() =>
      this.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.attemptId,
              // The invoice, for the merchant's PayPal records; not PayPal's `invoice_id`, which
              // PayPal keeps unique and so would refuse a buyer's second attempt at the same invoice.
              customId: input.invoiceId,
              description: input.description.slice(0, 127) || 'Order',
              amount: { currencyCode: input.currency.toUpperCase(), value },
            },
          ],
          paymentSource: {
            paypal: {
              ...(input.customerEmail ? { emailAddress: input.customerEmail } : {}),
              experienceContext: {
                returnUrl: input.returnUrl,
                cancelUrl: input.returnUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
        paypalRequestId: `shopforge-attempt-${input.attemptId}`,
        prefer: 'return=representation',
      }),
    );
    const url = approvalUrl(order);
    if (!order.id || !url)
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal answered an order without its page.');
    return { sessionId: order.id, checkoutUrl: url };
  }

  async verifyWebhook(body: string, signatureHeaders: SignatureHeaders): Promise<ProviderEvent | null> {
    const verified = await this.call(() =>
      verifyPayPalSignature(this.client, this.credentials, this.apiOverride, body, signatureHeaders),
    );
    if (!verified) throw new AppError('UNAUTHORIZED', 'The PayPal signature does not verify.');
    const meaning = readPayPalEvent(JSON.parse(body));
    if (meaning === null) throw new AppError('BAD_REQUEST', 'The PayPal event is malformed.');
    if (meaning.kind === 'lookup') return this.lookup(meaning.reference);
    return meaning.kind === 'event' ? meaning.event : null;
  }

  /**
   * The order as PayPal has it, captured first when the buyer approved it and nobody captured
   * it yet: a buyer back on the checkout page is paid without waiting for PayPal's events.
   */
  async lookup(orderId: string): Promise<ProviderEvent | null> {
    if (isSubscriptionId(orderId)) return this.billing.lookup(orderId);
    let { result: order } = await this.call(() => this.orders.getOrder({ id: orderId }));
    if (order.status === OrderStatus.Approved) order = await this.capture(orderId);
    if (order.status === OrderStatus.Voided)
      return {
        id: `order:${orderId}:VOIDED`,
        type: 'payment.cancelled',
        sessionId: orderId,
        amountCents: 0,
        currency: '',
      };
    const capture = captureOf(order);
    return capture ? captureEvent(capture, orderId) : null;
  }

  async refund(orderId: string, amountCents: number, idempotencyKey: string) {
    if (isSubscriptionId(orderId) || orderId.startsWith(SALE_SESSION_PREFIX)) {
      const sale = await this.billing.saleOf(orderId);
      const currency = await this.billing.saleCurrency(sale);
      const value = toPayPalValue(amountCents, currency);
      if (value === null) throw new AppError('BAD_REQUEST', 'PayPal refunds whole amounts in this currency.');
      return { reference: await this.billing.refundSale(sale, value, currency, idempotencyKey) };
    }
    const { result: order } = await this.call(() => this.orders.getOrder({ id: orderId }));
    const capture = captureOf(order);
    if (!capture) throw new AppError('BAD_REQUEST', 'PayPal has no captured payment to refund.');
    const value = toPayPalValue(amountCents, capture.amount.currency_code);
    if (value === null) throw new AppError('BAD_REQUEST', 'PayPal refunds whole amounts in this currency.');
    const { result: refund } = await this.call(() =>
      this.payments.refundCapturedPayment({
        captureId: capture.id,
        paypalRequestId: `shopforge-refund-${idempotencyKey}`,
        prefer: 'return=representation',
        body: { amount: { currencyCode: capture.amount.currency_code, value } },
      }),
    );
    if (!refund.id) throw new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal answered a refund without an id.');
    return { reference: refund.id };
  }

  /** Captures an approved order; the request id makes a repeat (a webhook racing the buyer) the same capture. */
  private async capture(orderId: string): Promise<Order> {
    try {
      const { result } = await this.orders.captureOrder({
        id: orderId,
        paypalRequestId: `shopforge-capture-${orderId}`,
        prefer: 'return=representation',
      });
      return result;
    } catch (error) {
      // Captured by another request id meanwhile (an earlier deploy): read what it became.
      if (error instanceof ApiError && error.statusCode === 422)
        return (await this.call(() => this.orders.getOrder({ id: orderId }))).result;
      throw providerError(error);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  }
}
