import {
  connectPayPalInputSchema,
  connectStripeInputSchema,
  disconnectedPaymentProviderSchema,
  paymentProviderListSchema,
  paymentProviderSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/** The merchant's own payment provider accounts (docs/payments.md). */
export const paymentProviderRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/payment-providers',
    scopes: ['payment_settings.read'],
    service: 'billing',
    procedure: 'paymentProviders.list',
    kind: 'query',
    output: paymentProviderListSchema,
    envelope: 'as_is',
    summary:
      'The shop’s connected payment provider accounts: hints of their keys and the webhook address each needs.',
  },
  {
    method: 'PUT',
    path: '/dev/v1/payment-providers/stripe',
    scopes: ['payment_settings.write'],
    service: 'billing',
    procedure: 'paymentProviders.connectStripe',
    kind: 'mutation',
    body: connectStripeInputSchema,
    output: paymentProviderSchema,
    envelope: 'data',
    summary:
      'Connect (or reconnect) the shop’s Stripe account: its secret key and the signing secret of the webhook endpoint created for `webhook_url`. Turns the STRIPE payment method on. Owner’s authority only: the shop’s own credential holding `payment_settings.write` (never an app’s token), and from the dashboard a proof of identity at most 5 minutes old (else 403 `STEP_UP_REQUIRED`); recorded on the security trail and mailed to the owners and admins.',
  },
  {
    method: 'PUT',
    path: '/dev/v1/payment-providers/paypal',
    scopes: ['payment_settings.write'],
    service: 'billing',
    procedure: 'paymentProviders.connectPayPal',
    kind: 'mutation',
    body: connectPayPalInputSchema,
    output: paymentProviderSchema,
    envelope: 'data',
    summary:
      'Connect (or reconnect) the shop’s PayPal REST app: its client id and secret, the id of the webhook created for `webhook_url`, and its environment (`sandbox` or `live`). Turns the PAYPAL payment method on. Owner’s authority only: the shop’s own credential holding `payment_settings.write` (never an app’s token), and from the dashboard a proof of identity at most 5 minutes old (else 403 `STEP_UP_REQUIRED`); recorded on the security trail and mailed to the owners and admins.',
  },
  {
    method: 'DELETE',
    path: '/dev/v1/payment-providers/{provider}',
    scopes: ['payment_settings.write'],
    service: 'billing',
    procedure: 'paymentProviders.disconnect',
    kind: 'mutation',
    output: disconnectedPaymentProviderSchema,
    envelope: 'data',
    summary:
      'Disconnect a provider account: its payment method goes off and its credentials are deleted. Owner’s authority only: the shop’s own credential holding `payment_settings.write` (never an app’s token), and from the dashboard a proof of identity at most 5 minutes old (else 403 `STEP_UP_REQUIRED`); recorded on the security trail and mailed to the owners and admins.',
  },
];
