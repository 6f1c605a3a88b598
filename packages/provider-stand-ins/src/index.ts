export { startStripeStandIn } from './stripe/server';
export type {
  StripeEvent,
  StripeFault,
  StripeRequestRecord,
  StripeStandIn,
  StripeStandInOptions,
} from './stripe/types';
