/**
 * The error every call in the dashboard fails with: the platform's envelope
 * (`{error: {code, message, details}}`), or a stand-in when the answer was not JSON.
 */
export interface ErrorDetail {
  field?: string;
  message?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** Seconds, from `Retry-After` (429). */
    readonly retryAfter: number | null = null,
    /** The whole `error` object, for codes the page reads extra fields from. */
    readonly raw: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an answer: the parsed JSON body when 2xx, else an ApiError from the envelope. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (response.ok) return body;
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const retry = Number(response.headers.get('Retry-After'));
  throw new ApiError(
    response.status,
    typeof error.code === 'string' ? error.code : `HTTP_${response.status}`,
    typeof error.message === 'string' ? error.message : `The request failed (HTTP ${response.status}).`,
    Array.isArray(error.details) ? error.details.filter(isRecord) : [],
    Number.isFinite(retry) && retry > 0 ? retry : null,
    error,
  );
}

/** `{data: T}` → T. */
export function dataOf<T>(body: unknown): T {
  return (isRecord(body) ? body.data : undefined) as T;
}

/** A message fit to show: the API's words plus the fields it named. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.details
      .map((detail) => [detail.field, detail.message].filter((part) => typeof part === 'string').join(': '))
      .filter((line) => line !== '');
    const wait = error.retryAfter ? ` Try again in ${error.retryAfter} s.` : '';
    return [error.message + wait, ...fields].join(' — ');
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
