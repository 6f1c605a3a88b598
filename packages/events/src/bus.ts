import type { EventEnvelope } from './envelope';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * One interface, two adapters: Kafka in production, in-process when embedded.
 * Delivery is at least once; consumers remember processed event ids.
 */
export interface EventBus {
  /**
   * True when `publish` resolves only after every consumer handled the events (the embedded
   * bus). The outbox relay then must not hold its database transaction while publishing: a
   * consumer of another service may be waiting for that service's own relay, and on a
   * single-connection database (PGlite) two relays would wait on each other forever.
   */
  readonly publishWaitsForConsumers?: boolean;
  publish(topic: string, events: EventEnvelope[]): Promise<void>;
  /** `group` is the consuming service: each group sees every event once per topic. */
  subscribe(topic: string, group: string, handler: EventHandler): Promise<void>;
  /**
   * Readiness for `/readyz`: false while the bus cannot publish (no broker connection). A bus
   * without the method (the in-process one) is always ready.
   */
  ready?(): Promise<boolean>;
  close(): Promise<void>;
}
