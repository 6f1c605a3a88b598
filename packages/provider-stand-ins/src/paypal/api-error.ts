import { newDebugId } from './ids';
import type { PayPalLink } from './types';

/** One `details` entry of a PayPal error. */
export interface ErrorDetail {
  issue: string;
  description?: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query' | 'header';
}

/** PayPal's error body: `{ name, message, debug_id, details, links }`. */
export interface PayPalErrorBody {
  name: string;
  message: string;
  debug_id: string;
  details: ErrorDetail[];
  links: PayPalLink[];
}

/** The messages PayPal pairs with each error name (checkout_orders_v2.json `error_4xx`/`error_5xx`). */
export const MESSAGES: Readonly<Record<string, string>> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  NOT_AUTHORIZED: 'Authorization failed due to insufficient permissions.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  METHOD_NOT_SUPPORTED: 'The server does not implement the requested HTTP method.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RATE_LIMIT_REACHED: 'Too many requests. Blocked due to rate limiting.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
  SERVICE_UNAVAILABLE: 'Service Unavailable.',
};

/** Where PayPal's error links point a developer: the issue's entry in the API reference. */
function informationLink(api: string, issue: string | undefined): PayPalLink {
  const anchor = issue ? `#error-${issue}` : '';
  return {
    href: `https://developer.paypal.com/docs/api/${api}/${anchor}`,
    rel: 'information_link',
    method: 'GET',
  };
}

/** An error answer; `api` names the reference its links point into (orders/v2, payments/v2, …). */
export class PayPalApiError extends Error {
  readonly body: PayPalErrorBody;

  constructor(
    readonly status: number,
    name: string,
    details: ErrorDetail[] = [],
    api = 'orders/v2',
    message = MESSAGES[name] ?? name,
  ) {
    super(details[0]?.description ?? message);
    this.body = {
      name,
      message,
      debug_id: newDebugId(),
      details,
      links: [informationLink(api, details[0]?.issue)],
    };
  }
}

/** 400 INVALID_REQUEST: a body that breaks the schema (missing field, bad syntax, bad JSON). */
export const invalidRequest = (detail: ErrorDetail, api?: string) =>
  new PayPalApiError(400, 'INVALID_REQUEST', [{ location: 'body', ...detail }], api);

/** 422 UNPROCESSABLE_ENTITY: a well-formed request the business rules refuse. */
export const unprocessable = (detail: ErrorDetail, api?: string) =>
  new PayPalApiError(422, 'UNPROCESSABLE_ENTITY', [detail], api);

/** 404 for an id in the path this app has no object of (another app's included). */
export function resourceNotFound(field: string, value: string, api?: string): PayPalApiError {
  return new PayPalApiError(
    404,
    'RESOURCE_NOT_FOUND',
    [
      {
        field,
        value,
        location: 'path',
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ],
    api,
  );
}

export const authenticationFailure = () =>
  new PayPalApiError(401, 'AUTHENTICATION_FAILURE', [], 'overview', MESSAGES.AUTHENTICATION_FAILURE);
