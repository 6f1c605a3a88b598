import { newDebugId } from '../ids';

/** One `details` entry of a v1 VALIDATION_ERROR. */
export interface V1ErrorDetail {
  field: string;
  issue: string;
}

/** The v1 APIs' error body (payments/v1): flat, with `information_link` instead of `links`. */
export interface V1ErrorBody {
  name: string;
  message: string;
  information_link: string;
  debug_id: string;
  details?: V1ErrorDetail[];
}

/** An error of the v1 Payments API (sales and their refunds), answered in that API's shape. */
export class PayPalV1Error extends Error {
  readonly body: V1ErrorBody;

  constructor(
    readonly status: number,
    name: string,
    message: string,
    details?: V1ErrorDetail[],
  ) {
    super(message);
    this.body = {
      name,
      message,
      information_link: `https://developer.paypal.com/docs/api/payments/v1/#error-${name}`,
      debug_id: newDebugId(),
      ...(details ? { details } : {}),
    };
  }
}

export const saleNotFound = () =>
  new PayPalV1Error(404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');

export const v1ValidationError = (field: string, issue: string) =>
  new PayPalV1Error(400, 'VALIDATION_ERROR', 'Invalid request - see details', [{ field, issue }]);

/** What PayPal answers a refund of more than is left on the sale (or of a sale fully refunded). */
export const transactionRefused = () =>
  new PayPalV1Error(400, 'TRANSACTION_REFUSED', 'The request was refused');
