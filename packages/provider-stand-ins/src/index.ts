export { startStripeStandIn } from './stripe/server';
export type {
  StripeEvent,
  StripeFault,
  StripeRequestRecord,
  StripeStandIn,
  StripeStandInOptions,
  StripeSubscriptionEventType,
  StripeWebhookDelivery,
  StripeWebhookEndpoint,
} from './stripe/types';
export { startPayPalStandIn } from './paypal/server';
export type {
  PayPalClient,
  PayPalDisputeAction,
  PayPalEvent,
  PayPalFault,
  PayPalLink,
  PayPalRequestRecord,
  PayPalSignedEvent,
  PayPalStandIn,
  PayPalStandInOptions,
  PayPalWebhookDelivery,
  PayPalWebhookEndpoint,
} from './paypal/types';
