import type { CpuTime } from '../protocol';
import { send } from './http';
import type { RouteCase } from './routes';
import { type Backlog, type PlatformChild, settle } from './settle';
import type { RouteCost } from './table';
import { traceparentOf } from './trace-ids';

export interface MeasureOptions {
  child: PlatformChild;
  backlog: Backlog;
  warmup: number;
  requests: number;
}

const micros = (cpu: CpuTime) => cpu.user + cpu.system;

/** Requests `from` … `from + count - 1` of a route, one after the other, in `bucket`'s traces. */
async function run(route: RouteCase, bucket: number, from: number, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = from; i < from + count; i++) {
    const response = await send(route.request(i), traceparentOf(bucket, i));
    if (response.status !== route.status) {
      throw new Error(
        `${route.route} answered ${response.status} (expected ${route.status}): ${response.text.slice(0, 300)}`,
      );
    }
    route.answered?.(response.text);
    latencies.push(response.ms);
  }
  return latencies;
}

/**
 * Warm-up (its own bucket, thrown away), settle, then the measured requests and settle again:
 * the CPU between the two idle readings and the statements billed to the measured bucket,
 * asynchronous work included.
 */
export async function measureRoute(
  route: RouteCase,
  index: number,
  options: MeasureOptions,
): Promise<RouteCost> {
  const { child, backlog, warmup, requests } = options;
  const warmupBucket = index * 2;
  const measuredBucket = index * 2 + 1;
  await route.prepare?.(warmup + requests);
  await run(route, warmupBucket, 0, warmup);
  const before = await settle(child, backlog, measuredBucket);
  const latenciesMs = await run(route, measuredBucket, warmup, requests);
  const after = await settle(child, backlog, measuredBucket);
  return {
    route: route.route,
    kind: route.kind,
    requests,
    cpuMicros: micros(after.cpu) - micros(before.cpu),
    tally: after.tally,
    latenciesMs,
  };
}
