import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelemetry, type TelemetryHandle } from '../src/index';
import { assertNoSecretsInSpans, assertOneTraceWithParentChain, isReady } from './support/assert-chain';
import { type ChainResult, runChainScenario } from './support/chain-scenario';
import { type SpanRecord, toRecord, waitForSpans } from './support/span-record';

describe('one trace across a server span, a client span and the next server span (in the vitest worker)', () => {
  const exporter = new InMemorySpanExporter();
  let telemetry: TelemetryHandle;
  let result: ChainResult;
  let spans: SpanRecord[];

  beforeAll(async () => {
    telemetry = startTelemetry({
      serviceName: 'shopforge',
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    result = await runChainScenario();
    spans = await waitForSpans(() => exporter.getFinishedSpans().map(toRecord), isReady(result));
  });

  afterAll(async () => {
    await telemetry.shutdown();
  });

  it('shares one trace id and forms a parent chain, with traceparent on the wire', () => {
    assertOneTraceWithParentChain(spans, result);
  });

  it('records neither Authorization values nor query-string tokens', () => {
    assertNoSecretsInSpans(spans, result);
  });

  it('tags spans with the resource service name of the first caller', () => {
    const span = exporter.getFinishedSpans()[0];
    expect(span?.resource.attributes['service.name']).toBe('shopforge');
  });
});
