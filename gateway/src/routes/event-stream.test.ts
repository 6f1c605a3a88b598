import type { AddressInfo } from 'node:net';
import type { EventFeed, Principal } from '@shopforge/contracts';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { errorHandler } from '../middleware/error-handler';
import { setPrincipal } from '../middleware/locals';
import type { ServiceClients } from '../upstream/clients';
import { eventStream } from './event-stream';

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

/** The stream behind a stand-in webhook service whose feed answers `answer(since)`. */
async function serve(answer: (since: number | undefined) => FeedEvent[], resolves: () => Principal | null) {
  const reads: (number | undefined)[] = [];
  const clients = {
    call: async (_service: string, _kind: string, _procedure: string, input: { since_ms?: number }) => {
      reads.push(input.since_ms);
      return { now_ms: 10_000, events: answer(input.since_ms) };
    },
  } as unknown as ServiceClients;
  const app = express();
  app.get(
    '/stream',
    (_req, res, next) => {
      res.locals.requestId = 'req-1';
      setPrincipal(res, principal);
      next();
    },
    eventStream(clients, async () => resolves(), {
      pollMs: 10,
      heartbeatMs: 30,
      recheckMs: 60,
      maxPerShop: 1,
    }),
  );
  app.use(errorHandler(silentLogger, 'http://x'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`, reads, server };
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
    expect(reads[0]).toBeUndefined();
    // Each read looks back a little from the newest recorded time it saw.
    expect(reads.slice(1).every((since) => since === 8_000 || since === 8_002)).toBe(true);
    expect(text).toContain(': keep-alive');
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

  it('refuses a stream over the per-shop limit with 409', async () => {
    const { url } = await serve(
      () => [],
      () => principal,
    );
    const first = readFor(url, 300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await fetch(url);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    expect((await first).status).toBe(200);
  });
});
