import { AppError, type ErrorDetail } from './app-error';
import { type ErrorCode, isErrorCode } from './codes';

export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    doc_url: string;
    /** The request's `X-Request-Id`, set by the gateway as the error leaves. */
    request_id?: string;
    details?: ErrorDetail[];
    subcode?: string;
    [extra: string]: unknown;
  };
}

/** Where the gateway serves every code's cause and fix (`ERROR_DOCS`), one anchor per code. */
export const ERROR_DOCS_PATH = '/docs/errors';

/** The error documentation of a platform reached at `publicBaseUrl` (PUBLIC_BASE_URL). */
export const errorDocsBase = (publicBaseUrl: string): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}${ERROR_DOCS_PATH}`;

const DEFAULT_DOCS_BASE = errorDocsBase('http://127.0.0.1:3000');

export function docUrlFor(code: ErrorCode, docsBase = DEFAULT_DOCS_BASE): string {
  return `${docsBase}#${code}`;
}

/** Builds the spec's `{error:{code,message,doc_url,details?,subcode?}}` body. */
export function toEnvelope(error: AppError, docsBase?: string): ErrorEnvelope {
  const body: ErrorEnvelope['error'] = {
    ...(error.extra ?? {}),
    code: error.code,
    message: error.message,
    doc_url: docUrlFor(error.code, docsBase),
  };
  if (error.details && error.details.length > 0) body.details = error.details;
  if (error.subcode) body.subcode = error.subcode;
  return { error: body };
}

/** Unknown failures never leak internals: the caller sees a generic 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('INTERNAL_ERROR', 'An unexpected error occurred.', { cause: error });
}

/** Serializable form used to carry an AppError across the tRPC hop. */
export interface WireAppError {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  subcode?: string;
  extra?: Record<string, unknown>;
}

export function toWire(error: AppError): WireAppError {
  const wire: WireAppError = { code: error.code, message: error.message };
  if (error.details) wire.details = error.details;
  if (error.subcode) wire.subcode = error.subcode;
  if (error.extra) wire.extra = error.extra;
  return wire;
}

export function fromWire(value: unknown): AppError | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!isErrorCode(record.code) || typeof record.message !== 'string') return undefined;
  const details = Array.isArray(record.details) ? (record.details as ErrorDetail[]) : undefined;
  const subcode = typeof record.subcode === 'string' ? record.subcode : undefined;
  const extra =
    typeof record.extra === 'object' && record.extra !== null
      ? (record.extra as Record<string, unknown>)
      : undefined;
  return new AppError(record.code, record.message, {
    ...(details ? { details } : {}),
    ...(subcode ? { subcode } : {}),
    ...(extra ? { extra } : {}),
  });
}
