import {
  type Attributes,
  type Context,
  context,
  defaultTextMapGetter,
  type Link,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';

export const TRACER_NAME = '@shopforge/telemetry';

// An explicit W3C propagator rather than the global one: outbox rows, queue
// messages and internal HTTP hops must carry the same header format no matter
// whether (or how) the SDK was started in the producing process.
export const w3c = new CompositePropagator({
  propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
});

export type TraceCarrier = Record<string, string>;

/** What injectTraceHeaders may add; absent when there is no active span. */
export interface TraceHeaders {
  traceparent?: string;
  tracestate?: string;
  baggage?: string;
}
export type IncomingHeaders = Record<string, string | string[] | undefined>;

export interface TraceFields {
  trace_id: string;
  span_id: string;
}

/** Ids of the active span, or undefined when nothing is being traced. */
export function currentTraceFields(ctx: Context = context.active()): TraceFields | undefined {
  const spanContext = trace.getSpanContext(ctx);
  if (spanContext === undefined || !trace.isSpanContextValid(spanContext)) return undefined;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}

export function currentTraceId(): string | undefined {
  return currentTraceFields()?.trace_id;
}

export interface WithSpanOptions {
  /** INTERNAL by default; PRODUCER/CONSUMER for outbox and queue hops. */
  kind?: SpanKind;
  /** Parent to use instead of the active context, e.g. from extractContext(). */
  parent?: Context;
  links?: Link[];
}

/**
 * Runs `fn` inside a new active span and ends it when `fn` settles. A throw is
 * recorded on the span and rethrown, so callers keep their error handling.
 */
export async function withSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span) => T | Promise<T>,
  options: WithSpanOptions = {},
): Promise<T> {
  const tracer = trace.getTracer(TRACER_NAME);
  const parent = options.parent ?? context.active();
  return tracer.startActiveSpan(
    name,
    { attributes, kind: options.kind ?? SpanKind.INTERNAL, links: options.links ?? [] },
    parent,
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Writes `traceparent` (+ `tracestate`, `baggage`) of the active context into `carrier`. */
export function injectTraceHeaders<C extends TraceCarrier>(
  carrier: C,
  ctx: Context = context.active(),
): C & TraceHeaders {
  w3c.inject(ctx, carrier, {
    set: (target: TraceCarrier, key, value) => {
      target[key] = value;
    },
  });
  return carrier;
}

/**
 * Turns headers written by injectTraceHeaders (or any W3C emitter) into a
 * parent context for withSpan({ parent }). Header names are matched
 * case-insensitively because message brokers and HTTP stacks disagree on case.
 */
export function extractContext(headers: IncomingHeaders, base: Context = ROOT_CONTEXT): Context {
  const lower: Record<string, string | string[] | undefined> = {};
  for (const [key, value] of Object.entries(headers)) lower[key.toLowerCase()] = value;
  return w3c.extract(base, lower, {
    keys: (carrier) => Object.keys(carrier),
    get: (carrier, key) => carrier[key],
  });
}

// Re-exported so callers need not depend on @opentelemetry/api for the common case.
export { SpanKind, SpanStatusCode };

/** A span link to the span a stored `traceparent` names (e.g. an outbox row's), if it is valid. */
export function linkFromTraceparent(
  traceparent: string | null,
  attributes: Attributes = {},
): Link | undefined {
  if (!traceparent) return undefined;
  const spanContext = trace.getSpanContext(w3c.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter));
  return spanContext && trace.isSpanContextValid(spanContext)
    ? { context: spanContext, attributes }
    : undefined;
}
