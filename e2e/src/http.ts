import { type Dispatcher, request } from 'undici';

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
  text: string;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (with the content-type given, or JSON's). */
  body?: unknown;
  /** The connection pool; undici's global one by default. */
  dispatcher?: Dispatcher;
  /** Per-request deadline for headers and body (the load suite tells "answered" from "hung"). */
  timeoutMs?: number;
}

/** A plain HTTP call, as any API client would make it. Transport failures reject. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
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
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    ...(timeout ? { headersTimeout: timeout, bodyTimeout: timeout } : {}),
  });
  const text = await res.body.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  return { status: res.statusCode, headers: res.headers, body: parsed, text };
}

export interface ErrorBody {
  code: string;
  message: string;
  doc_url: string;
  request_id?: string;
  details?: { field: string; message: string }[];
}

export function errorOf(response: ApiResponse): ErrorBody {
  return (response.body as { error: ErrorBody }).error;
}
