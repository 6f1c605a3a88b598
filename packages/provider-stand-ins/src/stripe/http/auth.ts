import { StripeApiError } from '../api-error';

/** The key from `Authorization: Bearer sk_…`, or from Basic auth (key as user name), which Stripe also takes. */
export function apiKeyOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme = '', credentials = ''] = authorization.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') return credentials || null;
  if (scheme.toLowerCase() === 'basic') {
    const user = Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
    return user || null;
  }
  return null;
}

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** Stripe never echoes a key whole: `sk_test_********************1234`. */
function redacted(key: string): string {
  const prefix = /^[a-z]+_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(key.length - prefix.length - 4, 0))}${key.slice(-4)}`;
}

/**
 * Stripe answers both a missing and an unknown key with 401 and type `invalid_request_error`;
 * the SDK turns any 401 into StripeAuthenticationError.
 */
export function authenticate(apiKey: string | null, validKeys: readonly string[] | undefined): string {
  if (apiKey === null) throw new StripeApiError(401, { type: 'invalid_request_error', message: NO_KEY });
  if (validKeys && !validKeys.includes(apiKey))
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${redacted(apiKey)}`,
    });
  return apiKey;
}
