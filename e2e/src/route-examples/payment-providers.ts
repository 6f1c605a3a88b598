import { api } from './api';
import type { RouteExamples } from './types';

/** Test credentials in the providers' formats, which the platform's stand-ins accept. */
const STRIPE_CREDENTIALS = {
  secret_key: 'sk_test_RouteWideSuite0000',
  webhook_secret: 'whsec_RouteWideSuite0000',
};
const PAYPAL_CREDENTIALS = {
  client_id: 'RouteWideSuiteClient0000',
  client_secret: 'RouteWideSuiteSecret0000',
  webhook_id: 'ROUTEWIDE0000',
  environment: 'sandbox',
};

export const paymentProviderExamples: RouteExamples = {
  'GET /dev/v1/payment-providers': async () => ({ path: '/dev/v1/payment-providers' }),
  'PUT /dev/v1/payment-providers/stripe': async () => ({
    path: '/dev/v1/payment-providers/stripe',
    body: STRIPE_CREDENTIALS,
  }),
  'PUT /dev/v1/payment-providers/paypal': async () => ({
    path: '/dev/v1/payment-providers/paypal',
    body: PAYPAL_CREDENTIALS,
  }),
  'DELETE /dev/v1/payment-providers/{provider}': async (ctx) => {
    await api(ctx, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE_CREDENTIALS);
    return { path: '/dev/v1/payment-providers/stripe' };
  },
};
