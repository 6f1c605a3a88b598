import {
  currentTraceId,
  extractContext,
  startTelemetry,
  type TelemetryHandle,
  withSpan,
} from '@shopforge/telemetry';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KafkaBus } from './kafka-bus';
import { FakeKafka, makeEvent } from './testing';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const TRACEPARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;

// Its own file because it registers a global tracer provider and context manager, which
// the trace hop needs (without one every context is the empty root).
describe('KafkaBus trace propagation', () => {
  let telemetry: TelemetryHandle;
  beforeAll(() => {
    telemetry = startTelemetry({ serviceName: 'events-test' });
  });
  afterAll(() => telemetry.shutdown());

  it('injects the active trace when the envelope has none', async () => {
    const kafka = new FakeKafka();
    const bus = new KafkaBus({ kafka });
    // The relay publishes inside its own span; with no SDK the span still carries the parent ids.
    await withSpan('relay', {}, () => bus.publish('shopforge.order', [makeEvent('o1', 1)]), {
      parent: extractContext({ traceparent: TRACEPARENT }),
    });
    await bus.close();
    expect(kafka.records('shopforge.order')[0]?.headers.traceparent?.toString()).toContain(TRACE_ID);
  });

  it('runs the handler inside the trace carried by the traceparent header', async () => {
    const kafka = new FakeKafka();
    const bus = new KafkaBus({ kafka });
    const traceIds: (string | undefined)[] = [];
    await bus.subscribe('shopforge.order', 'webhook', async () => void traceIds.push(currentTraceId()));
    await bus.publish('shopforge.order', [{ ...makeEvent('o1', 1), traceparent: TRACEPARENT }]);
    await vi.waitFor(() => expect(traceIds).toEqual([TRACE_ID]));
    await bus.close();
  });
});
