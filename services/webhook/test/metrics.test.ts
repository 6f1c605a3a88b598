import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabaseFactory } from '@shopforge/db/testing';
import type { EventEnvelope } from '@shopforge/events';
import { type MetricsHandle, startMetrics } from '@shopforge/telemetry';
import { MetricsRecorder } from '@shopforge/telemetry/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outcomeOf } from '../src/delivery/metrics';
import { DeliveryWorker } from '../src/delivery/worker';
import { fanOut } from '../src/events/fan-out';
import { MIGRATIONS_DIR } from '../src/service';
import { TEST_WEBHOOK_ENV } from '../src/testing';
import { type Harness, openHarness, type Receiver, SHOP_A, startReceiver } from './harness';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

function paidEvent(): EventEnvelope {
  return {
    id: randomUUID(),
    type: 'order:paid',
    occurred_at: '2026-11-01T10:00:00.000Z',
    shop_id: SHOP_A,
    aggregate_id: 'inv-1',
    sequence: 1,
    traceparent: null,
    data: { uniqid: 'inv-1', status: 'COMPLETED', line_items: [] },
  };
}

const recorder = new MetricsRecorder();
let metrics: MetricsHandle;
beforeAll(async () => {
  metrics = await startMetrics({ serviceName: 'webhook-test', readers: [recorder] });
});
afterAll(() => metrics.shutdown());

const attempts = (outcome: string) =>
  recorder.total('shopforge.webhook.attempts', { 'shopforge.webhook.outcome': outcome });

async function depth(state: 'pending' | 'processing'): Promise<number | undefined> {
  const points = await recorder.points('shopforge.webhook.queue.depth');
  return points.find((point) => point.attributes['shopforge.webhook.state'] === state)?.value;
}

describe('webhook metrics', () => {
  let h: Harness;
  let receiver: Receiver;
  beforeEach(async () => {
    // A long attempt timeout: the hanging endpoint below must keep its deliveries in flight.
    h = await openHarness(() => factory.fresh(), { ...TEST_WEBHOOK_ENV, WEBHOOK_TIMEOUT_MS: '30000' });
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
    await h.close();
  });

  it('shopforge.webhook.attempts counts each attempt by outcome', async () => {
    const worker = new DeliveryWorker(h.deps);
    await h.asShop(SHOP_A).webhooks.create({ url: receiver.url, events: ['order:paid'] });
    const before = { success: await attempts('success'), http_error: await attempts('http_error') };

    await fanOut(h.deps, paidEvent());
    expect(await worker.runOnce()).toBe(1);
    expect(await attempts('success')).toBe(before.success + 1);

    receiver.status = 500;
    await fanOut(h.deps, paidEvent());
    expect(await worker.runOnce()).toBe(1);
    expect(await attempts('http_error')).toBe(before.http_error + 1);
    await worker.stop();
  });

  it('shopforge.webhook.queue.depth shows waiting and in-flight deliveries while the worker runs', async () => {
    // An endpoint that never answers keeps its deliveries PROCESSING until the worker stops.
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hooks`;
    await h.asShop(SHOP_A).webhooks.create({ url, events: ['order:paid'] });
    await h.asShop(SHOP_A).webhooks.create({ url, events: ['order:paid'] });
    await fanOut(h.deps, paidEvent());

    const worker = new DeliveryWorker(h.deps);
    expect(await depth('pending')).toBeUndefined(); // not observed before the worker runs
    worker.start();
    try {
      await expect.poll(() => depth('processing'), { timeout: 10_000 }).toBe(2);
      expect(await depth('pending')).toBe(0);
    } finally {
      await worker.stop();
      hanging.closeAllConnections();
      hanging.close();
    }
    // A stopped worker is no longer observed: no query runs against its closing database.
  });

  it('names outcomes from the outbound result, never from its text', () => {
    const base = { durationMs: 1, responseBody: '' };
    expect(outcomeOf({ ...base, ok: true, status: 204, error: null })).toBe('success');
    expect(outcomeOf({ ...base, ok: false, status: 410, error: null })).toBe('http_error');
    expect(
      outcomeOf({ ...base, ok: false, status: null, error: 'blocked: …', failure: 'ssrf_refused' }),
    ).toBe('ssrf_refused');
    expect(
      outcomeOf({ ...base, ok: false, status: null, error: 'timeout after 5 ms', failure: 'timeout' }),
    ).toBe('timeout');
  });
});
