import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  pressPay,
  useStandIn,
} from './test-support';
import type { PayPalStandIn } from './types';

/**
 * The official `@paypal/paypal-server-sdk` is the billing service's dependency, not this package's:
 * it is loaded from there, and these tests are skipped when it is not installed. Only the few
 * members used here are typed.
 */
interface ApiResponse<T> {
  statusCode: number;
  result: T;
}
interface SdkOrder {
  id?: string;
  status?: string;
  links?: Array<{ href: string; rel: string; method?: string }>;
  payer?: { payerId?: string };
  purchaseUnits?: Array<{
    payments?: {
      captures?: Array<{ id?: string; status?: string; customId?: string; amount?: { value: string } }>;
    };
  }>;
}
interface SdkRefund {
  id?: string;
  status?: string;
  amount?: { currencyCode: string; value: string };
}
interface SdkCapture {
  id?: string;
  status?: string;
  supplementaryData?: { relatedIds?: { orderId?: string } };
}
interface SdkError extends Error {
  statusCode: number;
  result?: { name?: string; details?: Array<{ issue?: string }> };
}
interface Sdk {
  Client: new (config: object) => object;
  Environment: { Sandbox: string };
  OrdersController: new (
    client: object,
  ) => {
    createOrder(request: object): Promise<ApiResponse<SdkOrder>>;
    getOrder(request: object): Promise<ApiResponse<SdkOrder>>;
    captureOrder(request: object): Promise<ApiResponse<SdkOrder>>;
  };
  PaymentsController: new (
    client: object,
  ) => {
    getCapturedPayment(request: object): Promise<ApiResponse<SdkCapture>>;
    refundCapturedPayment(request: object): Promise<ApiResponse<SdkRefund>>;
    getRefund(request: object): Promise<ApiResponse<SdkRefund>>;
  };
  ApiError: new (...args: never[]) => SdkError;
}

function loadSdk(): Sdk | undefined {
  try {
    const require = createRequire(new URL('../../../../services/billing/package.json', import.meta.url));
    return require('@paypal/paypal-server-sdk') as Sdk;
  } catch {
    return undefined;
  }
}

const sdk = loadSdk();

/** Every request the SDK makes to PayPal's sandbox goes to the stand-in instead (as the billing service rewrites them). */
function toStandIn(standIn: PayPalStandIn) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const original = new Request(input, init);
    const { pathname, search } = new URL(original.url);
    const body =
      original.method === 'GET' || original.method === 'HEAD' ? undefined : await original.arrayBuffer();
    return fetch(`${standIn.url}${pathname}${search}`, {
      method: original.method,
      headers: original.headers,
      body,
      signal: original.signal,
    });
  };
}

function clientFor(api: Sdk, standIn: PayPalStandIn, clientId = CLIENT_ID, secret = CLIENT_SECRET) {
  const client = new api.Client({
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: secret },
    environment: api.Environment.Sandbox,
    timeout: 10_000,
    unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: toStandIn(standIn) } },
  });
  return { orders: new api.OrdersController(client), payments: new api.PaymentsController(client) };
}

async function failureOf(api: Sdk, promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof api.ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const ORDER_REQUEST = {
  intent: 'CAPTURE',
  purchaseUnits: [
    {
      referenceId: 'inv_1',
      amount: { currencyCode: 'USD', value: '25.00' },
      customId: 'att_1',
      invoiceId: 'INV-1',
      description: 'Invoice INV-1',
    },
  ],
  paymentSource: {
    paypal: {
      experienceContext: {
        returnUrl: 'https://shop.example/return',
        cancelUrl: 'https://shop.example/cancel',
      },
    },
  },
};

describe.skipIf(sdk === undefined)('through @paypal/paypal-server-sdk', () => {
  const t = useStandIn();
  const api = sdk as Sdk;

  it('creates, captures after approval and refunds; every answer passes the SDK’s schemas', async () => {
    const { orders, payments } = clientFor(api, t.standIn);
    const created = await orders.createOrder({
      body: ORDER_REQUEST,
      paypalRequestId: 'sdk-create-1',
      prefer: 'return=representation',
    });
    expect(created.statusCode).toBe(201);
    expect(created.result.status).toBe('PAYER_ACTION_REQUIRED');
    const orderId = String(created.result.id);
    const payerAction = created.result.links?.find((l) => l.rel === 'payer-action');
    expect(payerAction?.href).toBe(`${t.standIn.url}/checkoutnow?token=${orderId}`);

    const early = await failureOf(api, orders.captureOrder({ id: orderId }));
    expect(early.statusCode).toBe(422);
    expect(early.result?.details?.[0]?.issue).toBe('ORDER_NOT_APPROVED');

    const paid = await pressPay(t.standIn, orderId);
    expect(paid.status).toBe(303);
    const approved = await orders.getOrder({ id: orderId });
    expect(approved.result.status).toBe('APPROVED');
    expect(approved.result.payer?.payerId).toBe(new URL(String(paid.location)).searchParams.get('PayerID'));

    const captured = await orders.captureOrder({ id: orderId, paypalRequestId: 'sdk-capture-1' });
    expect(captured.result.status).toBe('COMPLETED');
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status: 'COMPLETED', customId: 'att_1', amount: { value: '25.00' } });
    const replayed = await orders.captureOrder({ id: orderId, paypalRequestId: 'sdk-capture-1' });
    expect(replayed.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);

    const captureId = String(capture?.id);
    const read = await payments.getCapturedPayment({ captureId });
    expect(read.result.supplementaryData?.relatedIds?.orderId).toBe(orderId);

    const refund = await payments.refundCapturedPayment({
      captureId,
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'USD', value: '10.00' } },
    });
    expect(refund.result).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'USD', value: '10.00' },
    });
    const rest = await payments.refundCapturedPayment({ captureId });
    expect((await payments.getRefund({ refundId: String(rest.result.id) })).result.amount?.value).toBe(
      '15.00',
    );
    const exceeded = await failureOf(api, payments.refundCapturedPayment({ captureId }));
    expect(exceeded.statusCode).toBe(422);
    expect(exceeded.result?.details?.[0]?.issue).toBe('CAPTURE_FULLY_REFUNDED');

    expect(t.standIn.requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
    expect(t.standIn.requests[1]).toMatchObject({ clientId: CLIENT_ID, paypalRequestId: 'sdk-create-1' });
  });

  it('another app’s SDK client gets 404 for the order', async () => {
    const mine = clientFor(api, t.standIn);
    const theirs = clientFor(api, t.standIn, OTHER_CLIENT_ID, OTHER_CLIENT_SECRET);
    const created = await mine.orders.createOrder({ body: ORDER_REQUEST });
    const error = await failureOf(api, theirs.orders.getOrder({ id: String(created.result.id) }));
    expect(error.statusCode).toBe(404);
    expect(error.result?.name).toBe('RESOURCE_NOT_FOUND');
  });

  it('bad credentials fail the SDK’s token request with 401', async () => {
    const { orders } = clientFor(api, t.standIn, CLIENT_ID, '');
    await expect(orders.createOrder({ body: ORDER_REQUEST })).rejects.toMatchObject({ statusCode: 401 });
  });
});
