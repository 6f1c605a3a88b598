import type { PayPalSignedEvent } from '../types';

/** PayPal gives an endpoint a few seconds; 10 keeps a slow test receiver from failing the attempt. */
const TIMEOUT_MS = 10_000;

const PAYPAL_HEADERS = {
  'Content-Type': 'application/json',
  'User-Agent': 'PayPal/AUHD-214.0-58571226',
  Accept: '*/*',
} as const;

export interface PostOutcome {
  status: number | null;
  body: string;
}

async function bodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/**
 * One webhook request as PayPal makes it: the signed body and its `paypal-*` headers. Redirects are
 * not followed (PayPal counts a 3xx as failed). Never throws: a failed request is recorded, status null.
 */
export async function postEvent(url: string, signed: PayPalSignedEvent): Promise<PostOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...PAYPAL_HEADERS, ...signed.headers },
      body: signed.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, body: await bodyText(response) };
  } catch {
    return { status: null, body: '' };
  }
}
