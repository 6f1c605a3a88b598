/** The `error` member of a Stripe error answer, in the field names Stripe uses. */
export interface StripeErrorBody {
  type: string;
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
}

/**
 * An error answer. `stored` says whether an idempotency key remembers it: Stripe keeps the
 * result of any request that began executing, but not of one refused while reading its params.
 */
export class StripeApiError extends Error {
  readonly body: StripeErrorBody;

  constructor(
    readonly status: number,
    body: StripeErrorBody,
    readonly stored = true,
  ) {
    super(body.message);
    // Stripe links every coded error to its page; clients log it.
    this.body = body.code
      ? { ...body, doc_url: `https://stripe.com/docs/error-codes/${body.code.replaceAll('_', '-')}` }
      : body;
  }
}

export function missingParam(param: string): StripeApiError {
  const message = `Missing required param: ${param}.`;
  return new StripeApiError(
    400,
    { type: 'invalid_request_error', code: 'parameter_missing', message, param },
    false,
  );
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, message, param }, false);
}

/** A param naming an object this account does not have: 400, where an unknown URL id is 404. */
export function noSuchParamObject(kind: string, id: string, param: string): StripeApiError {
  const message = `No such ${kind}: '${id}'`;
  return new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message, param });
}

export function noSuchObject(kind: string, id: string): StripeApiError {
  const message = `No such ${kind}: '${id}'`;
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message,
    param: 'id',
  });
}

/** A valid request the object's state refuses (a refund beyond the charge, …). */
export function refused(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}
