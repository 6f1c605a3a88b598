import type { Client } from '@paypal/paypal-server-sdk';
import { AppError } from '@shopforge/errors';
import { accessToken, PAYPAL_TIMEOUT_MS, type PayPalCredentials, paypalApiBase } from './paypal-client';

export interface PayPalRestTarget {
  client: Client;
  credentials: PayPalCredentials;
  apiOverride: URL | null;
}

/** PayPal's error body, in the v2 shape (`name`, `details[].issue`) or the v1 one (`name`, `message`). */
function errorText(status: number, body: unknown): string {
  if (!body || typeof body !== 'object') return `status ${status}`;
  const { name, message, details } = body as { name?: unknown; message?: unknown; details?: unknown };
  const issue = Array.isArray(details)
    ? (details as Array<{ issue?: unknown }>)
        .map((detail) => detail.issue)
        .find((value) => typeof value === 'string')
    : undefined;
  return [name, issue, message].filter((part) => typeof part === 'string').join(': ') || `status ${status}`;
}

/**
 * One call the SDK does not cover (catalog products, v1 sale refunds, the signature check), with
 * the same token, base address and timeout as the SDK's. `body` is sent as given when it is a
 * string (the signature check splices the event's exact bytes in). PayPal's refusal is a 502
 * `PAYMENT_PROVIDER_ERROR` carrying its error name.
 */
export async function paypalRest<T>(
  target: PayPalRestTarget,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; requestId?: string } = {},
): Promise<T> {
  const token = await accessToken(target.client, target.credentials);
  let response: Response;
  try {
    response = await fetch(`${paypalApiBase(target.credentials.environment, target.apiOverride)}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
      },
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal could not be reached.');
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok)
    throw new AppError('PAYMENT_PROVIDER_ERROR', `PayPal: ${errorText(response.status, parsed)}`);
  return parsed as T;
}
