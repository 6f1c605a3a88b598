import { AppError } from '@shopforge/errors';
import { type EventFeed, eventFeedSchema, eventStreamQuerySchema, hasAllScopes } from '@shopforge/contracts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { TokenResolver } from '../auth/token-resolver';
import { bearerToken } from '../middleware/bearer';
import { principalOf, requestIdOf } from '../middleware/locals';
import type { ServiceClients } from '../upstream/clients';
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
    'The shop’s new events as they happen, as Server-Sent Events (`text/event-stream`): `id` the event id, `event` its type, `data` the exact body its webhook delivery carries; `types` (comma-separated names) narrows it. A `: keep-alive` comment every 15 s; at most 5 streams a shop; a revoked key ends its stream. What `shopforge listen` forwards.',
});

export interface EventStreamOptions {
  /** How often the webhook service is asked for newly recorded events. */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** How often the credential is checked again: a revoked key ends its stream. */
  recheckMs: number;
  /** Streams one shop may hold open on this gateway process. */
  maxPerShop: number;
}

export const EVENT_STREAM_DEFAULTS: EventStreamOptions = {
  pollMs: 250,
  heartbeatMs: 15_000,
  recheckMs: 30_000,
  maxPerShop: 5,
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

/**
 * `GET /dev/v1/events/stream`: the shop's events as Server-Sent Events, from the moment it is
 * opened (what `shopforge listen` forwards). Each event: `id` the event id, `event` its type,
 * `data` the exact body a webhook delivery of it carries. Authenticated, scoped (`events.read`)
 * and rate-limited like any route before the stream starts; errors before then are the usual
 * envelope.
 */
export function eventStream(
  clients: ServiceClients,
  resolveToken: TokenResolver,
  options: EventStreamOptions = EVENT_STREAM_DEFAULTS,
) {
  const open = new Map<string, number>();
  return async (req: Request, res: Response): Promise<void> => {
    const { types } = parsePart(eventStreamQuerySchema, req.query) as { types?: string[] };
    const principal = principalOf(res);
    const shopId = principal.shop_id;
    if ((open.get(shopId) ?? 0) >= options.maxPerShop) {
      throw new AppError('CONFLICT', `At most ${options.maxPerShop} event streams may be open per shop.`);
    }
    const feed = async (sinceMs: number | undefined): Promise<EventFeed> =>
      eventFeedSchema.parse(
        await clients.call(
          'webhook',
          'query',
          'platformEvents.feed',
          { ...(sinceMs === undefined ? {} : { since_ms: sinceMs }), ...(types ? { types } : {}) },
          { principal, requestId: requestIdOf(res) },
        ),
      );
    let since = (await feed(undefined)).now_ms;

    open.set(shopId, (open.get(shopId) ?? 0) + 1);
    const stop = new AbortController();
    req.on('close', () => stop.abort());
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\nretry: 2000\n\n');
    const sent = new Map<string, number>();
    let lastBeat = Date.now();
    let lastCheck = Date.now();
    try {
      while (!stop.signal.aborted) {
        const { events } = await feed(Math.max(0, since - LOOKBACK_MS));
        for (const event of events) {
          if (sent.has(event.id)) continue;
          sent.set(event.id, event.recorded_at_ms);
          since = Math.max(since, event.recorded_at_ms);
          res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.body}\n\n`);
        }
        for (const [id, at] of sent) if (at < since - 2 * LOOKBACK_MS) sent.delete(id);
        const now = Date.now();
        if (now - lastBeat >= options.heartbeatMs) {
          res.write(': keep-alive\n\n');
          lastBeat = now;
        }
        if (now - lastCheck >= options.recheckMs) {
          lastCheck = now;
          if (!(await stillAllowed(req, res, resolveToken))) break;
        }
        await sleep(options.pollMs, stop.signal);
      }
    } catch {
      // The platform failed mid-stream: the client reconnects (`retry`) and starts afresh.
    } finally {
      open.set(shopId, (open.get(shopId) ?? 1) - 1);
      if ((open.get(shopId) ?? 0) <= 0) open.delete(shopId);
      res.end();
    }
  };
}

/** The credential still resolves, for the same active shop, and still holds `events.read`. */
async function stillAllowed(req: Request, res: Response, resolveToken: TokenResolver): Promise<boolean> {
  const token = bearerToken(req.get('authorization'));
  const now = token === null ? null : await resolveToken(token, requestIdOf(res)).catch(() => null);
  return (
    now !== null &&
    now.shop_id === principalOf(res).shop_id &&
    now.shop_status === 'active' &&
    hasAllScopes(now.scopes, ['events.read'])
  );
}
