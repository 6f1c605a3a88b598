import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../envelope';
import { InProcessBus } from '../in-process-bus';
import {
  createOutboxPglite,
  orderEvent,
  productEvent,
  RecordingBus,
  unpublishedCount,
  writeAll,
} from './fixture';
import { OutboxRelay } from './relay';
import type { SqlExecutor } from '@shopforge/db/sql';
import { sqlOutboxStore } from './store';
import { writeOutboxEvent } from './write';

// One PGlite per file (creating one takes seconds); each test starts from an empty outbox.
let db: PGlite;
let executor: SqlExecutor;
beforeAll(async () => {
  ({ db, executor } = await createOutboxPglite());
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec('TRUNCATE "outbox_events" RESTART IDENTITY');
});

describe('OutboxRelay on PGlite', () => {
  it('with a bus that waits for its consumers, a consumer may use the relay’s own single-connection database', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS "consumer_marks" ("id" uuid PRIMARY KEY)');
    const ids = await writeAll(executor, [orderEvent('o1', 1), orderEvent('o2', 1)]);
    const bus = new InProcessBus({ waitForHandlers: true });
    await bus.subscribe('shopforge.order', 'same-db', async (event) => {
      // What a consumer of another service does while this relay is mid-batch: its own
      // transaction on a database whose only connection the relay must not be holding.
      await executor.transaction((tx) =>
        tx.query('INSERT INTO "consumer_marks" ("id") VALUES ($1::uuid)', [event.id]),
      );
    });
    const relay = new OutboxRelay({ store: sqlOutboxStore(executor), bus });
    const published = await Promise.race([
      relay.relayOnce(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('relay and consumer deadlocked')), 5000),
      ),
    ]);
    expect(published).toBe(2);
    const marks = await executor.query<{ id: string }>('SELECT "id" FROM "consumer_marks"');
    expect(marks.map((mark) => mark.id).sort()).toEqual([...ids].sort());
    expect(await unpublishedCount(executor)).toBe(0);
    await bus.close();
  });

  it('publishes written events once, in sequence order, and marks them published', async () => {
    const ids = await writeAll(executor, [orderEvent('o1', 1), orderEvent('o2', 1), orderEvent('o1', 2)]);
    const bus = new InProcessBus();
    const received: EventEnvelope[] = [];
    await bus.subscribe('shopforge.order', 'test', async (event) => void received.push(event));
    const relay = new OutboxRelay({ store: sqlOutboxStore(executor), bus });

    expect(await relay.relayOnce()).toBe(3);
    expect(await relay.relayOnce()).toBe(0);
    await bus.close();

    expect(received.map((e) => e.id).sort()).toEqual([...ids].sort());
    const o1 = received.filter((e) => e.aggregate_id === 'o1');
    expect(o1.map((e) => e.data.n)).toEqual([1, 2]);
    expect(received.map((e) => e.sequence).sort()).toEqual([1, 2, 3]);
    expect(received[0]?.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(await unpublishedCount(executor)).toBe(0);
  });

  it('publishes a batch grouped by topic, each topic in sequence order', async () => {
    await writeAll(executor, [orderEvent('o1', 1), productEvent('p1'), orderEvent('o1', 2)]);
    const bus = new RecordingBus();
    await new OutboxRelay({ store: sqlOutboxStore(executor), bus }).relayOnce();
    expect(bus.published.map((p) => [p.topic, p.event.sequence])).toEqual([
      ['shopforge.order', 1],
      ['shopforge.order', 3],
      ['shopforge.product', 2],
    ]);
  });

  it('writes nothing when the business transaction rolls back', async () => {
    await expect(
      executor.transaction(async (tx) => {
        await writeOutboxEvent(tx, orderEvent('o1', 1));
        throw new Error('business rule violated');
      }),
    ).rejects.toThrow('business rule violated');
    expect(await unpublishedCount(executor)).toBe(0);
  });

  it('rejects an event the bus would refuse before it reaches the outbox', async () => {
    await expect(writeOutboxEvent(executor, { ...orderEvent('o1', 1), type: 'ordr:paid' })).rejects.toThrow();
    await expect(writeOutboxEvent(executor, { ...orderEvent('o1', 1), shop_id: 'nope' })).rejects.toThrow();
    await expect(
      writeOutboxEvent(executor, { ...orderEvent('o1', 1), type: 'order:teleported' }),
    ).rejects.toThrow(/not in the event catalogue/);
  });

  it("refuses data that does not match the event's schema, naming the field", async () => {
    await expect(
      writeOutboxEvent(executor, {
        ...orderEvent('o1', 1),
        data: { ...orderEvent('o1', 1).data, status: 'SHIPPED' },
      }),
    ).rejects.toThrow(/status/);
    expect(await unpublishedCount(executor)).toBe(0);
  });

  it('leaves rows unpublished when publish fails and publishes them on a later pass', async () => {
    await writeAll(executor, [orderEvent('o1', 1), orderEvent('o1', 2)]);
    const bus = new RecordingBus();
    bus.failuresLeft = 1;
    const relay = new OutboxRelay({ store: sqlOutboxStore(executor), bus });

    await expect(relay.relayOnce()).rejects.toThrow('broker unavailable');
    expect(await unpublishedCount(executor)).toBe(2);

    expect(await relay.relayOnce()).toBe(2);
    expect(bus.published.map((p) => p.event.data.n)).toEqual([1, 2]);
    expect(await unpublishedCount(executor)).toBe(0);
  });

  it('keeps polling through failures with backoff and drains the outbox', async () => {
    await writeAll(
      executor,
      Array.from({ length: 7 }, (_, i) => orderEvent('o1', i)),
    );
    const bus = new RecordingBus();
    bus.failuresLeft = 2;
    const errors: unknown[] = [];
    const relay = new OutboxRelay({
      store: sqlOutboxStore(executor),
      bus,
      batchSize: 3,
      pollIntervalMs: 5,
      initialBackoffMs: 5,
      onError: (error) => errors.push(error),
    });
    relay.start();
    relay.start();
    await expect.poll(() => bus.published.length, { timeout: 10_000 }).toBe(7);
    await relay.stop();

    expect(errors).toHaveLength(2);
    expect(bus.published.map((p) => p.event.data.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await unpublishedCount(executor)).toBe(0);
  });

  it('stop() waits for the batch in flight', async () => {
    await writeAll(executor, [orderEvent('o1', 1)]);
    const bus = new RecordingBus(100);
    const relay = new OutboxRelay({ store: sqlOutboxStore(executor), bus, pollIntervalMs: 5 });
    relay.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await relay.stop();
    expect(bus.published).toHaveLength(1);
    expect(await unpublishedCount(executor)).toBe(0);
  });

  it('two relays on the same data never publish a row twice in one pass', async () => {
    // PGlite has one connection and serialises transactions, so this checks that the second
    // relay sees the first one's commit; real SKIP LOCKED racing is in relay.integration.test.ts.
    await writeAll(
      executor,
      Array.from({ length: 50 }, (_, i) => orderEvent(`o${i % 5}`, i)),
    );
    const bus = new RecordingBus(5);
    const store = sqlOutboxStore(executor);
    const a = new OutboxRelay({ store, bus, batchSize: 30 });
    const b = new OutboxRelay({ store, bus, batchSize: 30 });
    const [na, nb] = await Promise.all([a.relayOnce(), b.relayOnce()]);

    expect(na + nb).toBe(50);
    const ids = bus.published.map((p) => p.event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await unpublishedCount(executor)).toBe(0);
  });
});
