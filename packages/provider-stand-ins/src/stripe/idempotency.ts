import { isDeepStrictEqual } from 'node:util';
import { StripeApiError } from './api-error';
import type { FormParams } from './form-params';

export interface StoredAnswer {
  status: number;
  body: string;
  requestId: string;
}

interface Entry {
  endpoint: string;
  params: FormParams;
  answer: StoredAnswer;
}

/**
 * Stripe's idempotency keys: per API key, the first answer to a POST is stored and replayed to
 * any retry with the same key; the same key with another endpoint or other params is refused.
 */
export class IdempotencyLedger {
  private readonly entries = new Map<string, Entry>();

  /** The stored answer to replay, undefined for a first use; throws for a key reused differently. */
  replay(apiKey: string, key: string, endpoint: string, params: FormParams): StoredAnswer | undefined {
    const entry = this.entries.get(`${apiKey}\n${key}`);
    if (!entry) return undefined;
    if (entry.endpoint !== endpoint)
      throw mismatch(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    if (!isDeepStrictEqual(entry.params, params))
      throw mismatch(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    return entry.answer;
  }

  remember(apiKey: string, key: string, endpoint: string, params: FormParams, answer: StoredAnswer): void {
    this.entries.set(`${apiKey}\n${key}`, { endpoint, params, answer });
  }
}

function mismatch(message: string): StripeApiError {
  return new StripeApiError(400, { type: 'idempotency_error', message }, false);
}
