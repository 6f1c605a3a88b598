/** One field's problem in a 422 `VALIDATION_ERROR`. */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** The body every Shopforge error leaves in: `{"error": {...}}`. */
interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  request_id?: unknown;
  doc_url?: unknown;
  subcode?: unknown;
}

/**
 * An answer that was not a success. `code` is the API's error code (`PRODUCT_NOT_FOUND`,
 * `VALIDATION_ERROR` …; its cause and fix are at `docUrl`), `requestId` the id to quote to
 * support (also in the `X-Request-Id` header).
 */
export class ShopforgeError extends Error {
  override readonly name: string = 'ShopforgeError';
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  readonly requestId: string | null;
  readonly docUrl: string | null;
  readonly subcode: string | null;

  constructor(status: number, body: ErrorBody, requestId: string | null) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
    this.details = Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [];
    this.requestId = typeof body.request_id === 'string' ? body.request_id : requestId;
    this.docUrl = typeof body.doc_url === 'string' ? body.doc_url : null;
    this.subcode = typeof body.subcode === 'string' ? body.subcode : null;
  }
}

/** 401: the key is missing, unknown, revoked or expired. */
export class AuthenticationError extends ShopforgeError {
  override readonly name = 'AuthenticationError';
}
/** 403: the key lacks a scope the operation needs, or the shop may not use it. */
export class PermissionError extends ShopforgeError {
  override readonly name = 'PermissionError';
}
/** 404: no such record in this shop (another shop's records are not found either). */
export class NotFoundError extends ShopforgeError {
  override readonly name = 'NotFoundError';
}
/** 409: the state does not allow it now (or the idempotency key's first call is still running). */
export class ConflictError extends ShopforgeError {
  override readonly name = 'ConflictError';
}
/** 422: invalid fields; `details` names each. */
export class ValidationError extends ShopforgeError {
  override readonly name = 'ValidationError';
}
/** 429 after the client's own retries: `retryAfterSeconds` says when to come back. */
export class RateLimitError extends ShopforgeError {
  override readonly name = 'RateLimitError';
  retryAfterSeconds: number | null = null;
}
/** 5xx after the client's own retries (503s are retried first). */
export class ServerError extends ShopforgeError {
  override readonly name = 'ServerError';
}

const BY_STATUS: Record<number, typeof ShopforgeError> = {
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  422: ValidationError,
  429: RateLimitError,
};

/** The typed error of a failed answer, from its status, `{error}` body and headers. */
export function errorFromResponse(response: Response, body: unknown): ShopforgeError {
  const envelope =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object'
      ? ((body.error ?? {}) as ErrorBody)
      : {};
  const Kind = BY_STATUS[response.status] ?? (response.status >= 500 ? ServerError : ShopforgeError);
  const error = new Kind(response.status, envelope, response.headers.get('x-request-id'));
  if (error instanceof RateLimitError) {
    error.retryAfterSeconds = retryAfterSeconds(response.headers.get('retry-after'));
  }
  return error;
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
