import type { EventEnvelope } from './envelope';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * One interface, two adapters (issue 4): Kafka in production, in-process when embedded.
 * Delivery is at least once; consumers remember processed event ids.
 */
export interface EventBus {
  publish(topic: string, events: EventEnvelope[]): Promise<void>;
  /** `group` is the consuming service: each group sees every event once per topic. */
  subscribe(topic: string, group: string, handler: EventHandler): Promise<void>;
  close(): Promise<void>;
}
