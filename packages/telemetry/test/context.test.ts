import { SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import {
  currentTraceId,
  extractContext,
  injectTraceHeaders,
  runAsComponent,
  SpanKind,
  startTelemetry,
  withSpan,
} from '../src/index';

describe('context helpers', () => {
  const exporter = new InMemorySpanExporter();
  const telemetry = startTelemetry({
    serviceName: 'ctx-test',
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  afterAll(() => telemetry.shutdown());

  it('currentTraceId is undefined outside a span and the span trace id inside', async () => {
    expect(currentTraceId()).toBeUndefined();
    const inside = await withSpan('t', {}, (span) => ({
      seen: currentTraceId(),
      real: span.spanContext().traceId,
    }));
    expect(inside.seen).toBe(inside.real);
  });

  it('carries a trace across a non-HTTP hop (outbox row → relay → consumer)', async () => {
    exporter.reset();
    const row = await withSpan('outbox.write', { 'messaging.destination.name': 'orders' }, () =>
      injectTraceHeaders({ 'message-id': 'm-1' }),
    );
    expect(row.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(row['message-id']).toBe('m-1');

    // The consumer runs later, in another async context: only the headers link it.
    await runAsComponent('fulfilment', () =>
      withSpan('orders.consume', {}, () => undefined, {
        kind: SpanKind.CONSUMER,
        parent: extractContext({ TraceParent: row.traceparent }),
      }),
    );

    const [producer, consumer] = exporter.getFinishedSpans();
    expect(consumer?.spanContext().traceId).toBe(producer?.spanContext().traceId);
    expect(consumer?.parentSpanContext?.spanId).toBe(producer?.spanContext().spanId);
    expect(consumer?.kind).toBe(SpanKind.CONSUMER);
    expect(consumer?.attributes['shopforge.component']).toBe('fulfilment');
  });

  it('starts a fresh trace when the headers carry none', async () => {
    const traceId = await withSpan('outer', {}, () =>
      withSpan('orphan', {}, () => currentTraceId(), { parent: extractContext({}) }),
    );
    const outer = exporter.getFinishedSpans().find((s) => s.name === 'outer');
    expect(traceId).toBeDefined();
    expect(traceId).not.toBe(outer?.spanContext().traceId);
  });

  it('records and rethrows errors, ending the span', async () => {
    exporter.reset();
    await expect(
      withSpan('fails', {}, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'boom' });
    expect(span?.events.map((e) => e.name)).toEqual(['exception']);
  });
});
