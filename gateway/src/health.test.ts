import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceName } from '@shopforge/service-kit';
import express from 'express';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { healthRoutes } from './health';
import { redisStores } from './stores';
import type { ServiceClients } from './upstream/clients';

let server: Server | undefined;
afterEach(() => server?.close());

/** The health routes alone, in front of services and stores whose state the test sets. */
async function readyz(down: { services?: ServiceName[]; stores?: boolean }) {
  const clients = { health: async (name: ServiceName) => !down.services?.includes(name) } as ServiceClients;
  const stores = { ready: async () => !down.stores };
  server = express().use(healthRoutes(clients, stores)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const res = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
  return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> };
}

describe('gateway readiness (/readyz)', () => {
  it('is ready when every service and the stores answer', async () => {
    const { status, body } = await readyz({});
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ready', stores: 'ready', services: { oauth: 'ready' } });
  });

  it('is not ready while one service is not, and names it', async () => {
    const { status, body } = await readyz({ services: ['billing'] });
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'not_ready', services: { billing: 'not_ready', oauth: 'ready' } });
  });

  it('is not ready while its stores (Redis) do not answer', async () => {
    const { status, body } = await readyz({ stores: true });
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'not_ready', stores: 'not_ready' });
  });

  it('reports Redis stores not ready, within about a second, when Redis is unreachable', async () => {
    const outages: string[] = [];
    const stores = redisStores('redis://127.0.0.1:1', { onOutage: (_error, client) => outages.push(client) });
    const started = Date.now();
    await expect(stores.ready()).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(2500);
    // Several reconnect attempts failed by now; each client reported its outage once.
    expect(outages.sort()).toEqual(['idempotency', 'rate-limit', 'stream-leases']);
    await stores.close().catch(() => undefined);
  });
});
