import type { Attributes, Context, Link, SpanKind } from '@opentelemetry/api';
import { trace } from '@opentelemetry/api';
import {
  AlwaysOffSampler,
  ParentBasedSampler,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';

/**
 * Keeps the traces a request, a consumer or a worker step starts (all of them, or the share
 * `ratio` names by trace id), and drops the traces that only a background poll's database query
 * would start: each service's outbox relay and workers poll several times a second, and an idle
 * platform would otherwise export a stream of one-query traces. Children follow their root's
 * decision, so a dropped poll drops its statements too; a query inside any kept span is kept.
 */
class DropBackgroundQueries implements Sampler {
  private readonly ratio: Sampler | undefined;

  constructor(ratio: number) {
    this.ratio = ratio < 1 ? new TraceIdRatioBasedSampler(ratio) : undefined;
  }

  shouldSample(
    parent: Context,
    traceId: string,
    spanName: string,
    kind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    const root = trace.getSpanContext(parent) === undefined;
    if (root && spanName.startsWith('prisma:')) return { decision: SamplingDecision.NOT_RECORD };
    if (this.ratio) return this.ratio.shouldSample(parent, traceId, spanName, kind, attributes, links);
    return { decision: SamplingDecision.RECORD_AND_SAMPLED };
  }

  toString(): string {
    return `DropBackgroundQueries{${this.ratio?.toString() ?? 'all'}}`;
  }
}

export interface SamplingOptions {
  /** Whether any span processor will see the spans (an exporter, or a test's processor). */
  exporting: boolean;
  /** Share of new traces kept when exporting, 0–1. */
  ratio: number;
}

/**
 * Nothing exported: no span is recorded (AlwaysOff). Spans still get their ids, so logs carry
 * `trace_id` and every hop still sends `traceparent`; recording attributes and events that no one
 * will read is pure cost. Exporting: every root (or `ratio` of them) is kept, parent-based below.
 */
export function platformSampler(options: SamplingOptions): Sampler {
  if (!options.exporting) return new AlwaysOffSampler();
  return new ParentBasedSampler({ root: new DropBackgroundQueries(options.ratio) });
}

/**
 * The standard's `OTEL_TRACES_SAMPLER_ARG`, read as the share of traces kept: 1 when unset,
 * refused (with the reason) when it is not a number from 0 to 1.
 */
export function samplingRatio(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const ratio = Number(raw);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) {
    throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, got "${raw}"`);
  }
  return ratio;
}
