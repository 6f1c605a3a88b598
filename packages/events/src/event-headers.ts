import { injectTraceHeaders } from '@shopforge/telemetry';
import type { EventEnvelope } from './envelope';

/**
 * The headers an event travels with on a log (Kafka headers, Redis stream fields): its id and
 * type, so a consumer or an operator can route and dedupe without parsing the value, and its
 * trace. The envelope's traceparent is the producing request's (stored in the outbox); without
 * one, the message continues whatever trace is active now (the relay's span).
 */
export function eventHeaders(event: EventEnvelope): Record<string, string> {
  const trace = injectTraceHeaders({});
  const traceparent = event.traceparent ?? trace.traceparent;
  return {
    'event-id': event.id,
    'event-type': event.type,
    ...(traceparent === undefined ? {} : { traceparent }),
    ...(event.traceparent === null && trace.tracestate !== undefined ? { tracestate: trace.tracestate } : {}),
  };
}
