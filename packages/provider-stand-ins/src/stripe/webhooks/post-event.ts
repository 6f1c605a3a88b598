import { signEvent } from '../sign';
import type { StripeEvent } from '../types';

/** Stripe gives an endpoint 10 seconds to answer before it counts the attempt as failed. */
const TIMEOUT_MS = 10_000;

/** The headers Stripe's webhook requests carry besides the signature. */
const STRIPE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
  Accept: '*/*; q=0.5, application/xml',
  'Cache-Control': 'no-cache',
} as const;

export interface PostOutcome {
  status: number | null;
  body: string;
}

async function bodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    // The endpoint answered a status, then its body broke off or ran past the timeout.
    return '';
  }
}

/**
 * One webhook request as Stripe makes it: the body `sign()` produces and its `Stripe-Signature`.
 * Redirects are not followed, as Stripe counts a 3xx as a failed delivery. Never throws: a request
 * that fails is an outcome to record, status null.
 */
export async function postEvent(url: string, event: StripeEvent, secret: string): Promise<PostOutcome> {
  const { body, header } = signEvent(event, secret);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...STRIPE_HEADERS, 'Stripe-Signature': header },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, body: await bodyText(response) };
  } catch {
    return { status: null, body: '' };
  }
}
