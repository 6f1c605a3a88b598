import { Agent, type Dispatcher, request } from 'undici';

/**
 * The slice of `fetch` tRPC's httpLink uses, implemented on `undici.request`: it skips the
 * WHATWG Request/Response machinery, which costs more per internal call than the work itself.
 * OpenTelemetry's undici instrumentation still sees these requests (diagnostics_channel), so
 * the W3C traceparent crosses the hop.
 */
export interface FetchLikeInit {
  method?: string;
  headers?: [string, string][] | Record<string, string>;
  body?: unknown;
  signal?: AbortSignal | null | undefined;
}

export interface FetchLikeResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

export function createKeepAliveAgent(): Agent {
  return new Agent({
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    connections: 128,
    pipelining: 1,
  });
}

export function createUndiciFetch(dispatcher: Dispatcher = createKeepAliveAgent()) {
  return async (input: unknown, init: FetchLikeInit = {}): Promise<FetchLikeResponse> => {
    const url = input instanceof URL ? input.toString() : String(input);
    const headers = Array.isArray(init.headers) ? Object.fromEntries(init.headers) : (init.headers ?? {});
    const method = (init.method ?? 'GET') as Dispatcher.HttpMethod;
    const response = await request(url, {
      method,
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
      dispatcher,
    });
    const text = await response.body.text();
    return {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      status: response.statusCode,
      json: async () => (text === '' ? null : JSON.parse(text)),
    };
  };
}
