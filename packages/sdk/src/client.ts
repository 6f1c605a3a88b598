import { randomUUID } from 'node:crypto';
import createClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { errorFromResponse } from './errors.js';
import type { paths } from './generated/api.js';
import { retryingFetch } from './retry.js';

export interface ShopforgeOptions {
  /** A merchant API key (`shx_…`) or an OAuth access token (`shpat_…`). */
  apiKey: string;
  /** Where the gateway is (default `http://127.0.0.1:3000`). */
  baseUrl?: string;
  /** Retries after a 429 or 503 (default 3). */
  maxRetries?: number;
  /** The longest `Retry-After` waited for (default 60 000 ms); longer ones throw at once. */
  maxRetryDelayMs?: number;
  /** Makes the `Idempotency-Key` of each mutation that does not bring one (default: a UUID). */
  idempotencyKey?: () => string;
  /** The `fetch` to send with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [Init?] : [Init];

/** The success body of an operation (`undefined` for a 204). */
export type ResponseData<M extends HttpMethod, P extends PathsWithMethod<paths, M>, I = object> = NonNullable<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, I, `${string}/${string}`>['data']
>;

/** Calls one operation and answers its body, or throws its typed error. */
type Call<M extends HttpMethod> = <
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(
  path: P,
  ...init: InitParam<I>
) => Promise<ResponseData<M, P, I>>;

/** GET operations that answer a list page: `{data: [...], pagination}`. */
export type ListPath = {
  [P in PathsWithMethod<paths, 'get'>]: ResponseData<'get', P> extends {
    data: unknown[];
    pagination: unknown;
  }
    ? P
    : never;
}[PathsWithMethod<paths, 'get'>];

/** One record of a list operation. */
export type ListItem<P extends ListPath> = ResponseData<'get', P> extends { data: (infer T)[] } ? T : never;

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Shopforge Developer API client. Every operation of the OpenAPI document is a typed method
 * (`get`, `post`, `patch`, `put`, `delete`, by path as the document writes it); the answer is the
 * operation's body, and a failure throws a `ShopforgeError` subclass carrying `code`, `details`
 * and `requestId`. Mutations get an `Idempotency-Key` unless given one, so the retries after a
 * 429 or 503 (honouring `Retry-After`) never do anything twice. `list` pages through a list.
 *
 * `raw` is the underlying openapi-fetch client, for the response object or headers.
 */
export class Shopforge {
  readonly raw: Client<paths>;
  readonly get: Call<'get'>;
  readonly post: Call<'post'>;
  readonly put: Call<'put'>;
  readonly patch: Call<'patch'>;
  readonly delete: Call<'delete'>;

  constructor(options: ShopforgeOptions) {
    const send = options.fetch ?? ((request: Request) => fetch(request));
    const idempotencyKey = options.idempotencyKey ?? randomUUID;
    this.raw = createClient<paths>({
      baseUrl: (options.baseUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
      headers: { authorization: `Bearer ${options.apiKey}` },
      fetch: retryingFetch(send, {
        maxRetries: options.maxRetries ?? 3,
        maxDelayMs: options.maxRetryDelayMs ?? 60_000,
      }),
      // The list grammar's `filters` and `sorts` are JSON text; arrays of scalars repeat the key.
      querySerializer: { array: { style: 'form', explode: true } },
    });
    this.raw.use({
      onRequest({ request }) {
        if (MUTATIONS.has(request.method) && !request.headers.has('idempotency-key')) {
          request.headers.set('idempotency-key', idempotencyKey());
        }
        return request;
      },
    });
    this.get = this.caller('GET');
    this.post = this.caller('POST');
    this.put = this.caller('PUT');
    this.patch = this.caller('PATCH');
    this.delete = this.caller('DELETE');
  }

  /**
   * Every record of a list, page after page, fetched as the loop asks for them: cursor lists
   * follow `next_cursor`, page-numbered lists the next `page` while `has_more`.
   */
  async *list<P extends ListPath>(
    path: P,
    init: { params?: { query?: Record<string, unknown>; path?: Record<string, unknown> } } = {},
  ): AsyncGenerator<ListItem<P>, void, undefined> {
    let query: Record<string, unknown> = { ...init.params?.query };
    for (;;) {
      const page = (await this.send('GET', path, { params: { ...init.params, query } })) as {
        data: ListItem<P>[];
        pagination: { next_cursor?: string | null; has_more?: boolean; page?: number };
      };
      yield* page.data;
      const { next_cursor: cursor, has_more: more, page: number } = page.pagination;
      if (typeof cursor === 'string' && cursor !== '') query = { ...query, cursor };
      else if (more === true && typeof number === 'number') query = { ...query, page: number + 1 };
      else return;
    }
  }

  private caller<M extends HttpMethod>(method: Uppercase<M>): Call<M> {
    return ((path: string, init?: object) => this.send(method, path, init)) as unknown as Call<M>;
  }

  private async send(method: string, path: string, init: object = {}): Promise<unknown> {
    const request = this.raw.request as unknown as (
      method: string,
      path: string,
      init: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await request(method.toLowerCase(), path, init);
    if (!response.ok) throw errorFromResponse(response, error);
    return data;
  }
}
