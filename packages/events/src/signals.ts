import { randomUUID } from 'node:crypto';
import { injectTraceHeaders } from '@shopforge/telemetry';
import type { EventBus } from './bus';
import { topicFor } from './topics';

/**
 * Signals are bus messages for caches, not domain events: published straight to the bus after
 * the change committed instead of through the outbox, so the embedded bus (which waits for its
 * consumers) has delivered them before the caller's request returns. Losing one costs a stale
 * cache entry until its TTL, never a lost business fact; a publish failure is therefore
 * reported, not thrown, and never undoes the committed change.
 */
export interface SignalPublisher {
  publish(signal: { type: string; shopId: string; data: Record<string, unknown> }): Promise<void>;
}

export function busSignalPublisher(
  bus: EventBus | undefined,
  onError: (error: unknown, type: string) => void,
  now: () => Date = () => new Date(),
): SignalPublisher {
  return {
    async publish({ type, shopId, data }) {
      if (bus === undefined) return;
      try {
        await bus.publish(topicFor(type), [
          {
            id: randomUUID(),
            type,
            occurred_at: now().toISOString(),
            shop_id: shopId,
            aggregate_id: shopId,
            sequence: 0,
            traceparent: injectTraceHeaders({}).traceparent ?? null,
            data,
          },
        ]);
      } catch (error) {
        onError(error, type);
      }
    },
  };
}
