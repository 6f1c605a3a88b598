import { Writable } from 'node:stream';
import { context, ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, startTelemetry, withSpan } from '../src/index';
import { platformSampler, samplingRatio } from '../src/sampler';
import { runChainScenario } from './support/chain-scenario';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const under = (traceFlags: TraceFlags, isRemote = true) =>
  trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE_ID, spanId: 'b7ad6b7169203331', traceFlags, isRemote });
const decide = (
  sampler: ReturnType<typeof platformSampler>,
  parent = ROOT_CONTEXT,
  name = 'GET /dev/v1/me',
) => sampler.shouldSample(parent, TRACE_ID, name, SpanKind.SERVER, {}, []).decision;

describe('platformSampler', () => {
  it('records nothing when nothing is exported, not even under a sampled caller', () => {
    const sampler = platformSampler({ exporting: false, ratio: 1 });
    expect(decide(sampler)).toBe(SamplingDecision.NOT_RECORD);
    expect(decide(sampler, under(TraceFlags.SAMPLED))).toBe(SamplingDecision.NOT_RECORD);
  });

  it('keeps every trace when exporting at the default ratio, except those a background poll starts', () => {
    const sampler = platformSampler({ exporting: true, ratio: 1 });
    expect(decide(sampler)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(sampler, ROOT_CONTEXT, 'prisma:client:operation')).toBe(SamplingDecision.NOT_RECORD);
    expect(decide(sampler, under(TraceFlags.SAMPLED, false), 'prisma:client:operation')).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
  });

  it('applies the ratio to new traces only; a hop follows its caller', () => {
    const sampler = platformSampler({ exporting: true, ratio: 0 });
    expect(decide(sampler)).toBe(SamplingDecision.NOT_RECORD);
    expect(decide(sampler, under(TraceFlags.SAMPLED))).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(platformSampler({ exporting: true, ratio: 1 }), under(TraceFlags.NONE))).toBe(
      SamplingDecision.NOT_RECORD,
    );
  });
});

describe('samplingRatio (OTEL_TRACES_SAMPLER_ARG)', () => {
  it('is 1 when unset and the number given from 0 to 1', () => {
    expect(samplingRatio(undefined)).toBe(1);
    expect(samplingRatio(' ')).toBe(1);
    expect(samplingRatio('0.25')).toBe(0.25);
    expect(samplingRatio('0')).toBe(0);
  });

  it('refuses anything else rather than guess', () => {
    expect(() => samplingRatio('2')).toThrow(/from 0 to 1/);
    expect(() => samplingRatio('all')).toThrow(/from 0 to 1/);
  });
});

describe('startTelemetry without an exporter', () => {
  const telemetry = startTelemetry({ serviceName: 'unexported' });
  afterAll(() => telemetry.shutdown());

  it('records no span, yet log lines carry its trace id and the next hop gets a traceparent', async () => {
    const lines: string[] = [];
    const log = createLogger('gateway', {
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    });
    const ids = await withSpan('work', {}, (span) => {
      log.info('inside');
      return { recording: span.isRecording(), traceId: span.spanContext().traceId };
    });
    expect(ids.recording).toBe(false);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ trace_id: ids.traceId });

    const result = await runChainScenario();
    // Not sampled (flags 00), so the next hop records nothing either; the ids still travel.
    expect(result.backTraceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(trace.getSpan(context.active())).toBeUndefined();
  });
});
