/**
 * Handler retry shared by both adapters. Retrying in-process first (instead of letting the
 * broker redeliver) keeps a partition moving: after the last attempt the event is
 * dead-lettered and the next one is handled.
 */
export interface RetryPolicy {
  /** Retries after the first attempt; 0 means "call once". */
  maxRetries: number;
  /** Delay before the first retry; doubles each time up to `maxDelayMs`. */
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 5, initialDelayMs: 100, maxDelayMs: 5_000 };

export function resolveRetryPolicy(partial: Partial<RetryPolicy> = {}): RetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, ...partial };
}

export function backoffDelay(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** retry);
}

export type RetryOutcome = { ok: true; attempts: number } | { ok: false; attempts: number; error: unknown };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `attempt(n)` (n starts at 1) until it resolves or the policy is exhausted. Never
 * throws: the caller decides what a final failure means (dead letter).
 * `beforeRetry` lets the Kafka adapter heartbeat so a long backoff does not cost it the partition.
 */
export async function runWithRetry(
  attempt: (n: number) => Promise<void>,
  policy: RetryPolicy,
  beforeRetry?: () => Promise<void>,
): Promise<RetryOutcome> {
  let lastError: unknown;
  for (let n = 1; n <= policy.maxRetries + 1; n++) {
    try {
      await attempt(n);
      return { ok: true, attempts: n };
    } catch (error) {
      lastError = error;
      if (n <= policy.maxRetries) {
        await sleep(backoffDelay(policy, n - 1));
        await beforeRetry?.();
      }
    }
  }
  return { ok: false, attempts: policy.maxRetries + 1, error: lastError };
}
