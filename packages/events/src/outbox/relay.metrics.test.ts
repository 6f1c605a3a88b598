import { type MetricsHandle, startMetrics } from '@shopforge/telemetry';
import { MetricsRecorder } from '@shopforge/telemetry/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../bus';
import type { OutboxRow } from './outbox-row';
import { OutboxRelay } from './relay';
import type { OutboxStore } from './store';

const T0 = Date.parse('2026-11-24T10:00:00Z');

/** An outbox in memory: enough of the store contract for the relay's bookkeeping. */
function memoryOutbox(rows: OutboxRow[]): OutboxStore & { published: Set<string> } {
  const published = new Set<string>();
  return {
    published,
    transaction: (fn) =>
      fn({
        claimBatch: async (limit) => rows.filter((row) => !published.has(row.id)).slice(0, limit),
        markPublished: async (ids) => {
          for (const id of ids) published.add(id);
        },
      }),
  };
}

function row(n: number, createdAtMs: number): OutboxRow {
  return {
    id: `0190f5a0-0000-7000-8000-${String(n).padStart(12, '0')}`,
    sequence: n,
    type: 'product:created',
    shop_id: null,
    aggregate_id: `p${n}`,
    payload: {},
    traceparent: null,
    created_at: new Date(createdAtMs),
  };
}

class SwitchableBus implements EventBus {
  failing = false;
  async publish(): Promise<void> {
    if (this.failing) throw new Error('broker unavailable');
  }
  async subscribe(): Promise<void> {}
  async close(): Promise<void> {}
}

const recorder = new MetricsRecorder();
let metrics: MetricsHandle;
beforeAll(async () => {
  metrics = await startMetrics({ serviceName: 'events-test', readers: [recorder] });
});
afterAll(() => metrics.shutdown());

async function lagOf(service: string): Promise<number | undefined> {
  const points = await recorder.points('shopforge.outbox.lag');
  return points.find((point) => point.attributes['shopforge.service'] === service)?.value;
}

describe('outbox metrics', () => {
  it('shopforge.outbox.lag is the age of the oldest unpublished event, and keeps growing while publishing fails', async () => {
    let now = T0 + 30_000;
    const bus = new SwitchableBus();
    bus.failing = true;
    const relay = new OutboxRelay({
      store: memoryOutbox([row(1, T0), row(2, T0 + 5_000)]),
      bus,
      service: 'catalog',
      now: () => new Date(now),
      initialBackoffMs: 60_000,
      onError: () => {},
    });
    relay.start();
    try {
      await expect.poll(() => lagOf('catalog')).toBe(30);
      now += 10_000;
      expect(await lagOf('catalog')).toBe(40);
    } finally {
      await relay.stop();
    }
    // A stopped relay is no longer observed: its series keeps its last value, it stops growing.
    now += 60_000;
    expect(await lagOf('catalog')).toBe(40);
  });

  it('drops to 0 once the relay drained the outbox, and records each event’s publish delay', async () => {
    const now = T0 + 2_000;
    const relay = new OutboxRelay({
      store: memoryOutbox([row(1, T0), row(2, T0 + 1_000)]),
      bus: new SwitchableBus(),
      service: 'billing',
      now: () => new Date(now),
    });
    expect(await relay.relayOnce()).toBe(2);
    expect(relay.lagSeconds()).toBe(0);

    const delays = (await recorder.points('shopforge.outbox.publish.delay')).filter(
      (point) => point.attributes['shopforge.service'] === 'billing',
    );
    expect(delays).toHaveLength(1);
    expect(delays[0]?.count).toBe(2);
    expect(delays[0]?.sum).toBeCloseTo(3, 6); // 2 s + 1 s
  });
});
