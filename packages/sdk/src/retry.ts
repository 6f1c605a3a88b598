import { retryAfterSeconds } from './errors.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 3). */
  maxRetries: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once (default 60 s). */
  maxDelayMs: number;
}

/** 429 (rate limited) and 503 (a dependency is down for a moment): the API says when to retry. */
const RETRYABLE = new Set([429, 503]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Without `Retry-After`: 0.5, 1, 2 … seconds, with up to a quarter added at random. */
function backoffMs(attempt: number): number {
  return 500 * 2 ** attempt * (1 + Math.random() / 4);
}

/**
 * A `fetch` that sends a request again after a 429 or 503, waiting what `Retry-After` says.
 * Safe for writes because every mutation carries an `Idempotency-Key` (client.ts): a repeated
 * POST is answered from the first one, never done twice.
 */
export function retryingFetch(
  send: (request: Request) => Promise<Response>,
  options: RetryOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await send(request.clone());
      if (!RETRYABLE.has(response.status) || attempt >= options.maxRetries) return response;
      const after = retryAfterSeconds(response.headers.get('retry-after'));
      const wait = after === null ? backoffMs(attempt) : after * 1000;
      if (wait > options.maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
