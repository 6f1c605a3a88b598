import { ApiError, readJson } from './http';
import type { SessionToken } from './session';

/** Ask for the next token this long before the current one expires. */
const REFRESH_MARGIN_MS = 30_000;

export type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * The Developer API (`/dev/v1`) with the session's short-lived member-bound token: refreshed
 * before it expires, and fetched anew once when an answer is 401 (a revoked or expired token),
 * so the page can do exactly what an API client with the member's scopes can.
 */
export class DevApi {
  private token: { value: string; expiresAt: number; scopes: string[] } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly mint: () => Promise<SessionToken>) {}

  get scopes(): string[] {
    return this.token?.scopes ?? [];
  }

  private async fresh(force: boolean): Promise<string> {
    if (!force && this.token && this.token.expiresAt - Date.now() > REFRESH_MARGIN_MS)
      return this.token.value;
    this.pending ??= this.mint()
      .then((answer) => {
        this.token = {
          value: answer.access_token,
          expiresAt: Date.now() + answer.expires_in * 1000,
          scopes: answer.scopes,
        };
        return answer.access_token;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  async request<T>(
    method: string,
    path: string,
    options: { query?: Query; body?: unknown } = {},
  ): Promise<T> {
    const url = new URL(`/dev/v1${path}`, window.location.origin);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
    }
    const send = async (token: string) =>
      fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        credentials: 'omit',
        cache: 'no-store',
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    let response = await send(await this.fresh(false));
    if (response.status === 401) response = await send(await this.fresh(true));
    return (await readJson(response)) as T;
  }

  /** `{data: T}` answers. */
  async data<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    const body = await this.request<{ data: T }>(method, path, options);
    return body.data;
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.data<T>('GET', path, query ? { query } : {});
  }
}

export { ApiError };
