import { api } from './api';
import type { RouteExamples } from './types';

/** Test credentials in Stripe's formats: connecting stores them and calls nothing at Stripe. */
const STRIPE_CREDENTIALS = {
  secret_key: 'sk_test_RouteWideSuite0000',
  webhook_secret: 'whsec_RouteWideSuite0000',
};

export const paymentProviderExamples: RouteExamples = {
  'GET /dev/v1/payment-providers': async () => ({ path: '/dev/v1/payment-providers' }),
  'PUT /dev/v1/payment-providers/stripe': async () => ({
    path: '/dev/v1/payment-providers/stripe',
    body: STRIPE_CREDENTIALS,
  }),
  'DELETE /dev/v1/payment-providers/{provider}': async (ctx) => {
    await api(ctx, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE_CREDENTIALS);
    return { path: '/dev/v1/payment-providers/stripe' };
  },
};
