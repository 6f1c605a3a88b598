import { createHash } from 'node:crypto';
import { Client, Environment, type OAuthToken } from '@paypal/paypal-server-sdk';

export type PayPalEnvironment = 'sandbox' | 'live';

/** A merchant's PayPal REST app as billing holds it (sealed at rest, docs/payments.md). */
export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook the merchant created for this shop: signatures name it. */
  webhookId: string;
  environment: PayPalEnvironment;
}

const API_BASE: Readonly<Record<PayPalEnvironment, string>> = {
  live: 'https://api-m.paypal.com',
  sandbox: 'https://api-m.sandbox.paypal.com',
};

const TIMEOUT_MS = 20_000;

/** Where PayPal's API is for this account: its environment's host, or the operator's override. */
export function paypalApiBase(environment: PayPalEnvironment, override: URL | null): string {
  return override ? override.origin : API_BASE[environment];
}

/**
 * Sends the SDK's requests to `origin` instead of PayPal's host. The SDK has no base-URL option,
 * only a fixed host per environment, so a stand-in (tests) or an egress proxy is reached by
 * giving its HTTP client (axios, fetch adapter) a fetch that rewrites each request's origin.
 */
function redirectTo(origin: URL): typeof fetch {
  return async (input, init) => {
    const original = new Request(input, init);
    const url = new URL(original.url);
    const body =
      original.method === 'GET' || original.method === 'HEAD' ? undefined : await original.arrayBuffer();
    return fetch(`${origin.origin}${url.pathname}${url.search}`, {
      method: original.method,
      headers: original.headers,
      body,
      signal: original.signal,
    });
  };
}

/**
 * Access tokens by account: PayPal's tokens last hours and PayPal throttles asking for them, so
 * each call does not start with one. Bounded, oldest first out.
 */
const tokens = new Map<string, OAuthToken>();
const MAX_TOKENS = 1_000;

function tokenKey(credentials: PayPalCredentials): string {
  return createHash('sha256')
    .update(`${credentials.environment}\0${credentials.clientId}\0${credentials.clientSecret}`)
    .digest('hex');
}

function keepToken(key: string, token: OAuthToken): void {
  tokens.delete(key);
  tokens.set(key, token);
  if (tokens.size > MAX_TOKENS) {
    const oldest = tokens.keys().next().value;
    if (oldest !== undefined) tokens.delete(oldest);
  }
}

export function paypalClient(credentials: PayPalCredentials, override: URL | null): Client {
  const key = tokenKey(credentials);
  const token = tokens.get(key);
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: credentials.clientId,
      oAuthClientSecret: credentials.clientSecret,
      ...(token ? { oAuthToken: token } : {}),
      oAuthOnTokenUpdate: (fresh) => keepToken(key, fresh),
    },
    environment: credentials.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
    httpClientOptions: {
      // Every call billing makes carries a PayPal-Request-Id, so a retried POST is one order,
      // capture or refund (the SDK retries only GET and PUT unless told).
      retryConfig: {
        maxNumberOfRetries: 2,
        httpMethodsToRetry: ['GET', 'POST'],
        retryInterval: 0.2,
        maximumRetryWaitTime: 10,
      },
    },
    ...(override
      ? { unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: redirectTo(override) } } }
      : {}),
  });
}

/** A valid access token of the account, for the one call the SDK does not cover. */
export async function accessToken(client: Client, credentials: PayPalCredentials): Promise<string> {
  const key = tokenKey(credentials);
  const cached = tokens.get(key);
  const manager = client.clientCredentialsAuthManager;
  if (cached && manager.isValid(cached) && !manager.isExpired(cached)) return cached.accessToken;
  const fresh = await manager.fetchToken();
  keepToken(key, fresh);
  return fresh.accessToken;
}

export { TIMEOUT_MS as PAYPAL_TIMEOUT_MS };
