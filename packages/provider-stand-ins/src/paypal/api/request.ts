import type { Urls } from '../objects/links';
import type { SigningKey } from '../signing/key';
import type { StandInState } from '../state';
import type { JsonValue } from '../types';

/** One authenticated API call, as a handler sees it. */
export interface ApiRequest {
  readonly clientId: string;
  /** Query string parameters; most endpoints take none. */
  readonly query: Readonly<Record<string, string>>;
  readonly body: JsonValue | Record<string, string> | null;
  readonly paypalRequestId: string | null;
  /** `Prefer: return=representation` asked for the full object; PayPal's default is minimal. */
  readonly representation: boolean;
}

export interface ApiContext {
  readonly state: StandInState;
  readonly urls: Urls;
  readonly signing: SigningKey;
}

/**
 * What an endpoint answers. `again` renders the answer to a retry with the same PayPal-Request-Id:
 * PayPal answers such a retry with the outcome of the first request as it stands now.
 */
export interface Reply {
  status: number;
  body: object;
  again?: () => Reply;
}

/** Answers as PayPal would, or throws a PayPalApiError. */
export type ApiHandler = (context: ApiContext, request: ApiRequest, id: string) => Reply;
