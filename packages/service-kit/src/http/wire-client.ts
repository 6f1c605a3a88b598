import { AppError } from '@shopforge/errors';
import { endHttpClientSpan, startHttpClientSpan } from '@shopforge/telemetry';
import { TRPCClientError } from '@trpc/client';
import { type Dispatcher, request } from 'undici';
import { JsonText } from '../json-page/json-text';
import { neverReached, ReplicaSet } from './replica-set';
import { TRPC_PREFIX } from './server';

export interface WireCallOptions<TContext> {
  context?: TContext;
  signal?: AbortSignal | undefined;
  /**
   * `json-text`: a successful answer's data comes back unparsed, as a JsonText, for a caller
   * that only forwards it (the gateway's list routes).
   */
  answer?: 'value' | 'json-text' | undefined;
}

const SUCCESS_PREFIX = '{"result":{"data":';

/** The two calls of tRPC's untyped client, which is all the typed proxy needs. */
export interface WireClient<TContext> {
  query(path: string, input?: unknown, options?: WireCallOptions<TContext>): Promise<unknown>;
  mutation(path: string, input?: unknown, options?: WireCallOptions<TContext>): Promise<unknown>;
}

/** A call that got no tRPC answer from one replica (what the next replica may be asked instead). */
class TransportFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('transport failure');
  }
}

export interface WireClientOptions<TContext> {
  /** Base URL of the service, e.g. `http://127.0.0.1:4101`, or of its replicas, comma-separated. */
  url: string;
  dispatcher: Dispatcher;
  headers: (context: TContext | undefined) => Record<string, string>;
}

/**
 * The input as JSON. `JSON.stringify` throws RangeError on input nested a few thousand levels
 * deep; that is the input's fault (a 4xx), not the platform's (the gateway's nesting limit keeps
 * public input far below it).
 */
function serialise(input: unknown, path: string): string {
  try {
    return JSON.stringify(input);
  } catch (cause) {
    if (!(cause instanceof RangeError)) throw cause;
    throw new AppError('BAD_REQUEST', `The input of ${path} nests too deeply to send.`, { cause });
  }
}

/**
 * tRPC's HTTP wire format (the non-batched httpLink, no transformer) sent with `undici.request`
 * directly, without tRPC's client runtime: its observable chain creates an AbortController per
 * call and aborts it on completion, and building that DOMException alone cost more than the
 * router on the other side (docs/adr/0006-wire-client.md). Errors come back exactly as the stock
 * client reports them, as TRPCClientError with the server's error shape.
 */
export function createWireClient<TContext>(options: WireClientOptions<TContext>): WireClient<TContext> {
  const replicas = new ReplicaSet(options.url);

  async function call(
    type: 'query' | 'mutation',
    path: string,
    input: unknown,
    callOptions: WireCallOptions<TContext> | undefined,
  ): Promise<unknown> {
    const serialised = input === undefined ? undefined : serialise(input, path);
    const order = replicas.order();
    for (const [index, replica] of order.entries()) {
      try {
        const answer = await callReplica(replica, type, path, serialised, callOptions);
        replicas.markUp(replica);
        return answer;
      } catch (failure) {
        if (!(failure instanceof TransportFailure)) throw failure;
        const { cause } = failure;
        const elsewhere = neverReached(cause) || type === 'query';
        if (neverReached(cause)) replicas.markDown(replica);
        // Unreachable, reset, or not a tRPC answer at all: an error without server data.
        if (!elsewhere || index === order.length - 1 || callOptions?.signal?.aborted) {
          throw TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause)));
        }
      }
    }
    throw new Error('unreachable: a replica set is never empty');
  }

  async function callReplica(
    replica: string,
    type: 'query' | 'mutation',
    path: string,
    serialised: string | undefined,
    callOptions: WireCallOptions<TContext> | undefined,
  ): Promise<unknown> {
    const headers = options.headers(callOptions?.context);
    const method = type === 'query' ? 'GET' : 'POST';
    let url = `${replica}${TRPC_PREFIX}${path}`;
    // The client span of the hop (docs/observability.md), named by the procedure and carried to
    // the service in `traceparent`; its URL is the one before the input is appended.
    const span = startHttpClientSpan(method, `${TRPC_PREFIX}${path}`, url, headers);
    if (type === 'query' && serialised !== undefined) url += `?input=${encodeURIComponent(serialised)}`;
    if (type === 'mutation') headers['content-type'] = 'application/json';
    let parsed: unknown;
    let status: number | undefined;
    try {
      const response = await request(url, {
        method,
        headers,
        body: type === 'mutation' ? serialised : undefined,
        signal: callOptions?.signal,
        dispatcher: options.dispatcher,
      });
      status = response.statusCode;
      const text = await response.body.text();
      if (callOptions?.answer === 'json-text' && text.startsWith(SUCCESS_PREFIX) && text.endsWith('}}')) {
        parsed = { result: { data: new JsonText(text.slice(SUCCESS_PREFIX.length, -2)) } };
      } else parsed = JSON.parse(text);
    } catch (cause) {
      endHttpClientSpan(span, status, cause);
      throw new TransportFailure(cause);
    }
    endHttpClientSpan(span, status);
    if (typeof parsed === 'object' && parsed !== null) {
      if ('result' in parsed) return (parsed.result as { data?: unknown } | null)?.data;
      if ('error' in parsed) throw TRPCClientError.from(parsed as Parameters<typeof TRPCClientError.from>[0]);
    }
    throw TRPCClientError.from(new Error(`Unexpected answer from ${path}.`));
  }

  return {
    query: (path, input, callOptions) => call('query', path, input, callOptions),
    mutation: (path, input, callOptions) => call('mutation', path, input, callOptions),
  };
}
