import { type ErrorCode, statusOf } from './codes';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** Extra members some codes carry next to `code` and `message` (e.g. `balance` on INSUFFICIENT_BALANCE). */
export type ErrorExtra = Record<string, unknown>;

/** The one error type services and the gateway throw; everything else becomes INTERNAL_ERROR. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly subcode: string | undefined;
  readonly extra: ErrorExtra | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; subcode?: string; extra?: ErrorExtra; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.subcode = options.subcode;
    this.extra = options.extra;
  }

  get status(): number {
    return statusOf(this.code);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
