import type { ErrorCode } from './codes';

/** What an error code means for the caller: why it happens and what to do about it. */
export interface ErrorDoc {
  cause: string;
  fix: string;
}

const notFound = (what: string, listRoute: string): ErrorDoc => ({
  cause: `No ${what} with this id or reference exists in the shop the credential belongs to. Another shop's ${what} answers the same, so ids cannot be probed across shops.`,
  fix: `Check the id (and which shop's key you use); list what exists with \`${listRoute}\`.`,
});

/**
 * Every code's documentation, served at `/docs/errors` (each code its own anchor) and linked
 * from every error's `doc_url`. Typed over the closed code list: a new code without its entry
 * fails the typecheck.
 */
export const ERROR_DOCS: Readonly<Record<ErrorCode, ErrorDoc>> = {
  UNAUTHORIZED: {
    cause:
      'The request carries no credential, or one that is unknown, revoked or expired (an OAuth access token lives an hour), or a mail provider report came without its secret.',
    fix: 'Send `Authorization: Bearer <key or token>`. Refresh an OAuth token with its refresh token; create a new API key if it was revoked.',
  },
  FORBIDDEN: {
    cause:
      'The credential is valid but lacks a scope the route needs (the message names it), or the member behind it has a role that may not do this, or the shop is suspended, or the route takes the shop’s own credentials and an app’s token called it (money settings, keys, apps, members). With `subcode: BEYOND_AUTHORITY`, the key, app, webhook or member it would create, change or remove holds (or would hold) scopes beyond the credential’s own, which the message names: a credential manages only what lies within its own authority. With `subcode: STEP_UP_REQUIRED`, a dashboard token changing money settings (payment providers, crypto wallets) needs its member to have proved who they are in the last 5 minutes.',
    fix: 'Ask for the scope: a key with it, or an app install that granted it (the consent screen lists scopes). The scope table in the API reference names each route’s scopes. For `BEYOND_AUTHORITY`, use a credential that holds the named scopes (the shop’s full-access key or an owner or admin in the dashboard). With `STEP_UP_REQUIRED`, confirm your password or a two-factor code in the dashboard (`POST /dashboard/api/step-up`) and send the change again.',
  },
  VALIDATION_ERROR: {
    cause: 'One or more fields are missing, of the wrong type, out of range, or not allowed together.',
    fix: '`details` lists each field (dot path) with what is wrong; correct those and send again. Unknown fields are refused too, so a typo shows up here.',
  },
  IDEMPOTENCY_CONFLICT: {
    cause: 'The `Idempotency-Key` was used before with a different request body or route.',
    fix: 'Use a new key for a new request; send the same body to replay the first answer.',
  },
  ROUTE_NOT_FOUND: {
    cause: 'No route of this API has this path.',
    fix: 'Check the path and the API prefix (`/dev/v1`, `/reseller/v1`) against the API reference at `/docs`.',
  },
  NOT_FOUND: notFound('record', 'the matching list route'),
  PRODUCT_NOT_FOUND: notFound('product', 'GET /dev/v1/products'),
  INVOICE_NOT_FOUND: notFound('invoice', 'GET /dev/v1/invoices'),
  PAYMENT_NOT_FOUND: notFound('payment', 'GET /dev/v1/invoices'),
  CUSTOMER_NOT_FOUND: notFound('customer', 'GET /dev/v1/customers'),
  CATEGORY_NOT_FOUND: notFound('category', 'GET /dev/v1/categories'),
  GROUP_NOT_FOUND: notFound('product group', 'GET /dev/v1/groups'),
  COUPON_NOT_FOUND: notFound('coupon', 'GET /dev/v1/coupons'),
  SUBSCRIPTION_NOT_FOUND: notFound('subscription', 'GET /dev/v1/subscriptions'),
  TICKET_NOT_FOUND: notFound('support ticket', 'GET /dev/v1/tickets'),
  REVIEW_NOT_FOUND: notFound('review', 'GET /dev/v1/reviews'),
  ESCROW_NOT_FOUND: notFound('escrow', 'GET /dev/v1/escrow'),
  LICENSE_NOT_FOUND: notFound('license', 'GET /dev/v1/licenses'),
  DISPUTE_NOT_FOUND: notFound('dispute', 'GET /dev/v1/disputes'),
  PAYMENT_PROVIDER_NOT_CONNECTED: {
    cause:
      'The shop has no account connected at that payment provider, so nothing can be sent to or read from it.',
    fix: 'Connect it first (`PUT /dev/v1/payment-providers/stripe` or `/paypal`); `GET /dev/v1/payment-providers` shows what is connected.',
  },
  LICENSE_INVALID: {
    cause: 'The license key does not exist for this product, or it was revoked or disabled.',
    fix: 'Check the key the buyer entered; the merchant sees its state at `GET /dev/v1/licenses`.',
  },
  LICENSE_EXPIRED: {
    cause: 'The license key was valid but its period has ended.',
    fix: 'The buyer renews or buys a new license; the merchant can extend it.',
  },
  LICENSE_HWID_MISMATCH: {
    cause: 'The license is bound to another hardware id, and it has no free activation left.',
    fix: 'Use it on the bound machine, or have the merchant reset or raise its activations.',
  },
  COUPON_EXPIRED: {
    cause: 'The coupon’s end date has passed (or it has not started yet).',
    fix: 'Use a current coupon; the merchant can change its dates.',
  },
  COUPON_MAX_USES_REACHED: {
    cause: 'The coupon was redeemed as often as it allows.',
    fix: 'Use another coupon; the merchant can raise its limit.',
  },
  RATE_LIMITED: {
    cause:
      'Too many requests for this credential in its window (the shop’s plan sets the budget), a per-shop limit of one operation (such as test mails an hour), the sign-in limits (too many failed sign-ins for an email, or too many attempts from one address), or the shop’s mail budget (`subcode: MAIL_BUDGET_SPENT`): the platform mails at most so many addresses an hour that are not yet the shop’s customers, and the request would have mailed one more. Nothing was made or changed.',
    fix: 'Wait the seconds in `Retry-After` before trying again; the `X-RateLimit-*` headers show the budget. Spread bursts, and retry with backoff and jitter. With `MAIL_BUDGET_SPENT`, the same request without `send_email` goes through; mail to customers (buyers who paid through a provider) is never counted.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    cause:
      'This route buys or debits, so it needs an `Idempotency-Key` header (1 to 128 characters) and none was sent.',
    fix: 'Send a unique key per purchase, and the same key when retrying it: a retry then answers the first result instead of buying twice.',
  },
  INSUFFICIENT_BALANCE: {
    cause:
      'The reseller’s prepaid balance does not cover the order at wholesale prices; nothing was charged.',
    fix: '`balance` in the error says what is available. Top the balance up with the merchant, or order less.',
  },
  ORDER_NOT_FOUND: notFound('order', 'GET /reseller/v1/orders'),
  CONFLICT: {
    cause:
      'The request collides with the record’s current state: it was already done differently (another customer, another basket under the same key), the record changed since it was read, the operation is still running (`subcode: PROCESSING`), or stock ran out (`subcode: OUT_OF_STOCK`).',
    fix: 'Read the record again and decide from its current state. With `PROCESSING`, retry the same request a moment later; with `OUT_OF_STOCK`, retry when stock is back (nothing was charged).',
  },
  INTERNAL_ERROR: {
    cause: 'Something failed on the platform’s side; no internal detail is shown.',
    fix: 'Retry with the same `Idempotency-Key` (a mutation is then never done twice). If it persists, report the `request_id` of the error to the platform’s operator.',
  },
  BAD_REQUEST: {
    cause: 'The request cannot be read: the body is not valid JSON, or a form or header is malformed.',
    fix: 'Send `Content-Type: application/json` with a JSON object body; the message names what could not be read.',
  },
  BLACKLIST_ENTRY_NOT_FOUND: notFound('blacklist entry', 'GET /dev/v1/blacklist'),
  BUYER_BLACKLISTED: {
    cause:
      'An entry of the shop’s blacklist matches the buyer (email, IP address, country or payment fingerprint).',
    fix: 'The merchant removes the entry (`DELETE /dev/v1/blacklist/{id}`) if it is a mistake.',
  },
  METHOD_NOT_ALLOWED: {
    cause: 'The path exists but not with this HTTP method.',
    fix: 'The `Allow` header lists the methods the path takes.',
  },
  PAYLOAD_TOO_LARGE: {
    cause: 'The request body is larger than the API accepts.',
    fix: 'Send less at once: split bulk uploads (serials, contacts) into several requests.',
  },
  REQUEST_TIMEOUT: {
    cause:
      'The request did not arrive in time (the server waits 60 s for its line and headers, 5 minutes for all of it), so the connection was closed before it was read.',
    fix: 'Send the whole request at once; behind a slow or stalled link, retry with the same `Idempotency-Key`.',
  },
  URI_TOO_LONG: {
    cause:
      'The request target (path and query string) is longer than 8 KB (8192 bytes), the most the gateway reads of a URL.',
    fix: 'Send long inputs in a body instead of the query (lists take `filters` up to that size); page through results rather than naming thousands of ids in one URL.',
  },
  HEADERS_TOO_LARGE: {
    cause:
      'The request line and headers together are larger than 16 KB (16384 bytes), the most the server reads before a body: usually a runaway cookie or a header repeated by a proxy.',
    fix: 'Send fewer or smaller headers (clear the cookies for this host); a URL over 8 KB answers `URI_TOO_LONG` instead.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    cause: 'The body is sent with a content type or encoding the API does not read.',
    fix: 'Send JSON (`Content-Type: application/json`), uncompressed or gzip.',
  },
  SERVICE_UNAVAILABLE: {
    cause: 'A part of the platform this request needs is starting, restarting or briefly unreachable.',
    fix: 'Retry after `Retry-After` seconds with the same `Idempotency-Key`; such failures pass within seconds.',
  },
  ACCESS_LINK_INVALID: {
    cause:
      'A buyer’s access link from a receipt mail was altered, or its order was refunded in full, voided or lost in a dispute.',
    fix: 'Open the link exactly as mailed; for a new one, the buyer contacts the shop.',
  },
  ACCESS_LINK_EXPIRED: {
    cause: 'A buyer’s access link is past its 30 days.',
    fix: 'The buyer asks the shop for a new link; the order page still shows the purchase.',
  },
  PAYMENT_PROVIDER_ERROR: {
    cause:
      'The shop’s payment provider (Stripe, PayPal) refused the call or could not be reached; its message is kept in the error.',
    fix: 'Act on the provider’s message (a revoked key, a refund larger than the charge); retry later when the provider was unreachable.',
  },
};
