import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBus } from '../bus';
import type { DeadLetter } from '../dead-letter';
import { describeEventBus, makeEvent } from '../testing';
import { countDeadLetters } from './dead-letters';
import { createRedisStreamsBus, type CreateRedisStreamsBusOptions } from './redis-streams-bus';
import { deadLetterStreamKey, partitionOf, streamKey } from './stream-keys';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const FAST = { blockMs: 50, leaseMs: 1_000 };

describeEventBus('RedisStreamsBus (real Redis)', (options) =>
  createRedisStreamsBus({ url: REDIS_URL, ...FAST, ...options }),
);

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const redis = new Redis(REDIS_URL);
const buses: EventBus[] = [];
const children: ChildProcess[] = [];
const topicName = () => `shopforge.test-${randomUUID().slice(0, 8)}`;
const waitFor = (check: () => void | Promise<void>, timeout = 10_000) =>
  vi.waitFor(check, { timeout, interval: 20 });

function open(options: Partial<CreateRedisStreamsBusOptions> = {}) {
  const bus = createRedisStreamsBus({ url: REDIS_URL, ...FAST, ...options });
  buses.push(bus);
  return bus;
}

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});
afterAll(() => redis.quit());

/** A TCP relay to the test Redis on its own port, started only when asked: Redis "coming back". */
async function laterRedis(): Promise<{ url: string; start: () => Promise<void>; stop: () => void }> {
  const target = new URL(REDIS_URL);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  let relay: Server | undefined;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    start: () =>
      new Promise<void>((resolve) => {
        relay = createServer((socket) => {
          const upstream = connect(Number(target.port || 6379), target.hostname);
          socket.pipe(upstream).pipe(socket);
          socket.on('error', () => upstream.destroy());
          upstream.on('error', () => socket.destroy());
        });
        relay.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () => relay?.close(),
  };
}

describe('RedisStreamsBus on Redis', () => {
  it('a service subscribing while Redis is away is subscribed once Redis is back, not failed', async () => {
    const redisLater = await laterRedis();
    const troubles: string[] = [];
    const bus = createRedisStreamsBus({
      url: redisLater.url,
      ...FAST,
      onError: (_error, context) => troubles.push(context),
    });
    buses.push(bus);
    try {
      const topic = topicName();
      const received: string[] = [];
      const subscribed = bus.subscribe(topic, 'billing', async (event) => {
        received.push(event.id);
      });
      await waitFor(() => expect(troubles).toContain(`subscribing to ${topic}`));
      await redisLater.start();
      await subscribed;
      await bus.publish(topic, [makeEvent('order_1', 1)]);
      await waitFor(() => expect(received).toHaveLength(1));
    } finally {
      redisLater.stop();
    }
  });

  it('writes each event to its aggregate’s partition stream with id, type and trace fields', async () => {
    const bus = open({ partitions: 4 });
    const topic = topicName();
    const events = [1, 2, 3].map((n) => ({ ...makeEvent('order_7', n), traceparent: TRACEPARENT }));
    await bus.publish(topic, events);
    const entries = await redis.xrange(streamKey(topic, partitionOf('order_7', 4)), '-', '+');
    expect(entries).toHaveLength(3);
    const fields = Object.fromEntries(
      (entries[0]?.[1] ?? []).flatMap((_, i, all) => (i % 2 === 0 ? [[all[i], all[i + 1]]] : [])),
    );
    expect(fields).toMatchObject({
      'event-id': events[0]?.id,
      'event-type': 'order:paid',
      traceparent: TRACEPARENT,
    });
    expect(JSON.parse(fields.event ?? '')).toEqual(events[0]);
  });

  it('sends a malformed entry straight to the dead-letter stream and moves on', async () => {
    const deadLetters: DeadLetter[] = [];
    const bus = open({ partitions: 1, onDeadLetter: (deadLetter) => void deadLetters.push(deadLetter) });
    const topic = topicName();
    const seen: string[] = [];
    await bus.subscribe(topic, 'billing', async (event) => void seen.push(event.id));
    await redis.xadd(streamKey(topic, 0), '*', 'event-type', 'order:paid', 'event', '{not json');
    const good = makeEvent('order_1', 1);
    await bus.publish(topic, [good]);
    await waitFor(() => expect(seen).toEqual([good.id]));
    expect(deadLetters).toEqual([expect.objectContaining({ topic, group: 'billing', attempts: 0 })]);
    const [dead] = await redis.xrange(deadLetterStreamKey(topic), '-', '+');
    const fields = dead?.[1] ?? [];
    expect(fields).toEqual(
      expect.arrayContaining(['original-topic', topic, 'consumer-group', 'billing', 'event']),
    );
    expect(fields[fields.indexOf('error') + 1]).toMatch(/^malformed event/);
    expect((await countDeadLetters(redis)).byTopic[topic]).toBe(1);
    expect((await redis.xpending(streamKey(topic, 0), 'billing'))[0]).toBe(0);
  });

  it('an event whose handler outlasts its retries on a transient error waits, in order, instead of being dead-lettered', async () => {
    const deadLetters: DeadLetter[] = [];
    const errors: unknown[] = [];
    const bus = open({
      partitions: 1,
      retry: { maxRetries: 1, initialDelayMs: 10, maxDelayMs: 10 },
      visibilityTimeoutMs: 200,
      onDeadLetter: (deadLetter) => void deadLetters.push(deadLetter),
      onError: (error) => void errors.push(error),
    });
    const topic = topicName();
    const seen: number[] = [];
    let databaseDownFor = 5; // calls: more than the 2 attempts one delivery makes
    await bus.subscribe(topic, 'billing', async (event) => {
      if (event.sequence === 1 && databaseDownFor-- > 0)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      seen.push(event.sequence);
    });
    await bus.publish(topic, [makeEvent('order_1', 1), makeEvent('order_1', 2)]);
    await waitFor(() => expect(seen).toEqual([1, 2]));
    expect(deadLetters).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);
    expect(await redis.xlen(deadLetterStreamKey(topic))).toBe(0);
    await waitFor(async () => expect((await redis.xpending(streamKey(topic, 0), 'billing'))[0]).toBe(0));
  });

  it('an event whose handler fails on its own data is dead-lettered after its retries', async () => {
    const deadLetters: DeadLetter[] = [];
    const bus = open({
      partitions: 1,
      retry: { maxRetries: 1, initialDelayMs: 10, maxDelayMs: 10 },
      onDeadLetter: (deadLetter) => void deadLetters.push(deadLetter),
    });
    const topic = topicName();
    const seen: number[] = [];
    await bus.subscribe(topic, 'billing', async (event) => {
      if (event.sequence === 1) throw new TypeError("Cannot read properties of undefined (reading 'id')");
      seen.push(event.sequence);
    });
    await bus.publish(topic, [makeEvent('order_1', 1), makeEvent('order_1', 2)]);
    await waitFor(() => expect(seen).toEqual([2]));
    expect(deadLetters).toEqual([expect.objectContaining({ topic, group: 'billing', attempts: 2 })]);
  });

  it('shares a group’s partitions between two replicas: each event handled once, each aggregate in order', async () => {
    const topic = topicName();
    const handled: { replica: string; aggregate: string; sequence: number }[] = [];
    const replicas = ['a', 'b'].map((replica) => ({ replica, bus: open({ partitions: 8 }) }));
    for (const { replica, bus } of replicas) {
      await bus.subscribe(topic, 'webhook', async (event) => {
        await new Promise((resolve) => setTimeout(resolve, event.sequence % 3));
        handled.push({ replica, aggregate: event.aggregate_id, sequence: event.sequence });
      });
    }
    // Let the second replica's heartbeat make the first give up half the streams.
    await new Promise((resolve) => setTimeout(resolve, FAST.leaseMs));
    const aggregates = Array.from({ length: 24 }, (_, i) => `invoice-${i}`);
    // One batch: a stream read by both replicas at once would hand each a slice of it, and one
    // aggregate's events would then run side by side.
    const sequences = Array.from({ length: 10 }, (_, i) => i + 1);
    await replicas[0]?.bus.publish(
      topic,
      sequences.flatMap((sequence) => aggregates.map((aggregate) => makeEvent(aggregate, sequence))),
    );
    await waitFor(() => expect(handled).toHaveLength(240));
    for (const aggregate of aggregates) {
      expect(handled.filter((h) => h.aggregate === aggregate).map((h) => h.sequence)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
    }
    expect(new Set(handled.map((h) => h.replica))).toEqual(new Set(['a', 'b']));
  });

  it('after a consumer is killed with SIGKILL holding an event, a survivor claims it and keeps the order', async () => {
    const topic = topicName();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./consumer.fixture.ts', import.meta.url))],
      {
        env: { ...process.env, REDIS_URL, TOPIC: topic, GROUP: 'reseller', LEASE_MS: '1000', HANG_ON: '2' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => expect(output).toContain('ready'), 30_000);
    const events = [1, 2, 3, 4].map((n) => makeEvent('order_9', n));
    await open().publish(topic, events);
    await waitFor(() => expect(output).toContain(`started ${events[1]?.id}`));
    child.kill('SIGKILL');
    expect(output).not.toContain(`handled ${events[1]?.id}`);

    const survivor = open();
    const seen: number[] = [];
    await survivor.subscribe(topic, 'reseller', async (event) => void seen.push(event.sequence));
    // The dead consumer's lease expires after 1 s; its pending entry is then claimed.
    await waitFor(() => expect(seen).toEqual([2, 3, 4]), 20_000);
    const key = streamKey(topic, partitionOf('order_9', 8));
    expect((await redis.xpending(key, 'reseller'))[0]).toBe(0);
  });

  it('recreates its groups when Redis lost them (a restart without persistence) and goes on', async () => {
    const bus = open({ partitions: 2 });
    const topic = topicName();
    const seen: string[] = [];
    await bus.subscribe(topic, 'catalog', async (event) => void seen.push(event.id));
    const first = makeEvent('p1', 1);
    await bus.publish(topic, [first]);
    await waitFor(() => expect(seen).toEqual([first.id]));
    await redis.del(streamKey(topic, 0), streamKey(topic, 1));
    const second = makeEvent('p1', 2);
    await waitFor(async () => {
      await bus.publish(topic, [second]);
      expect(seen).toContain(second.id);
    });
  });

  it('trims entries older than the retention at each write (MINID, whole stream nodes)', async () => {
    const bus = open({ partitions: 1, retentionMs: 50 });
    const topic = topicName();
    for (let batch = 0; batch < 3; batch++) {
      await bus.publish(
        topic,
        Array.from({ length: 100 }, (_, i) => makeEvent('agg', batch * 100 + i)),
      );
    }
    expect(await redis.xlen(streamKey(topic, 0))).toBe(300);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await bus.publish(topic, [makeEvent('agg', 300)]);
    expect(await redis.xlen(streamKey(topic, 0))).toBeLessThanOrEqual(101);
  });

  it('a group that starts at the end sees only what comes next, and can delete itself on close', async () => {
    const topic = topicName();
    const producer = open({ partitions: 1 });
    await producer.publish(topic, [makeEvent('shop', 1)]);
    const gateway = createRedisStreamsBus({
      url: REDIS_URL,
      ...FAST,
      partitions: 1,
      fromBeginning: false,
      deleteGroupsOnClose: true,
    });
    const seen: number[] = [];
    await gateway.subscribe(topic, 'gateway-1', async (event) => void seen.push(event.sequence));
    await producer.publish(topic, [makeEvent('shop', 2)]);
    await waitFor(() => expect(seen).toEqual([2]));
    expect(await gateway.ready()).toBe(true);
    await gateway.close();
    expect(await gateway.ready()).toBe(false);
    const groups = (await redis.xinfo('GROUPS', streamKey(topic, 0))) as unknown[];
    expect(groups).toEqual([]);
  });
});
