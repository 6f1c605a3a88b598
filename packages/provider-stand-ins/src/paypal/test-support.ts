import { afterEach, beforeEach } from 'vitest';
import { startPayPalStandIn } from './server';
import type { PayPalStandIn, PayPalStandInOptions } from './types';

export const CLIENT_ID = 'AbStandInClient0000000000000000000000000000000000000000000000000000000001';
export const CLIENT_SECRET = 'EStandInSecret000000000000000000000000000000000000000000000000000000001';
export const OTHER_CLIENT_ID = 'AbOtherClient';
export const OTHER_CLIENT_SECRET = 'EOtherSecret';

/** A fresh stand-in per test, closed after it. */
export function useStandIn(options?: PayPalStandInOptions): { standIn: PayPalStandIn } {
  const current = {} as { standIn: PayPalStandIn };
  beforeEach(async () => {
    current.standIn = await startPayPalStandIn(options);
  });
  afterEach(() => current.standIn.close());
  return current;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

/** `POST /v1/oauth2/token` as the SDK makes it. */
export async function requestToken(
  standIn: PayPalStandIn,
  clientId = CLIENT_ID,
  secret = CLIENT_SECRET,
  form = 'grant_type=client_credentials',
): Promise<RawAnswer> {
  const response = await fetch(`${standIn.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

export async function tokenFor(standIn: PayPalStandIn, clientId = CLIENT_ID, secret = CLIENT_SECRET) {
  const { json } = await requestToken(standIn, clientId, secret);
  return String(json.access_token);
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as is instead of `body` as JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A raw API call with a Bearer token, JSON in and out. */
export async function call(
  standIn: PayPalStandIn,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<RawAnswer> {
  const token = options.token === undefined ? await tokenFor(standIn) : options.token;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** What the billing service sends for an invoice of 25.00 USD, with PayPal as the payment source. */
export function orderBody(overrides: Record<string, unknown> = {}, unit: Record<string, unknown> = {}) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'inv_1',
        amount: { currency_code: 'USD', value: '25.00' },
        description: 'Invoice INV-1',
        custom_id: 'att_1',
        invoice_id: 'INV-1',
        ...unit,
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: 'https://shop.example/return?from=paypal',
          cancel_url: 'https://shop.example/cancel',
          brand_name: 'Shop Example',
        },
      },
    },
    ...overrides,
  };
}

export async function createOrder(standIn: PayPalStandIn, body: object = orderBody(), token?: string) {
  const answer = await call(standIn, 'POST', '/v2/checkout/orders', { body, ...(token ? { token } : {}) });
  if (answer.status !== 201) throw new Error(`create failed: ${JSON.stringify(answer.json)}`);
  return String(answer.json.id);
}

/** The browser presses "Pay with PayPal": the form's POST, redirect left for the test to read. */
export async function pressPay(standIn: PayPalStandIn, orderId: string) {
  const response = await fetch(`${standIn.url}/checkoutnow?token=${encodeURIComponent(orderId)}`, {
    method: 'POST',
    body: new URLSearchParams(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** An order created, approved on the page and captured through the API; answers the capture id. */
export async function capturedOrder(standIn: PayPalStandIn, body: object = orderBody()) {
  const orderId = await createOrder(standIn, body);
  standIn.approve(orderId);
  const captured = await call(standIn, 'POST', `/v2/checkout/orders/${orderId}/capture`);
  if (captured.status !== 201) throw new Error(`capture failed: ${JSON.stringify(captured.json)}`);
  return { orderId, captureId: captureIdOf(captured.json) };
}

/** `purchase_units[0].payments.captures[0].id` of an order answer. */
export function captureIdOf(order: Record<string, unknown>): string {
  const units = order.purchase_units as Array<{ payments?: { captures?: Array<{ id: string }> } }>;
  const id = units[0]?.payments?.captures?.[0]?.id;
  if (!id) throw new Error(`no capture in ${JSON.stringify(order)}`);
  return id;
}
