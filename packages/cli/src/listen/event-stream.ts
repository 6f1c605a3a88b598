import { setTimeout as delay } from 'node:timers/promises';
import { CommandFailure } from '../command-failure';
import { ConnectionError } from '../connection';
import { fetchFailureReason } from '../fetch-failure';
import { apiErrorOf, apiUrl, authorization, type MerchantApi } from '../merchant-api';
import { readSse, type SseEvent } from './sse-parser';

export const EVENT_STREAM_PATH = '/dev/v1/events/stream';

/** What happens to the stream, in order: it opens, carries events, is lost, opens again… */
export type StreamNews =
  | { kind: 'open'; reconnected: boolean }
  | { kind: 'event'; event: SseEvent }
  | { kind: 'lost'; reason: string; retryMs: number };

export interface FollowOptions {
  /** Only these event types (`types=`); every type when absent. */
  types?: readonly string[] | undefined;
  /** Ends the following: the generator returns, whatever it was waiting for. */
  signal: AbortSignal;
  /**
   * Silence after which a connection counts as dead: the gateway comments every 15 s, so a
   * connection a NAT or proxy dropped without a word is noticed after three missed keep-alives.
   */
  idleMs?: number;
  /** The wait before reconnecting until the server sends its own (`retry:`). */
  retryMs?: number;
}

const DEFAULT_IDLE_MS = 45_000;
const DEFAULT_RETRY_MS = 2_000;

/**
 * Refusals worth waiting out on a reconnection: a stream the gateway has not yet seen close
 * still counts against the shop's limit (409), and a busy or restarting platform comes back.
 * Any other (a revoked key's 401, a scope taken away) will not change by retrying.
 */
const worthWaitingOut = (status: number) => status === 409 || status === 429 || status >= 500;

/**
 * The shop's events from `GET /dev/v1/events/stream`, across reconnections, until `signal`
 * aborts. Failing to open the stream the first time throws (a refusal as the platform's
 * MerchantApiError, no answer as a ConnectionError): there is nothing to resume. Once it has
 * been open, a lost stream is reported and reopened after `retry`, with `Last-Event-ID`;
 * only a lasting refusal throws.
 */
export async function* followEvents(api: MerchantApi, options: FollowOptions): AsyncGenerator<StreamNews> {
  const { signal } = options;
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  let retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  let lastId: string | undefined;
  let opened = false;
  const url = apiUrl(api, EVENT_STREAM_PATH, options.types ? { types: options.types.join(',') } : {});
  while (!signal.aborted) {
    const connection = connectionWatch(idleMs);
    let reason: string;
    try {
      const response = await fetch(url, {
        headers: {
          ...authorization(api),
          accept: 'text/event-stream',
          ...(lastId === undefined ? {} : { 'last-event-id': lastId }),
        },
        signal: AbortSignal.any([signal, connection.signal]),
      });
      if (!response.ok) {
        const refusal = await apiErrorOf(response);
        if (!opened || !worthWaitingOut(response.status)) throw refusal;
        reason = refusal.message;
      } else if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
        throw new CommandFailure(
          `${url.origin} answered ${EVENT_STREAM_PATH} with no event stream: is SHOPFORGE_API_URL the gateway's address?`,
        );
      } else {
        yield { kind: 'open', reconnected: opened };
        opened = true;
        for await (const item of readSse(connection.watch(response.body))) {
          if (item.kind === 'retry') retryMs = item.ms;
          else {
            lastId = item.event.id ?? lastId;
            yield { kind: 'event', event: item.event };
          }
        }
        reason = 'the platform closed it';
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof CommandFailure) throw error;
      reason = connection.wentQuiet() ? `nothing heard for ${idleMs / 1000} s` : fetchFailureReason(error);
      if (!opened) throw new ConnectionError(`Could not reach the platform at ${url.origin} (${reason}).`);
    } finally {
      // However the loop leaves this connection (a consumer's break included), it is closed.
      connection.close();
    }
    yield { kind: 'lost', reason, retryMs };
    await delay(retryMs, undefined, { signal }).catch(() => {});
  }
}

/**
 * One connection's signal: aborted after `ms` without a chunk from the body it watches (the
 * connection went quiet), or when closed.
 */
function connectionWatch(ms: number) {
  const controller = new AbortController();
  let quiet = false;
  const expire = () => {
    quiet = true;
    controller.abort();
  };
  let timer = setTimeout(expire, ms);
  return {
    signal: controller.signal,
    wentQuiet: () => quiet,
    close() {
      clearTimeout(timer);
      controller.abort();
    },
    async *watch(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
      for await (const chunk of body) {
        clearTimeout(timer);
        timer = setTimeout(expire, ms);
        yield chunk;
      }
    },
  };
}
