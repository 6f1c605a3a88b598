import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLAN_RATE_LIMITS, type Principal } from '@shopforge/contracts';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from './app';
import { silentLogger } from './logger';
import { type GatewayStores, redisStores } from './stores';
import type { ServiceClients } from './upstream/clients';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/**
 * Two gateway replicas sharing the real Redis, in front of a stand-in upstream that counts
 * how often an operation really runs.
 */
let executions = 0;
const credentials = new Map<string, string>();
/** Shops of their own for some tokens (the stream limit counts per shop in the shared Redis). */
const shops = new Map<string, string>();
function principalFor(token: string): Principal {
  if (!credentials.has(token)) credentials.set(token, randomUUID());
  return {
    kind: 'api_key',
    shop_id: shops.get(token) ?? '0190f5a0-0000-7000-8000-000000000001',
    shop_status: 'active',
    plan: 'free',
    currency: 'USD',
    credential_id: credentials.get(token) ?? '',
    scopes: ['*'],
    oauth_client_id: null,
  };
}
const clients: ServiceClients = {
  resolveToken: async (token) => ({ principal: principalFor(token), expires_at: null }),
  resolveResellerKey: async () => ({ outcome: 'invalid' }),
  call: async (_service, _kind, procedure) => {
    if (procedure === 'platformEvents.feed') return { now_ms: Date.now(), events: [] };
    executions++;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { id: 'created' };
  },
  health: async () => true,
  close: async () => {},
};

const servers: Server[] = [];
const stores: GatewayStores[] = [];
const bases: string[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const replicaStores = redisStores(REDIS_URL);
    stores.push(replicaStores);
    const server = createGatewayApp({ clients, stores: replicaStores, log: silentLogger }).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const server of servers) server.close();
  await Promise.all(stores.map((s) => s.close()));
});

/** A fresh credential per test, so each test has its own bucket and idempotency keys. */
function token(): string {
  return `shx_${randomUUID().replace(/-/g, '')}`;
}

async function post(base: string, auth: string, key: string) {
  const res = await request(`${base}/dev/v1/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ title: 'Race', price: 1, type: 'SERVICE' }),
  });
  await res.body.dump();
  return { status: res.statusCode, idempotency: res.headers['idempotency-status'] };
}

describe('gateway replicas sharing Redis', () => {
  it('run 20 concurrent identical requests with one key exactly once', async () => {
    executions = 0;
    const auth = token();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(bases[i % 2]!, auth, 'one-key')),
    );
    expect(executions).toBe(1);
    expect(results.filter((r) => r.idempotency === 'created')).toHaveLength(1);
    for (const r of results.filter((x) => x.idempotency !== 'created')) {
      expect(['cached', 'processing']).toContain(r.idempotency);
    }
    const later = await post(bases[1]!, auth, 'one-key');
    expect(later.idempotency).toBe('cached');
    expect(executions).toBe(1);
  });

  it('never admit more than the bucket allows (over-admission = 0)', async () => {
    const auth = token();
    const capacity = PLAN_RATE_LIMITS.free.capacity;
    const attempts = capacity * 3;
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: attempts }, async (_, i) => {
        const res = await request(`${bases[i % 2]}/dev/v1/me`, {
          headers: { authorization: `Bearer ${auth}` },
        });
        await res.body.dump();
        return res.statusCode;
      }),
    );
    const elapsed = Date.now() - started;
    const admitted = responses.filter((status) => status !== 429).length;
    // The bucket may admit its burst plus the refills that could have happened meanwhile.
    const { refillTokens, refillIntervalMs } = PLAN_RATE_LIMITS.free;
    const allowed = capacity + Math.ceil(elapsed / refillIntervalMs) * refillTokens;
    const overAdmission = Math.max(0, admitted - allowed);
    console.info(
      `rate limit across 2 replicas: ${attempts} requests, ${admitted} admitted, over-admission ${overAdmission}`,
    );
    expect(admitted).toBeGreaterThanOrEqual(capacity);
    expect(overAdmission).toBe(0);
  });
});

describe('event streams across gateway replicas sharing Redis', () => {
  it('25 streams of one shop opened at once on two replicas: exactly 5 open, 20 are 409', async () => {
    const auth = token();
    shops.set(auth, randomUUID());
    const aborts: AbortController[] = [];
    const statuses = await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const abort = new AbortController();
        aborts.push(abort);
        const res = await fetch(`${bases[i % 2]}/dev/v1/events/stream`, {
          headers: { authorization: `Bearer ${auth}` },
          signal: abort.signal,
        });
        if (res.status !== 200) await res.body?.cancel();
        return res.status;
      }),
    );
    for (const abort of aborts) abort.abort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
  });
});

describe('gateway readiness with Redis', () => {
  it('is ready when Redis answers (/readyz names the stores ready)', async () => {
    await expect(stores[0]!.ready()).resolves.toBe(true);
    const res = await request(`${bases[0]}/readyz`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({ status: 'ready', stores: 'ready' });
  });
});
