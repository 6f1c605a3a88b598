import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** The parts of a span the tests look at, in a form that survives JSON (child-process tests). */
export interface SpanRecord {
  name: string;
  kind: number;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
}

export function toRecord(span: ReadableSpan): SpanRecord {
  const { traceId, spanId } = span.spanContext();
  return {
    name: span.name,
    kind: span.kind,
    scope: span.instrumentationScope.name,
    traceId,
    spanId,
    parentSpanId: span.parentSpanContext?.spanId,
    attributes: { ...span.attributes },
    events: span.events.map((event) => ({ name: event.name, attributes: { ...event.attributes } })),
  };
}

/** Polls until `ready` holds: server spans end on 'finish', a tick after the client sees the body. */
export async function waitForSpans(
  read: () => SpanRecord[],
  ready: (spans: SpanRecord[]) => boolean,
  timeoutMs = 2000,
): Promise<SpanRecord[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const spans = read();
    if (ready(spans) || Date.now() > deadline) return spans;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
