/**
 * The closed list of error codes of every public API, each mapped once to its HTTP status.
 * The spec's tables (Developer API and Reseller API) come first; the rest cover transport
 * failures the spec leaves "not shown" but every client still has to handle.
 */
export const ERROR_STATUS = {
  // Developer API (spec "Developer API codes")
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  VALIDATION_ERROR: 422,
  IDEMPOTENCY_CONFLICT: 422,
  ROUTE_NOT_FOUND: 404,
  NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  INVOICE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  GROUP_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  SUBSCRIPTION_NOT_FOUND: 404,
  TICKET_NOT_FOUND: 404,
  REVIEW_NOT_FOUND: 404,
  ESCROW_NOT_FOUND: 404,
  LICENSE_NOT_FOUND: 404,
  DISPUTE_NOT_FOUND: 404,
  /** The shop has no account connected at that payment provider. */
  PAYMENT_PROVIDER_NOT_CONNECTED: 404,
  LICENSE_INVALID: 400,
  LICENSE_EXPIRED: 400,
  LICENSE_HWID_MISMATCH: 400,
  COUPON_EXPIRED: 400,
  COUPON_MAX_USES_REACHED: 400,
  RATE_LIMITED: 429,
  // Reseller API (spec "Reseller API codes")
  IDEMPOTENCY_KEY_REQUIRED: 400,
  INSUFFICIENT_BALANCE: 402,
  ORDER_NOT_FOUND: 404,
  CONFLICT: 409,
  INTERNAL_ERROR: 500,
  // Not in the spec's tables; statuses a client of Stripe or Shopify would expect.
  BAD_REQUEST: 400,
  BLACKLIST_ENTRY_NOT_FOUND: 404,
  /** A blacklist entry of the shop matches the buyer (email, IP, country or payment fingerprint). */
  BUYER_BLACKLISTED: 400,
  METHOD_NOT_ALLOWED: 405,
  /** The request's head did not arrive within the server's time for it. */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  /** The request target (path and query) is longer than the gateway reads (8 KB). */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The request line and headers together pass the server's 16 KB. */
  HEADERS_TOO_LARGE: 431,
  SERVICE_UNAVAILABLE: 503,
  /** A buyer's access link (from a receipt mail) that was altered or names nothing. */
  ACCESS_LINK_INVALID: 404,
  /** A buyer's access link past its expiry: the buyer asks the shop for a new one. */
  ACCESS_LINK_EXPIRED: 410,
  /** The merchant's payment provider refused the call or could not be reached (its message is kept). */
  PAYMENT_PROVIDER_ERROR: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
