import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventBusChoice, eventBusEnvShape } from './event-bus-env';

const parse = (env: Record<string, string>) => z.object(eventBusEnvShape).parse(env);

describe('choosing the event bus from the environment', () => {
  it('takes Kafka when its brokers are set and nothing else is said', () => {
    expect(eventBusChoice(parse({ KAFKA_BROKERS: 'k1:9092, k2:9092' }))).toEqual({
      kind: 'kafka',
      brokers: ['k1:9092', 'k2:9092'],
    });
  });

  it('takes the Redis Streams bus for EVENT_BUS=redis, with the partitions and lease every process shares', () => {
    expect(
      eventBusChoice(
        parse({
          EVENT_BUS: 'redis',
          REDIS_URL: 'redis://r:6379/0',
          KAFKA_BROKERS: 'k:9092',
          EVENT_BUS_PARTITIONS: '16',
        }),
      ),
    ).toEqual({ kind: 'redis', url: 'redis://r:6379/0', partitions: 16, leaseMs: 15_000 });
  });

  it('has no shared bus without either, and refuses a bus named without what it needs', () => {
    expect(eventBusChoice(parse({}))).toEqual({ kind: 'none' });
    expect(() => eventBusChoice(parse({ EVENT_BUS: 'redis' }))).toThrow('EVENT_BUS=redis needs REDIS_URL.');
    expect(() => eventBusChoice(parse({ EVENT_BUS: 'kafka' }))).toThrow(
      'EVENT_BUS=kafka needs KAFKA_BROKERS.',
    );
    expect(() => parse({ EVENT_BUS: 'nats' })).toThrow();
  });
});
