import type { FormParams } from '../form-params';
import type { StandInState } from '../state';

/** One authenticated API call, as a handler sees it. */
export interface ApiRequest {
  readonly params: FormParams;
  readonly apiKey: string;
  readonly idempotencyKey: string | null;
  readonly requestId: string;
}

export interface ApiContext {
  readonly state: StandInState;
  /** Base of the Checkout page URL a session names. */
  readonly publicUrl: string;
}

/** Answers the object Stripe would (before expansion), or throws a StripeApiError. */
export type ApiHandler = (context: ApiContext, request: ApiRequest, id: string) => object;
