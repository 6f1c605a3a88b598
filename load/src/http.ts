import { type ApiResponse, type CallOptions, type ErrorBody, call as plainCall } from '@shopforge/e2e/http';
import { Agent } from 'undici';

export { type ApiResponse, type CallOptions, type ErrorBody, errorOf } from '@shopforge/e2e/http';

/**
 * The load generator's connection pool: many sockets to the one gateway origin, so "2,000
 * concurrent orders" are really in flight together (up to this many at once on the wire).
 */
export const loadAgent = new Agent({
  connections: 256,
  pipelining: 1,
  keepAliveTimeout: 10_000,
  // Bounded: a request the platform never answers fails the run instead of hanging it.
  headersTimeout: 60_000,
  bodyTimeout: 60_000,
  connect: { timeout: 10_000 },
});

/** One HTTP call as any API client would make it, on the load generator's pool. */
export function call(base: string, method: string, path: string, options: CallOptions = {}) {
  return plainCall(base, method, path, { ...options, dispatcher: loadAgent });
}

/** The spec's error envelope `{error: {code, message, doc_url, details?}}`, or why it is not one. */
export function envelopeProblem(res: ApiResponse): string | null {
  const body = res.body as { error?: Partial<ErrorBody> } | null;
  if (!body || typeof body !== 'object') return `body is not JSON: ${res.text.slice(0, 120)}`;
  const error = body.error;
  if (!error || typeof error !== 'object') return `no "error" object: ${res.text.slice(0, 120)}`;
  if (typeof error.code !== 'string' || error.code === '') return 'error.code missing';
  if (typeof error.message !== 'string') return 'error.message missing';
  if (typeof error.doc_url !== 'string' || !/^https?:\/\/[^/]+\/docs\/errors#[A-Z_]+$/.test(error.doc_url))
    return 'error.doc_url missing';
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `content-type is ${type}`;
  return null;
}

/** A failed answer's error code, or `NOT AN ENVELOPE (why)` when it is not the error envelope. */
export function errorCodeOf(res: ApiResponse): string {
  const problem = envelopeProblem(res);
  return problem ? `NOT AN ENVELOPE (${problem})` : (res.body as { error: { code: string } }).error.code;
}

/** Runs `tasks` with at most `limit` in flight; results keep their order. */
export async function pooled<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  });
  await Promise.all(runners);
  return results;
}
