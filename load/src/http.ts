import { Agent, request } from 'undici';

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
  text: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  doc_url: string;
  details?: { field: string; message: string }[];
}

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

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (with the content-type given, or JSON's). */
  body?: unknown;
  /** Per-request deadline; the fault scenario uses a short one to tell "answered" from "hung". */
  timeoutMs?: number;
}

/** One HTTP call as any API client would make it. Transport failures reject. */
export async function call(base: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const timeout = options.timeoutMs;
  const res = await request(`${base}${path}`, {
    method: method as 'GET',
    headers,
    body,
    dispatcher: loadAgent,
    ...(timeout ? { headersTimeout: timeout, bodyTimeout: timeout } : {}),
  });
  const text = await res.body.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: the text stays, so a check can show it
  }
  return { status: res.statusCode, headers: res.headers, body: parsed, text } satisfies ApiResponse;
}

/** The spec's error envelope `{error: {code, message, doc_url, details?}}`, or why it is not one. */
export function envelopeProblem(res: ApiResponse): string | null {
  const body = res.body as { error?: Partial<ErrorBody> } | null;
  if (!body || typeof body !== 'object') return `body is not JSON: ${res.text.slice(0, 120)}`;
  const error = body.error;
  if (!error || typeof error !== 'object') return `no "error" object: ${res.text.slice(0, 120)}`;
  if (typeof error.code !== 'string' || error.code === '') return 'error.code missing';
  if (typeof error.message !== 'string') return 'error.message missing';
  if (typeof error.doc_url !== 'string' || !error.doc_url.startsWith('https://'))
    return 'error.doc_url missing';
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `content-type is ${type}`;
  return null;
}

export function errorOf(res: ApiResponse): ErrorBody {
  return (res.body as { error: ErrorBody }).error;
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
