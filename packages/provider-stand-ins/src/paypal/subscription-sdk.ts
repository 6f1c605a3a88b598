import { createRequire } from 'node:module';
import { CLIENT_ID, CLIENT_SECRET } from './test-support';
import type { PayPalStandIn } from './types';

/**
 * The official `@paypal/paypal-server-sdk`'s SubscriptionsController, loaded from the billing
 * service (whose dependency it is); undefined when that is not installed. Only the members the
 * tests use are typed.
 */
interface ApiResponse<T> {
  statusCode: number;
  result: T;
}
type Links = Array<{ href: string; rel: string; method?: string }>;
export interface SdkPlan {
  id?: string;
  status?: string;
  productId?: string;
  billingCycles?: Array<{ pricingScheme?: { fixedPrice?: { value: string; currencyCode: string } } }>;
  links?: Links;
}
export interface SdkSubscription {
  id?: string;
  status?: string;
  planId?: string;
  customId?: string;
  quantity?: string;
  statusUpdateTime?: string;
  subscriber?: { emailAddress?: string; payerId?: string };
  billingInfo?: {
    outstandingBalance: { value: string };
    lastPayment?: { amount?: { value: string; currencyCode: string }; time?: string };
    nextBillingTime?: string;
    failedPaymentsCount: number;
    cycleExecutions?: Array<{ cyclesCompleted: number }>;
  };
  links?: Links;
}
export interface SdkTransactions {
  transactions?: Array<{
    id: string;
    status?: string;
    amountWithBreakdown: { grossAmount: { value: string }; netAmount?: { value: string } };
    payerEmail?: string;
    time: string;
  }>;
}
export interface SdkError extends Error {
  statusCode: number;
  body?: unknown;
  result?: { name?: string; details?: Array<{ issue?: string; field?: string }> };
}
export interface SubscriptionsApi {
  createBillingPlan(request: object): Promise<ApiResponse<SdkPlan>>;
  getBillingPlan(id: string): Promise<ApiResponse<SdkPlan>>;
  createSubscription(request: object): Promise<ApiResponse<SdkSubscription>>;
  getSubscription(request: object): Promise<ApiResponse<SdkSubscription>>;
  listSubscriptionTransactions(request: object): Promise<ApiResponse<SdkTransactions>>;
  cancelSubscription(request: object): Promise<ApiResponse<unknown>>;
}
interface Sdk {
  Client: new (config: object) => object;
  Environment: { Sandbox: string };
  SubscriptionsController: new (client: object) => SubscriptionsApi;
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

export const sdk = loadSdk();

/** Every request the SDK makes to PayPal's sandbox goes to the stand-in instead. */
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

export function subscriptionsFor(api: Sdk, standIn: PayPalStandIn): SubscriptionsApi {
  const client = new api.Client({
    clientCredentialsAuthCredentials: { oAuthClientId: CLIENT_ID, oAuthClientSecret: CLIENT_SECRET },
    environment: api.Environment.Sandbox,
    timeout: 10_000,
    unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: toStandIn(standIn) } },
  });
  return new api.SubscriptionsController(client);
}

export async function sdkFailure(api: Sdk, promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof api.ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
