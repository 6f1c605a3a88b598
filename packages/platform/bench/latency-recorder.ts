/**
 * Exact latency percentiles. autocannon's own histogram has a resolution of 1 ms, which
 * rounds every sub-millisecond baseline latency to 0 and would make "added p50 latency"
 * meaningless; so the load generator also records each 2xx response time (a float in ms)
 * here and sorts once at the end. A few hundred thousand doubles is a few MB.
 */
export class LatencyRecorder {
  private values = new Float64Array(1 << 16);
  private count = 0;

  record(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  summary(): { mean: number; p50: number; p99: number; max: number } {
    if (this.count === 0) return { mean: 0, p50: 0, p99: 0, max: 0 };
    const sorted = this.values.slice(0, this.count).sort();
    let sum = 0;
    for (const value of sorted) sum += value;
    // Nearest-rank percentile: the smallest value with at least p % of samples at or below it.
    const at = (p: number) => sorted[Math.min(this.count - 1, Math.ceil((p / 100) * this.count) - 1)] ?? 0;
    return { mean: sum / this.count, p50: at(50), p99: at(99), max: sorted[this.count - 1] ?? 0 };
  }
}
