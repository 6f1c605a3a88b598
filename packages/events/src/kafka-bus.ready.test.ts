import type { ProducerConfig, ProducerRecord, RecordMetadata } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { KafkaBus } from './kafka-bus';
import type { KafkaLike, KafkaProducerLike } from './kafka-types';
import { FakeKafka, makeEvent } from './testing';

/** A broker the test switches on and off: connect and send fail (or hang) while it is down. */
class SwitchableKafka implements KafkaLike {
  up = true;
  hang = false;
  private readonly inner = new FakeKafka();

  producer(config?: ProducerConfig): KafkaProducerLike {
    const real = this.inner.producer(config);
    return {
      connect: () => {
        if (this.hang) return new Promise<void>(() => undefined);
        return this.up ? real.connect() : Promise.reject(new Error('ECONNREFUSED'));
      },
      disconnect: () => real.disconnect(),
      send: (record: ProducerRecord): Promise<RecordMetadata[]> =>
        this.up ? real.send(record) : Promise.reject(new Error('broker not available')),
    };
  }

  consumer: KafkaLike['consumer'] = (config) => this.inner.consumer(config);
}

describe('KafkaBus readiness', () => {
  it('is ready once its producer connects to a broker', async () => {
    const bus = new KafkaBus({ kafka: new FakeKafka() });
    await expect(bus.ready()).resolves.toBe(true);
    await bus.close();
  });

  it('is not ready while no broker accepts the connection, and ready once one does', async () => {
    const kafka = new SwitchableKafka();
    kafka.up = false;
    const bus = new KafkaBus({ kafka });
    await expect(bus.ready()).resolves.toBe(false);
    kafka.up = true;
    await expect(bus.ready()).resolves.toBe(true);
    await bus.close();
  });

  it('answers not ready within its timeout when the connect hangs', async () => {
    const kafka = new SwitchableKafka();
    kafka.hang = true;
    const bus = new KafkaBus({ kafka, readyTimeoutMs: 50 });
    const started = Date.now();
    await expect(bus.ready()).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is not ready after a failed publish until a publish goes through again', async () => {
    const kafka = new SwitchableKafka();
    const bus = new KafkaBus({ kafka });
    await bus.publish('shopforge.order', [makeEvent('order_1', 1)]);
    kafka.up = false;
    await expect(bus.publish('shopforge.order', [makeEvent('order_1', 2)])).rejects.toThrow();
    await expect(bus.ready()).resolves.toBe(false);
    kafka.up = true;
    await bus.publish('shopforge.order', [makeEvent('order_1', 2)]);
    await expect(bus.ready()).resolves.toBe(true);
    await bus.close();
  });

  it('is not ready once closed', async () => {
    const bus = new KafkaBus({ kafka: new FakeKafka() });
    await bus.ready();
    await bus.close();
    await expect(bus.ready()).resolves.toBe(false);
  });
});
