import { describe, expect, it, vi } from 'vitest';
import type { EventEnvelope } from './envelope';
import { KafkaBus } from './kafka-bus';
import { describeEventBus, FakeKafka, makeEvent } from './testing';

describeEventBus(
  'KafkaBus over FakeKafka',
  (options) => new KafkaBus({ kafka: new FakeKafka(), ...options }),
);

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const RETRY = { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 1 };

describe('KafkaBus', () => {
  it('produces idempotently, keyed by aggregate id, with event and trace headers', async () => {
    const kafka = new FakeKafka();
    const bus = new KafkaBus({ kafka });
    const event = { ...makeEvent('order_1', 1), traceparent: TRACEPARENT };
    await bus.publish('shopforge.order', [event]);
    await bus.close();

    expect(kafka.producerConfigs[0]).toMatchObject({ idempotent: true });
    const [record] = kafka.records('shopforge.order');
    expect(record?.key?.toString()).toBe('order_1');
    expect(JSON.parse(record?.value?.toString() ?? '')).toEqual(event);
    expect(record?.headers.traceparent?.toString()).toBe(TRACEPARENT);
    expect(record?.headers['event-type']?.toString()).toBe('order:paid');
    expect(record?.headers['event-id']?.toString()).toBe(event.id);
  });

  it('puts every event of one aggregate in the same partition', async () => {
    const kafka = new FakeKafka({ partitions: 8 });
    const bus = new KafkaBus({ kafka });
    await bus.publish(
      'shopforge.order',
      [1, 2, 3].map((n) => makeEvent('order_7', n)),
    );
    await bus.close();
    const partitions = new Set(kafka.records('shopforge.order').map((r) => r.partition));
    expect(partitions.size).toBe(1);
  });

  it('consumes as group shopforge-<group>', async () => {
    const kafka = new FakeKafka();
    const bus = new KafkaBus({ kafka });
    await bus.subscribe('shopforge.order', 'webhook', async () => undefined);
    await bus.close();
    expect(kafka.consumerConfigs).toEqual([{ groupId: 'shopforge-webhook' }]);
  });

  it('sends a malformed message straight to <topic>.dlq and moves on', async () => {
    const kafka = new FakeKafka();
    const onDeadLetter = vi.fn();
    const bus = new KafkaBus({ kafka, retry: RETRY, onDeadLetter });
    const handler = vi.fn(async (_event: EventEnvelope) => undefined);
    await bus.subscribe('shopforge.order', 'billing', handler);

    const raw = kafka.producer();
    await raw.connect();
    await raw.send({ topic: 'shopforge.order', messages: [{ key: 'order_1', value: '{not json' }] });
    await raw.send({ topic: 'shopforge.order', messages: [{ key: 'order_1', value: '{"id":"x"}' }] });
    const good = makeEvent('order_1', 3);
    await bus.publish('shopforge.order', [good]);

    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    await bus.close();
    expect(handler.mock.calls[0]?.[0].id).toBe(good.id);
    const dlq = kafka.records('shopforge.order.dlq');
    expect(dlq.map((r) => r.value?.toString())).toEqual(['{not json', '{"id":"x"}']);
    expect(dlq[0]?.key?.toString()).toBe('order_1');
    expect(dlq[0]?.headers.error?.toString()).toMatch(/malformed event/);
    expect(dlq[1]?.headers.error?.toString()).toMatch(/invalid event envelope/);
    expect(onDeadLetter).toHaveBeenCalledTimes(2);
    expect(kafka.consumerCrashes).toEqual([]);
  });

  it('dead-letters the raw message after the handler keeps failing', async () => {
    const kafka = new FakeKafka();
    const bus = new KafkaBus({ kafka, retry: RETRY, onDeadLetter: () => undefined });
    const handler = vi.fn(async () => {
      throw new Error('database down');
    });
    await bus.subscribe('shopforge.product', 'catalog', handler);
    const event = { ...makeEvent('prod_1', 1, 'product:stock'), traceparent: TRACEPARENT };
    await bus.publish('shopforge.product', [event]);

    await vi.waitFor(() => expect(kafka.records('shopforge.product.dlq')).toHaveLength(1));
    await bus.close();
    const [dead] = kafka.records('shopforge.product.dlq');
    expect(handler).toHaveBeenCalledTimes(2);
    expect(JSON.parse(dead?.value?.toString() ?? '')).toEqual(event);
    expect(dead?.headers.error?.toString()).toBe('database down');
    expect(dead?.headers.traceparent?.toString()).toBe(TRACEPARENT);
    expect(dead?.headers['consumer-group']?.toString()).toBe('catalog');
  });

  it('adds a topic to a running group without losing either topic', async () => {
    const kafka = new FakeKafka();
    const bus = new KafkaBus({ kafka });
    const seen: string[] = [];
    await bus.subscribe('shopforge.order', 'webhook', async (e) => void seen.push(e.type));
    await bus.publish('shopforge.order', [makeEvent('o1', 1)]);
    await vi.waitFor(() => expect(seen).toEqual(['order:paid']));
    await bus.subscribe('shopforge.dispute', 'webhook', async (e) => void seen.push(e.type));
    await bus.publish('shopforge.dispute', [makeEvent('d1', 1, 'dispute:opened')]);
    await bus.publish('shopforge.order', [makeEvent('o1', 2, 'order:refunded')]);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    await bus.close();
    expect(seen.sort()).toEqual(['dispute:opened', 'order:paid', 'order:refunded']);
    expect(kafka.consumerConfigs).toHaveLength(1);
  });
});
