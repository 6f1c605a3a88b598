export { startStripeStandIn } from './stripe/server';
export type {
  StripeEvent,
  StripeFault,
  StripeRequestRecord,
  StripeStandIn,
  StripeStandInOptions,
  StripeWebhookDelivery,
  StripeWebhookEndpoint,
} from './stripe/types';
