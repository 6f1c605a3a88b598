/** JSON as parsed from a request body. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** PayPal's HATEOAS link. */
export interface PayPalLink {
  href: string;
  rel: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
}

/**
 * A webhook event in PayPal's envelope (notifications_webhooks_v1 `event`); typed loosely so tests
 * read any resource without casts.
 */
export type PayPalEvent = {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  resource_version: string;
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
  links: PayPalLink[];
  [key: string]: unknown;
};

/** One API request as it reached the stand-in, so tests can assert what the product sent. */
export interface PayPalRequestRecord {
  readonly method: string;
  /** Without the query string. */
  readonly path: string;
  /** The client (merchant app) its Bearer token or Basic credentials name; null when none is known. */
  readonly clientId: string | null;
  /** The JSON body, or the form fields of a form body (the OAuth call); null when there was none or it was unreadable. */
  readonly body: JsonValue | Readonly<Record<string, string>> | null;
  readonly paypalRequestId: string | null;
}

/** A REST app's credentials, as shown in PayPal's developer dashboard. */
export interface PayPalClient {
  clientId: string;
  clientSecret: string;
}

/** A webhook as configured for the app `clientId`; `webhookId` is what the product verifies with. */
export interface PayPalWebhookEndpoint {
  readonly clientId: string;
  readonly url: string;
  readonly webhookId: string;
}

/** One attempt to deliver an event to a registered endpoint. */
export interface PayPalWebhookDelivery {
  readonly eventId: string;
  readonly type: string;
  readonly url: string;
  /** The HTTP status the endpoint answered; null when the request failed (refused, timed out, …). */
  readonly status: number | null;
  /** The endpoint's response body text; empty when there was none. */
  readonly body: string;
}

/** An error the stand-in answers instead of doing the call (see `failNext`). */
export interface PayPalFault {
  status: number;
  /** PayPal's error `name`, e.g. INTERNAL_SERVER_ERROR, RATE_LIMIT_REACHED, UNPROCESSABLE_ENTITY. */
  name: string;
  message?: string;
  /** When given, the answer has one `details` entry with this issue. */
  issue?: string;
}

/** The headers a PayPal webhook request carries, lowercase, and the exact body they sign. */
export interface PayPalSignedEvent {
  body: string;
  headers: Record<string, string>;
}

export type PayPalDisputeAction = 'create' | 'won' | 'lost';

export interface PayPalStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** When given, only these credentials get a token; otherwise any non-empty id and secret do. */
  clients?: ReadonlyArray<PayPalClient>;
  /** Base of the approval page URL (`…/checkoutnow?token=`), for a browser reaching the stand-in by another name; default: its own url. */
  publicUrl?: string;
}

export interface PayPalStandIn {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Every API request received (the approval page not included), in order. */
  readonly requests: ReadonlyArray<PayPalRequestRecord>;
  /** The buyer approves on PayPal's page: the order is APPROVED, with a payer. `CHECKOUT.ORDER.APPROVED`. */
  approve(orderId: string): PayPalEvent;
  /** `PAYMENT.CAPTURE.COMPLETED` for the order's capture as it stands; throws when the order is not captured. */
  captureCompleted(orderId: string): PayPalEvent;
  /** The order's capture is denied (status DECLINED): `PAYMENT.CAPTURE.DENIED`. */
  captureDenied(orderId: string): PayPalEvent;
  /** The merchant refunds `amount` (e.g. "5.00"; default: the rest) in PayPal's dashboard: `PAYMENT.CAPTURE.REFUNDED`. */
  refundInDashboard(orderId: string, amount?: string): PayPalEvent;
  /** `PAYMENT.CAPTURE.REFUNDED` for an existing refund (one made through the API included). */
  refundEvent(refundId: string): PayPalEvent;
  /** `create` opens a dispute on the order's capture (`CUSTOMER.DISPUTE.CREATED`); won/lost resolve it (`CUSTOMER.DISPUTE.RESOLVED`). */
  dispute(orderId: string, action: PayPalDisputeAction, reason?: string): PayPalEvent;
  /**
   * The buyer subscribes on PayPal's page: ACTIVE, the first cycle paid at once (a sale, billing_info
   * set). `BILLING.SUBSCRIPTION.ACTIVATED`; the sale's event comes from `saleCompleted`.
   */
  approveSubscription(subscriptionId: string): PayPalEvent;
  /** `PAYMENT.SALE.COMPLETED` for an existing sale (resource: the v1 sale, `billing_agreement_id` the subscription). */
  saleCompleted(saleId: string): PayPalEvent;
  /** The next cycle of an ACTIVE subscription is charged: a new sale, billing_info moved on; its `PAYMENT.SALE.COMPLETED`. */
  renewSubscription(subscriptionId: string): PayPalEvent;
  /**
   * The cycle due cannot be charged: failed_payments_count + 1, the price outstanding, SUSPENDED at the
   * plan's payment_failure_threshold. `BILLING.SUBSCRIPTION.PAYMENT.FAILED`.
   */
  failSubscriptionPayment(subscriptionId: string): PayPalEvent;
  /** The buyer cancels at PayPal (ACTIVE or SUSPENDED): `BILLING.SUBSCRIPTION.CANCELLED`; for one cancelled through the API, the event PayPal sends for it. */
  cancelSubscriptionAtPayPal(subscriptionId: string): PayPalEvent;
  /** The merchant refunds `amount` (e.g. "5.00"; default: the rest) of a sale in the dashboard: `PAYMENT.SALE.REFUNDED`. */
  saleRefundedInDashboard(saleId: string, amount?: string): PayPalEvent;
  /** The ids of the subscription's sales, oldest first (what `…/transactions` lists). */
  subscriptionSales(subscriptionId: string): string[];
  /** A webhook of the app `clientId`: events caused on PayPal's pages go there, and `deliver` posts to it. */
  addWebhookEndpoint(endpoint: PayPalWebhookEndpoint): void;
  /** Every delivery attempted to a registered endpoint. */
  readonly deliveries: ReadonlyArray<PayPalWebhookDelivery>;
  /** Posts `event`, signed, to every endpoint of `clientId` (one attempt each); resolves once all are recorded. */
  deliver(event: PayPalEvent, clientId: string): Promise<void>;
  /** The body PayPal would post for `event` and its `paypal-*` headers, signed for `webhookId`. */
  sign(event: PayPalEvent, webhookId: string): PayPalSignedEvent;
  /** The next `count` API requests (the OAuth token call excepted) answer `fault` instead of being served. */
  failNext(count: number, fault: PayPalFault): void;
  close(): Promise<void>;
}
