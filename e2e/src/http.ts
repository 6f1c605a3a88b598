import { request } from 'undici';

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A plain HTTP call, as any API client would make it. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await request(`${base}${path}`, { method: method as 'GET', headers, body });
  const text = await res.body.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  return { status: res.statusCode, headers: res.headers, body: parsed };
}

export interface ErrorBody {
  code: string;
  message: string;
  doc_url: string;
  details?: { field: string; message: string }[];
}

export function errorOf(response: ApiResponse): ErrorBody {
  return (response.body as { error: ErrorBody }).error;
}
