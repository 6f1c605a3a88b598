import type { Attributes } from '@opentelemetry/api';
import { DataPointType, MetricReader } from '@opentelemetry/sdk-metrics';

/** One collected data point, flattened for assertions. */
export interface MetricPoint {
  attributes: Attributes;
  /** Counter sum or gauge value; for a histogram, its count. */
  value: number;
  /** Histograms only. */
  sum?: number;
  count?: number;
}

/**
 * A metric reader for tests: pass it to `startMetrics({ readers: [recorder] })`, then read what
 * the process recorded. Cumulative: each read shows totals since the provider started.
 */
export class MetricsRecorder extends MetricReader {
  /** Every point of the metric called `name` (all scopes). */
  async points(name: string): Promise<MetricPoint[]> {
    const { resourceMetrics } = await this.collect();
    const points: MetricPoint[] = [];
    for (const scope of resourceMetrics.scopeMetrics) {
      for (const metric of scope.metrics) {
        if (metric.descriptor.name !== name) continue;
        for (const point of metric.dataPoints) {
          if (metric.dataPointType === DataPointType.HISTOGRAM) {
            const value = point.value as { count: number; sum?: number };
            points.push({
              attributes: point.attributes,
              value: value.count,
              count: value.count,
              sum: value.sum ?? 0,
            });
          } else if (typeof point.value === 'number') {
            points.push({ attributes: point.attributes, value: point.value });
          }
        }
      }
    }
    return points;
  }

  /** The total over points whose attributes include every pair of `match`. */
  async total(name: string, match: Attributes = {}): Promise<number> {
    const points = await this.points(name);
    return points
      .filter((point) => Object.entries(match).every(([key, value]) => point.attributes[key] === value))
      .reduce((sum, point) => sum + point.value, 0);
  }

  protected override async onForceFlush(): Promise<void> {}

  protected override async onShutdown(): Promise<void> {}
}
