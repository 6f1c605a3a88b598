import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { generateWebhookSecret, signDelivery } from '../src/index.js';
import { expressReceiver } from './express.js';
import { fastifyReceiver } from './fastify.js';
import { nodeHttpReceiver } from './node-http.js';

const secret = generateWebhookSecret();
/** Escaped slashes survive only when the receiver verifies the raw bytes. */
const body = '{"event":"order:paid","data":{"url":"https:\\/\\/shop.example\\/x","total":10.5}}';

interface Receiver {
  url: string;
  received: unknown[];
  close: () => Promise<void>;
}

type Start = (
  onEvent: (event: string, payload: unknown) => void,
) => Promise<{ port: number; close: () => Promise<void> }>;

const listening = async (server: import('node:http').Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const RECEIVERS: Record<string, Start> = {
  express: (onEvent) => listening(expressReceiver(secret, onEvent).listen(0, '127.0.0.1')),
  fastify: async (onEvent) => {
    const app = fastifyReceiver(secret, onEvent);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
  },
  'node:http': (onEvent) => listening(nodeHttpReceiver(secret, onEvent)),
};

let open: Receiver | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function start(name: string): Promise<Receiver> {
  const received: unknown[] = [];
  const started = await (RECEIVERS[name] as Start)((event, payload) => received.push({ event, payload }));
  open = { url: `http://127.0.0.1:${started.port}/webhooks/shopforge`, received, close: started.close };
  return open;
}

const deliver = (url: string, headers: Record<string, string>, sent = body) =>
  fetch(url, { method: 'POST', headers, body: sent });

describe.each(Object.keys(RECEIVERS))('the %s example receiver', (name) => {
  it('accepts a signed delivery and hands over the payload', async () => {
    const receiver = await start(name);
    const headers = signDelivery({
      secret,
      deliveryId: 'd-1',
      event: 'order:paid',
      timestamp: Math.floor(Date.now() / 1000),
      body,
    });
    expect((await deliver(receiver.url, headers)).status).toBe(200);
    expect(receiver.received).toEqual([
      {
        event: 'order:paid',
        payload: { event: 'order:paid', data: { url: 'https://shop.example/x', total: 10.5 } },
      },
    ]);
  });

  it('refuses a changed body, another secret and a stale timestamp with 400', async () => {
    const receiver = await start(name);
    const now = Math.floor(Date.now() / 1000);
    const signed = signDelivery({ secret, deliveryId: 'd-2', event: 'order:paid', timestamp: now, body });
    expect((await deliver(receiver.url, signed, body.replace('10.5', '99.5'))).status).toBe(400);
    const foreign = signDelivery({
      secret: generateWebhookSecret(),
      deliveryId: 'd-3',
      event: 'order:paid',
      timestamp: now,
      body,
    });
    expect((await deliver(receiver.url, foreign)).status).toBe(400);
    const stale = signDelivery({
      secret,
      deliveryId: 'd-4',
      event: 'order:paid',
      timestamp: now - 3600,
      body,
    });
    expect((await deliver(receiver.url, stale)).status).toBe(400);
    expect(receiver.received).toEqual([]);
  });
});
