import type { AddressInfo } from 'node:net';
import type { EventFeed, Principal } from '@shopforge/contracts';
import { MemoryLeaseSemaphore } from '@shopforge/stores';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { errorHandler } from '../middleware/error-handler';
import { setPrincipal } from '../middleware/locals';
import type { ServiceClients } from '../upstream/clients';
import { type EventStreamOptions, eventStream } from './event-stream';

const principal: Principal = {
  kind: 'api_key',
  shop_id: '0190f5a0-0000-7000-8000-000000000001',
  shop_status: 'active',
  plan: 'free',
  currency: 'USD',
  credential_id: '0190f5a0-0000-7000-8000-000000000002',
  scopes: ['events.read'],
  oauth_client_id: null,
};

type FeedEvent = EventFeed['events'][number];
const event = (id: string, at: number): FeedEvent => ({
  id,
  type: 'order:paid',
  recorded_at_ms: at,
  body: `{"n":"${id}"}`,
});

let close: (() => void) | undefined;
afterEach(() => close?.());

/** What the stand-in webhook service was asked: the read's since and the principal it read as. */
interface Read {
  since: number | undefined;
  scopes: string[];
}

/**
 * The stream behind a stand-in webhook service whose feed answers `answer(since, principal)`
 * and a resolver that answers `resolves()`; `opened` is who authenticated.
 */
async function serve(
  answer: (since: number | undefined, principal: Principal) => FeedEvent[],
  resolves: () => Principal | null,
  options: { opened?: Principal; leases?: MemoryLeaseSemaphore; stream?: Partial<EventStreamOptions> } = {},
) {
  const reads: Read[] = [];
  const clients = {
    call: async (
      _service: string,
      _kind: string,
      _procedure: string,
      input: { since_ms?: number },
      context: { principal: Principal },
    ) => {
      reads.push({ since: input.since_ms, scopes: context.principal.scopes });
      return { now_ms: 10_000, events: answer(input.since_ms, context.principal) };
    },
  } as unknown as ServiceClients;
  const leases = options.leases ?? new MemoryLeaseSemaphore();
  const app = express();
  app.get(
    '/stream',
    (_req, res, next) => {
      res.locals.requestId = 'req-1';
      setPrincipal(res, options.opened ?? principal);
      next();
    },
    eventStream(clients, async () => resolves(), leases, {
      pollMs: 10,
      heartbeatMs: 30,
      recheckMs: 60,
      maxPerShop: 1,
      leaseTtlMs: 30_000,
      ...options.stream,
    }),
  );
  app.use(errorHandler(silentLogger, 'http://x'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`, reads, server, leases };
}

async function readFor(
  url: string,
  ms: number,
  headers: Record<string, string> = { authorization: 'Bearer shx_k' },
) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  let text = '';
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    for await (const chunk of response.body ?? []) text += Buffer.from(chunk as Uint8Array).toString();
  } catch {
    // aborted by the timer
  }
  clearTimeout(timer);
  return { status: response.status, text, ended: !abort.signal.aborted };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delivered goods only for a principal that may see them, as the webhook service decides. */
const seesGoods = (p: Principal) => p.scopes.includes('orders.read') && p.scopes.includes('licenses.read');
const broad: Principal = { ...principal, scopes: ['events.read', 'orders.read', 'licenses.read'] };
const narrow: Principal = { ...principal, scopes: ['events.read'] };

describe('the event stream', () => {
  it('sends each event once although its reads overlap, from the service clock at opening on', async () => {
    const { url, reads } = await serve(
      (since) => (since === undefined ? [] : [event('a', 10_001), event('b', 10_002)]),
      () => principal,
    );
    const { text } = await readFor(url, 200);
    expect(text.startsWith(': connected\nretry: 2000\n\n')).toBe(true);
    expect(text.match(/^id: /gm)).toHaveLength(2);
    expect(text).toContain('id: a\nevent: order:paid\ndata: {"n":"a"}\n\n');
    expect(reads[0]?.since).toBeUndefined();
    // Each read looks back a little from the newest recorded time it saw.
    expect(reads.slice(1).every((read) => read.since === 8_000 || read.since === 8_002)).toBe(true);
    expect(text).toContain(': keep-alive');
  });

  it('reads every event as the credential is now: a key narrowed after opening gets the next event without goods', async () => {
    let narrowed = false;
    const { url, reads } = await serve(
      (since, p) =>
        since === undefined ? [] : [event(seesGoods(p) ? 'with-goods' : 'without-goods', 10_001)],
      () => (narrowed ? narrow : broad),
      { opened: broad, stream: { recheckMs: 60_000 } },
    );
    narrowed = true;
    const { text } = await readFor(url, 200);
    expect(text).toContain('id: without-goods');
    expect(text).not.toContain('with-goods\n');
    // Read as opened, found changed before sending, read again as it is now.
    expect(reads[1]?.scopes).toEqual(broad.scopes);
    expect(reads.slice(2).every((read) => read.scopes.join() === narrow.scopes.join())).toBe(true);
  });

  it('ends the stream once the credential no longer resolves (revoked)', async () => {
    let revoked = false;
    const { url } = await serve(
      () => [],
      () => (revoked ? null : principal),
    );
    setTimeout(() => {
      revoked = true;
    }, 50);
    const { ended } = await readFor(url, 2_000);
    expect(ended).toBe(true);
  });

  it('ends the stream before sending another event once the key loses events.read or the shop is suspended', async () => {
    for (const changed of [
      { ...principal, scopes: ['orders.read'] },
      { ...principal, shop_status: 'suspended' as const },
      { ...principal, credential_id: '0190f5a0-0000-7000-8000-000000000009' },
    ]) {
      let change = false;
      const { url } = await serve(
        (since) => (since === undefined ? [] : [event('after', 10_001)]),
        () => (change ? changed : principal),
        { stream: { recheckMs: 60_000 } },
      );
      change = true;
      const { ended, text } = await readFor(url, 2_000);
      expect(ended, JSON.stringify(changed)).toBe(true);
      expect(text).not.toContain('id: after');
      close?.();
    }
  });

  it('refuses a stream over the per-shop limit with 409, and frees the place when a stream closes', async () => {
    const { url, leases } = await serve(
      () => [],
      () => principal,
    );
    const first = readFor(url, 300);
    await wait(50);
    const second = await fetch(url);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'At most 1 event streams may be open per shop.' },
    });
    expect((await first).status).toBe(200);
    await wait(50);
    expect(
      await leases.acquire(`events-stream:${principal.shop_id}`, { limit: 1, ttlMs: 1000 }),
    ).not.toBeNull();
  });

  it('admits exactly the limit of streams opened at once', async () => {
    const { url } = await serve(
      () => [],
      () => principal,
      { stream: { maxPerShop: 3 } },
    );
    const results = await Promise.all(Array.from({ length: 12 }, () => readFor(url, 1_000)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('keeps its place past the lease TTL by renewing it while open', async () => {
    const { url } = await serve(
      () => [],
      () => principal,
      { stream: { leaseTtlMs: 90 } },
    );
    const first = readFor(url, 400);
    await wait(250);
    expect((await fetch(url)).status).toBe(409);
    expect((await first).status).toBe(200);
  });

  it('gives its place back when the first read fails, and answers the error envelope', async () => {
    const leases = new MemoryLeaseSemaphore();
    const { url } = await serve(
      () => {
        throw new Error('webhook service down');
      },
      () => principal,
      { leases },
    );
    const failed = await fetch(url, { headers: { authorization: 'Bearer shx_k' } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    expect(
      await leases.acquire(`events-stream:${principal.shop_id}`, { limit: 1, ttlMs: 1000 }),
    ).not.toBeNull();
  });
});
