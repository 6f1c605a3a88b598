/**
 * Idempotency records, one interface with memory and Redis adapters. A key moves from
 * absent → `processing` (claimed by one request) → `completed` (its response stored for the
 * replay window). A claim that is never completed (the process died) expires after `lockTtlMs`,
 * so the client's retry runs the operation instead of waiting forever.
 */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type BeginResult =
  | { kind: 'started'; token: string }
  | { kind: 'processing'; fingerprint: string }
  | { kind: 'completed'; fingerprint: string; response: StoredResponse };

export interface IdempotencyTimings {
  /** How long a completed response is replayed (24 h on the Developer API). */
  ttlMs: number;
  /** How long a claim may stay `processing` before it is considered abandoned. */
  lockTtlMs: number;
}

export interface IdempotencyStore {
  /** Atomically claims `key` for a request whose body hashes to `fingerprint`. */
  begin(key: string, fingerprint: string, timings: IdempotencyTimings): Promise<BeginResult>;
  /** Stores the response of the claim identified by `token`; a stale token changes nothing. */
  complete(key: string, token: string, response: StoredResponse, timings: IdempotencyTimings): Promise<void>;
  /** Drops the claim (5xx or crash path), so a retry executes again. */
  release(key: string, token: string): Promise<void>;
  close(): Promise<void>;
}

/** The JSON each adapter keeps per key. */
export type IdempotencyRecord =
  | { state: 'processing'; fingerprint: string; token: string }
  | { state: 'completed'; fingerprint: string; response: StoredResponse };
