import { extractContext, type IncomingHeaders, SpanKind, withSpan } from '@shopforge/telemetry';
import type { EventHandler } from './bus';
import type { EventEnvelope } from './envelope';
import { type RetryOutcome, type RetryPolicy, runWithRetry } from './retry';

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
