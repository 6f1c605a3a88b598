import type { Attributes, Context, Link, SpanKind } from '@opentelemetry/api';
import { trace } from '@opentelemetry/api';
import {
  ParentBasedSampler,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
} from '@opentelemetry/sdk-trace-base';

/**
 * Keeps every trace a request, a consumer or a worker step starts, and drops the traces that
 * only a background poll's database query would start: each service's outbox relay and
 * workers poll several times a second, and an idle platform would otherwise export a
 * stream of one-query traces. Children follow their root's decision, so a dropped poll
 * drops its statements too; a query inside any real span is kept.
 */
class DropBackgroundQueries implements Sampler {
  shouldSample(
    parent: Context,
    _traceId: string,
    spanName: string,
    _kind: SpanKind,
    _attributes: Attributes,
    _links: Link[],
  ): SamplingResult {
    const root = trace.getSpanContext(parent) === undefined;
    return {
      decision:
        root && spanName.startsWith('prisma:')
          ? SamplingDecision.NOT_RECORD
          : SamplingDecision.RECORD_AND_SAMPLED,
    };
  }

  toString(): string {
    return 'DropBackgroundQueries';
  }
}

export function platformSampler(): Sampler {
  return new ParentBasedSampler({ root: new DropBackgroundQueries() });
}
