import { createHash } from 'node:crypto';
import { basicCredentials } from '../http/auth';
import { newAccessToken } from '../ids';
import type { StandInState } from '../state';
import type { PayPalClient } from '../types';

/** Nine hours, as PayPal issues client-credentials tokens. */
const EXPIRES_IN_SECONDS = 32_400;

const SCOPE = [
  'https://uri.paypal.com/services/invoicing',
  'https://uri.paypal.com/services/disputes/read-buyer',
  'https://uri.paypal.com/services/payments/realtimepayment',
  'https://uri.paypal.com/services/disputes/update-seller',
  'https://uri.paypal.com/services/payments/payment/authcapture',
  'openid',
  'https://uri.paypal.com/services/disputes/read-seller',
  'https://uri.paypal.com/services/payments/refund',
  'https://api-m.paypal.com/v1/vault/credit-card',
  'https://api-m.paypal.com/v1/payments/.*',
  'https://uri.paypal.com/payments/payouts',
  'https://uri.paypal.com/services/notifications/webhooks',
].join(' ');

export interface OAuthAnswer {
  status: number;
  body: object;
}

const invalidClient = (): OAuthAnswer => ({
  status: 401,
  body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
});

/** The app's id in PayPal's dashboard, derived from the client id so it is stable across runs. */
function appIdFor(clientId: string): string {
  const digits = createHash('sha256').update(clientId).digest('hex').toUpperCase().slice(0, 17);
  return `APP-${digits}`;
}

function knows(clients: ReadonlyArray<PayPalClient> | undefined, clientId: string, clientSecret: string) {
  if (!clientId || !clientSecret) return false;
  return (
    clients === undefined || clients.some((c) => c.clientId === clientId && c.clientSecret === clientSecret)
  );
}

/**
 * `POST /v1/oauth2/token` with `grant_type=client_credentials` and the app's credentials as Basic
 * auth. Errors here are OAuth's `{error, error_description}`, not PayPal's REST error body.
 */
export function issueToken(
  state: StandInState,
  clients: ReadonlyArray<PayPalClient> | undefined,
  authorization: string | null,
  body: unknown,
): OAuthAnswer {
  const credentials = basicCredentials(authorization);
  if (!credentials || !knows(clients, credentials.clientId, credentials.clientSecret)) return invalidClient();
  const form = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const grantType = form.grant_type;
  if (grantType === undefined || grantType === '')
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
    };
  if (grantType !== 'client_credentials')
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'unsupported grant_type' },
    };
  const accessToken = newAccessToken();
  state.tokens.set(accessToken, {
    clientId: credentials.clientId,
    expiresAt: Date.now() + EXPIRES_IN_SECONDS * 1000,
  });
  return {
    status: 200,
    body: {
      scope: SCOPE,
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: appIdFor(credentials.clientId),
      expires_in: EXPIRES_IN_SECONDS,
      nonce: `${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}${newAccessToken().slice(5, 48)}`,
    },
  };
}
