import { extractContext, type IncomingHeaders, SpanKind, withSpan } from '@shopforge/telemetry';
import type { EventHandler } from './bus';
import type { EventEnvelope } from './envelope';
import { errorMessage } from './dead-letter';
import { type RetryOutcome, type RetryPolicy, runWithRetry } from './retry';
import { isTransientError } from './transient';

export interface DeliveryTarget {
  topic: string;
  group: string;
  handler: EventHandler;
  retry: RetryPolicy;
}

/**
 * Runs one handler for one event, each attempt in a CONSUMER span continuing the
 * producer's trace (`headers` from the message, else the envelope's own traceparent).
 */
export function deliverWithRetry(
  target: DeliveryTarget,
  event: EventEnvelope,
  headers: IncomingHeaders = {},
  beforeRetry?: () => Promise<void>,
): Promise<RetryOutcome> {
  const carrier: IncomingHeaders =
    headers.traceparent === undefined && event.traceparent !== null
      ? { ...headers, traceparent: event.traceparent }
      : headers;
  const parent = extractContext(carrier);
  return runWithRetry(
    (attempt) =>
      withSpan(
        `${target.topic} process`,
        {
          'messaging.operation.type': 'process',
          'messaging.destination.name': target.topic,
          'messaging.consumer.group.name': target.group,
          'messaging.message.id': event.id,
          'shopforge.event.type': event.type,
          'shopforge.delivery.attempt': attempt,
        },
        () => target.handler(event),
        { kind: SpanKind.CONSUMER, parent },
      ),
    target.retry,
    beforeRetry,
  );
}

/**
 * The one rule every adapter applies to a handler that failed after its retries: a failure of
 * the infrastructure (a database restarting, a peer killed, a connection cut) outlasts the
 * retries but not the outage, so the event is kept and delivered again later, in its
 * aggregate's order; only a failure the event itself causes is dead-lettered. Each adapter keeps
 * it its own way: Redis Streams leaves the entry pending, Kafka leaves the offset uncommitted,
 * the in-process bus waits and calls again.
 */
export function waitsForDependency(failure: { error: unknown }): boolean {
  return isTransientError(failure.error);
}

/** Thrown by an adapter to keep an event it must deliver again (see `waitsForDependency`). */
export class RedeliverLaterError extends Error {
  constructor(cause: unknown) {
    super(`handler still failing on a transient error: ${errorMessage(cause)}`, { cause });
    this.name = 'RedeliverLaterError';
  }
}
