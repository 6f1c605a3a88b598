import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomChars(length: number, alphabet = UPPER_ALNUM): string {
  let chars = '';
  for (let i = 0; i < length; i += 1) chars += alphabet[randomInt(alphabet.length)];
  return chars;
}

/** Orders, captures and refunds have 17 upper-case letters and digits: `5O190127TN364715T`. */
export const newResourceId = () => randomChars(17);

/** Catalog products: `PROD-XXCD1234QWER65782`. */
export const newProductId = () => `PROD-${randomChars(17)}`;

/** Billing plans: `P-5ML4271244454362WXNWU5NQ`. */
export const newPlanId = () => `P-${randomChars(24)}`;

/** Subscriptions (billing agreements): `I-BW452GLLEP1G`. */
export const newSubscriptionId = () => `I-${randomChars(12)}`;

/** The approval page's token for a subscription: `BA-2M539689T3856352J`. */
export const newBillingAgreementToken = () => `BA-${randomChars(17)}`;

/** The checkout token PayPal adds to a subscription's return URL: `EC-5W137577TX378291L`. */
export const newCheckoutToken = () => `EC-${randomChars(17)}`;

/** A v1 payment, parent of a sale and its refunds: `PAY-1B56960729604235TKQQIYVY`. */
export const newPaymentId = () => `PAY-${randomChars(24)}`;

/** A payer id is 13 of them: `QYR5Z8XDVJNXQ`. */
export const newPayerId = () => randomChars(13);

/** Webhook events: `WH-2WR32451HC0233532-67976317FL4543714`. */
export const newEventId = () => `WH-${randomChars(17)}-${randomChars(17)}`;

/** Disputes: `PP-D-27803`. */
export const newDisputeId = () => `PP-D-${randomInt(10_000, 1_000_000)}`;

/** PayPal's `debug_id` on errors (and the Paypal-Debug-Id header): 13 hex digits. */
export const newDebugId = () => randomBytes(7).toString('hex').slice(0, 13);

export const newTransmissionId = () => randomUUID();

/** Access tokens are long opaque strings beginning `A21AA`. */
export const newAccessToken = () =>
  `A21AA${randomChars(92, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}`;

/** PayPal's timestamps: RFC 3339 in UTC, to the second (`2024-05-01T10:00:00Z`). */
export function isoNow(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The merchant account an app's client id belongs to: a 13-character merchant id derived from the
 * id, so a client names the same merchant in every run and a product may keep it in its config.
 */
export function merchantIdFor(clientId: string): string {
  const digest = createHash('sha256').update(clientId).digest();
  let chars = '';
  for (let i = 0; i < 13; i += 1) chars += UPPER_ALNUM[(digest[i] ?? 0) % UPPER_ALNUM.length];
  return chars;
}
