import { createKafkaBus, createRedisStreamsBus, type EventBus } from '@shopforge/events';
import { z } from 'zod';

/** Comma-separated Kafka bootstrap brokers → the list; unset → no Kafka. */
export const kafkaBrokersSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((broker) => broker.trim())
      .filter(Boolean),
  )
  .optional();

/**
 * The variables that choose and tune the event bus, read alike by the gateway and every service
 * (README "Configuration", packages/events/README.md).
 */
export const eventBusEnvShape = {
  /** `kafka` or `redis`; unset → Kafka when KAFKA_BROKERS is set, else no shared bus. */
  EVENT_BUS: z.enum(['kafka', 'redis']).optional(),
  KAFKA_BROKERS: kafkaBrokersSchema,
  /** The Redis that carries the Redis Streams bus (and, for the gateway, its stores). */
  REDIS_URL: z.string().url().optional(),
  /** Streams per topic on the Redis bus; every process of a deployment must agree. */
  EVENT_BUS_PARTITIONS: z.coerce.number().int().min(1).max(1024).default(8),
  /** How long a Redis bus consumer keeps a partition without renewing: a dead one's move after it. */
  EVENT_BUS_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(15_000),
};

type EventBusEnv = z.infer<z.ZodObject<typeof eventBusEnvShape>>;

export type EventBusChoice =
  | { kind: 'kafka'; brokers: string[] }
  | { kind: 'redis'; url: string; partitions: number; leaseMs: number }
  | { kind: 'none' };

/** Which bus the variables name; a bus named without what it needs is a startup error. */
export function eventBusChoice(env: EventBusEnv): EventBusChoice {
  const brokers = env.KAFKA_BROKERS ?? [];
  const kind = env.EVENT_BUS ?? (brokers.length > 0 ? 'kafka' : undefined);
  if (kind === 'kafka') {
    if (brokers.length === 0) throw new Error('EVENT_BUS=kafka needs KAFKA_BROKERS.');
    return { kind, brokers };
  }
  if (kind === 'redis') {
    if (!env.REDIS_URL) throw new Error('EVENT_BUS=redis needs REDIS_URL.');
    return {
      kind,
      url: env.REDIS_URL,
      partitions: env.EVENT_BUS_PARTITIONS,
      leaseMs: env.EVENT_BUS_LEASE_MS,
    };
  }
  return { kind: 'none' };
}

export interface OpenEventBusOptions {
  /** The process's name on the bus (`shopforge-<service>`). */
  clientId: string;
  /** False for a consumer that only cares about what happens from now on (a gateway's signals). */
  fromBeginning?: boolean;
  /** True for per-process groups, which would otherwise pile up on the Redis bus. */
  deleteGroupsOnClose?: boolean;
  onError?: (error: unknown, context: string) => void;
}

/** The shared bus the choice names, or undefined for none. */
export function openEventBus(choice: EventBusChoice, options: OpenEventBusOptions): EventBus | undefined {
  const fromBeginning = options.fromBeginning ?? true;
  if (choice.kind === 'kafka')
    return createKafkaBus({ brokers: choice.brokers, clientId: options.clientId, fromBeginning });
  if (choice.kind === 'redis') {
    return createRedisStreamsBus({
      url: choice.url,
      partitions: choice.partitions,
      leaseMs: choice.leaseMs,
      fromBeginning,
      deleteGroupsOnClose: options.deleteGroupsOnClose ?? false,
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }
  return undefined;
}
