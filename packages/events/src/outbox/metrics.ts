import { DELAY_BUCKETS_SECONDS, instrumentSet } from '@shopforge/telemetry';

/** What a running relay reports at each collection: its service and its oldest pending event. */
export interface OutboxLagSource {
  readonly service: string;
  /** Seconds since the oldest event the relay knows to be unpublished was written; 0 when drained. */
  lagSeconds(): number;
}

const sources = new Set<OutboxLagSource>();

const outboxInstruments = instrumentSet('@shopforge/events', (meter) => {
  const lag = meter.createObservableGauge('shopforge.outbox.lag', {
    unit: 's',
    description: 'Age of the oldest unpublished outbox event, as the relay last saw it (0 when drained).',
  });
  lag.addCallback((result) => {
    for (const source of sources)
      result.observe(source.lagSeconds(), { 'shopforge.service': source.service });
  });
  return {
    publishDelay: meter.createHistogram('shopforge.outbox.publish.delay', {
      unit: 's',
      description: 'Time from an event being written to the outbox to its publication on the bus.',
      advice: { explicitBucketBoundaries: [...DELAY_BUCKETS_SECONDS] },
    }),
  };
});

/** A relay reports its lag while it runs (start → stop). */
export function watchOutboxLag(source: OutboxLagSource): () => void {
  sources.add(source);
  outboxInstruments();
  return () => {
    sources.delete(source);
  };
}

/** One published batch: each event's delay from written to published. */
export function recordPublishDelays(
  service: string,
  createdAtMs: readonly number[],
  publishedAtMs: number,
): void {
  const { publishDelay } = outboxInstruments();
  const attributes = { 'shopforge.service': service };
  for (const created of createdAtMs) {
    if (!Number.isNaN(created)) publishDelay.record(Math.max(0, publishedAtMs - created) / 1000, attributes);
  }
}
