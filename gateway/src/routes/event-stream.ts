import {
  type EventFeed,
  eventFeedSchema,
  eventStreamQuerySchema,
  type Principal,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { LeaseSemaphore } from '@shopforge/stores';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { TokenResolver } from '../auth/token-resolver';
import { bearerToken } from '../middleware/bearer';
import { principalOf, requestIdOf } from '../middleware/locals';
import type { ServiceClients } from '../upstream/clients';
import { type StreamAccess, samePrincipal, streamAccess } from './event-stream-access';
import { type ResolvedRoute, resolveRoute } from './route';
import { parsePart } from './validate';

export const EVENT_STREAM_PATH = '/dev/v1/events/stream';

/**
 * The stream as the OpenAPI document describes it (mounted by mount.ts, not the route table: it
 * answers `text/event-stream`, not one JSON body).
 */
export const EVENT_STREAM_ROUTE: ResolvedRoute = resolveRoute({
  method: 'GET',
  path: EVENT_STREAM_PATH,
  scopes: ['events.read'],
  service: 'webhook',
  procedure: 'platformEvents.feed',
  kind: 'query',
  query: eventStreamQuerySchema,
  output: z.string(),
  envelope: 'as_is',
  summary:
    'The shop’s new events as they happen, as Server-Sent Events (`text/event-stream`): `id` the event id, `event` its type, `data` the exact body its webhook delivery carries; `types` (comma-separated names) narrows it. A `: keep-alive` comment every 15 s; at most 5 streams a shop (409 `CONFLICT` beyond); each event is read as the key is now (a narrowed key stops receiving what its scopes no longer show, as `GET /dev/v1/events` does), and a revoked key, a lost `events.read` or a suspended shop ends the stream. What `shopforge listen` forwards.',
});

export interface EventStreamOptions {
  /** How often the webhook service is asked for newly recorded events. */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /**
   * How often an idle stream resolves its credential again (a stream with events does so before
   * each batch): a revoked key, a lost `events.read` or a suspended shop ends the stream.
   */
  recheckMs: number;
  /** Streams one shop may hold open, across every gateway replica. */
  maxPerShop: number;
  /**
   * How long a stream's place outlives a gateway that stopped renewing it (killed); an open
   * stream renews it every third of that.
   */
  leaseTtlMs: number;
}

export const EVENT_STREAM_DEFAULTS: EventStreamOptions = {
  pollMs: 250,
  heartbeatMs: 15_000,
  recheckMs: 30_000,
  maxPerShop: 5,
  leaseTtlMs: 30_000,
};

/**
 * Events are read by when the webhook service recorded them, and a record's time is taken when
 * its statement starts, so one that commits a moment late can carry an earlier time than one
 * already sent: each read looks this far back and skips the ids it sent.
 */
const LOOKBACK_MS = 2_000;

/** Waits `ms`, or less if the stream closes; leaves no listener behind (it runs every poll). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', wake);
      resolve();
    }, ms);
    signal.addEventListener('abort', wake, { once: true });
  });

type Feed = (sinceMs: number | undefined, principal: Principal) => Promise<EventFeed>;

/**
 * `GET /dev/v1/events/stream`: the shop's events as Server-Sent Events, from the moment it is
 * opened (what `shopforge listen` forwards). Each event: `id` the event id, `event` its type,
 * `data` the exact body a webhook delivery of it carries, read as the credential is now.
 * Authenticated, scoped (`events.read`) and rate-limited like any route before the stream
 * starts; errors before then, the per-shop limit included, are the usual envelope.
 */
export function eventStream(
  clients: ServiceClients,
  resolveToken: TokenResolver,
  leases: LeaseSemaphore,
  options: EventStreamOptions = EVENT_STREAM_DEFAULTS,
) {
  const policy = { limit: options.maxPerShop, ttlMs: options.leaseTtlMs };
  return async (req: Request, res: Response): Promise<void> => {
    const { types } = parsePart(eventStreamQuerySchema, req.query) as { types?: string[] };
    const opened = principalOf(res);
    const requestId = requestIdOf(res);
    const stop = new AbortController();
    res.on('close', () => stop.abort());
    // Counted and taken in one step of the shared store: concurrent opens cannot all pass a
    // check before any of them is counted, on this replica or another.
    const place = `events-stream:${opened.shop_id}`;
    const lease = await leases.acquire(place, policy);
    if (lease === null) {
      throw new AppError('CONFLICT', `At most ${options.maxPerShop} event streams may be open per shop.`);
    }
    const feed: Feed = async (sinceMs, principal) =>
      eventFeedSchema.parse(
        await clients.call(
          'webhook',
          'query',
          'platformEvents.feed',
          { ...(sinceMs === undefined ? {} : { since_ms: sinceMs }), ...(types ? { types } : {}) },
          { principal, requestId },
        ),
      );
    let streaming = false;
    try {
      const since = (await feed(undefined, opened)).now_ms;
      if (stop.signal.aborted) return;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      streaming = true;
      res.write(': connected\nretry: 2000\n\n');
      const access = streamAccess(opened, bearerToken(req.get('authorization')), resolveToken, requestId);
      const renew = () => leases.renew(place, lease, policy);
      await pump(res, { feed, access, renew, since, opened, signal: stop.signal, options });
    } finally {
      // A release that fails (the store unreachable) leaves the lease to lapse on its own.
      await leases.release(place, lease).catch(() => undefined);
      if (streaming) res.end();
    }
  };
}

/** Sends the shop's events until the client leaves, the credential may no longer stream, or the platform fails. */
async function pump(
  res: Response,
  stream: {
    feed: Feed;
    access: StreamAccess;
    renew: () => Promise<boolean>;
    since: number;
    opened: Principal;
    signal: AbortSignal;
    options: EventStreamOptions;
  },
): Promise<void> {
  const { feed, access, options, signal } = stream;
  let principal = stream.opened;
  let since = stream.since;
  const sent = new Map<string, number>();
  let lastBeat = Date.now();
  let lastCheck = Date.now();
  let lastRenew = Date.now();
  try {
    while (!signal.aborted) {
      const { events } = await feed(Math.max(0, since - LOOKBACK_MS), principal);
      const fresh = events.filter((event) => !sent.has(event.id));
      const now = Date.now();
      if (fresh.length > 0 || now - lastCheck >= options.recheckMs) {
        lastCheck = now;
        const current = await access.current();
        if (current === null) return;
        if (!samePrincipal(current, principal)) {
          // The credential changed since the read (narrowed, widened, plan moved): read the
          // same events again as it is now before sending any of them.
          principal = current;
          continue;
        }
      }
      for (const event of fresh) {
        sent.set(event.id, event.recorded_at_ms);
        since = Math.max(since, event.recorded_at_ms);
        res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.body}\n\n`);
      }
      for (const [id, at] of sent) if (at < since - 2 * LOOKBACK_MS) sent.delete(id);
      if (now - lastBeat >= options.heartbeatMs) {
        res.write(': keep-alive\n\n');
        lastBeat = now;
      }
      if (now - lastRenew >= options.leaseTtlMs / 3) {
        lastRenew = now;
        // Lost only when the lease lapsed and other streams took every place: this one yields.
        // A store that cannot be reached keeps the stream open; the lease lapses if it stays so.
        if (!(await stream.renew().catch(() => true))) return;
      }
      await sleep(options.pollMs, signal);
    }
  } catch {
    // The platform failed mid-stream: the client reconnects (`retry`) and starts afresh.
  }
}
