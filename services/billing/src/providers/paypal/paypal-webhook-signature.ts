import type { Client } from '@paypal/paypal-server-sdk';
import { AppError } from '@shopforge/errors';
import { z } from 'zod';
import type { SignatureHeaders } from '../provider';
import type { PayPalCredentials } from './paypal-client';
import { paypalRest } from './paypal-rest';

/** PayPal's signature headers and the fields of its verification call they fill. */
const SIGNATURE_FIELDS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const verificationSchema = z.object({ verification_status: z.string() });

/**
 * Whether PayPal signed `body` for the merchant's webhook, asked of PayPal itself
 * (`POST /v1/notifications/verify-webhook-signature`, the check PayPal documents; the SDK has no
 * call for it). The event goes back as the exact bytes received, spliced in rather than
 * re-serialised, so the checksum PayPal signed is over the same bytes; it is parsed first, so a
 * body that is not one JSON object cannot add fields of its own to the request.
 */
export async function verifyPayPalSignature(
  client: Client,
  credentials: PayPalCredentials,
  apiOverride: URL | null,
  body: string,
  headers: SignatureHeaders,
): Promise<boolean> {
  const fields: string[] = [];
  for (const [field, header] of Object.entries(SIGNATURE_FIELDS)) {
    const value = headers[header];
    if (!value) return false;
    fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  fields.push(`"webhook_id":${JSON.stringify(credentials.webhookId)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  const request = `{${fields.join(',')},"webhook_event":${body}}`;

  const verdict = verificationSchema.safeParse(
    await paypalRest<unknown>(
      { client, credentials, apiOverride },
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { body: request },
    ),
  );
  if (!verdict.success)
    throw new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal answered the signature check unreadably.');
  return verdict.data.verification_status === 'SUCCESS';
}
