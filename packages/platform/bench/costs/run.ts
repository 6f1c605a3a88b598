/**
 * One `bench:costs` measurement: the platform on PostgreSQL and Redis in a child process with
 * the statement probe, seeded through the API, then each wanted route measured in turn with the
 * platform idle before and after (measure.ts). Used by `pnpm bench:costs` (every route, the
 * document's table) and by `pnpm bench` (the developer-order routes, for their budget line).
 */
import { startChild } from '../child';
import type { CpuTime, PostgresReply } from '../protocol';
import { measureRoute, type RouteDetail } from './measure';
import { idleRateOf } from './set-off';
import { startReceiver } from './receiver';
import { routeCases } from './routes';
import { seed } from './seed';
import { Backlog, type PlatformChild, settle } from './settle';
import type { RouteCost } from './table';

/** Measured requests per route. */
export const DEFAULT_REQUESTS = 40;
/**
 * Requests per route before the measured ones, thrown away. A route's first requests pay for
 * V8 compiling and optimising its code (on background threads, counted in the process's CPU):
 * after 5 warm-ups a new order measured 10–17 ms, after 100 it measures what it costs for as
 * long as the process runs (7.8 ms over 3 000). The table is about the second.
 */
export const DEFAULT_WARMUP = 100;

export interface CostOptions {
  /** Measured requests per route, and warm-up requests before them. */
  requests: number;
  warmup: number;
  wanted: (route: string) => boolean;
  /** A directory: a CPU profile of each route's measured requests. */
  profileDirectory?: string | undefined;
  log: (line: string) => void;
  /** Each route's reading as it is taken. */
  measured?: (cost: RouteCost, detail: RouteDetail) => void;
}

export interface CostRun {
  costs: RouteCost[];
  /** What the idle platform's own polling burns, in every route's window. */
  idleMicrosPerSecond: number;
  /** Statements the idle platform runs per second (subtracted from each route's, set-off.ts). */
  idleStatementsPerSecond: number;
  serverVersion: string;
}

const micros = (cpu: CpuTime) => cpu.user + cpu.system;
const IDLE_SETTLE_MS = 3000;
const IDLE_READING_MS = 4000;

export async function runCosts(options: CostOptions): Promise<CostRun> {
  const { requests, warmup, log } = options;
  const perRoute = requests + warmup;
  const receiver = await startReceiver();
  // Tracing on (as `npm start`, no exporter): the probe follows each request by its trace id.
  const child: PlatformChild = startChild('./postgres-platform.ts', {
    platform: true,
    env: { BENCH_TELEMETRY_ON: '1', BENCH_COUNT_STATEMENTS: '1' },
  });
  let backlog: Backlog | undefined;
  try {
    log('Booting the platform on PostgreSQL and Redis ...');
    child.send({
      type: 'start',
      buyers: 1,
      keysPerBuyer: 30,
      codes: perRoute + 10,
      env: { WEBHOOK_ALLOW_LOOPBACK: 'true' },
    });
    const ready = await child.next(
      (r): r is Extract<PostgresReply, { type: 'ready' | 'failed' }> =>
        r.type === 'ready' || r.type === 'failed',
      600_000,
    );
    if (ready.type === 'failed') throw new Error(`PostgreSQL platform: ${ready.message}`);
    backlog = await Backlog.open(ready.platform.databases);
    log('Seeding ...');
    // Codes for the paid seed orders, paying (one per request) and fulfilling (one per request).
    const fixture = await seed(ready.platform, receiver.url, 3 * perRoute + 50);
    const sample = JSON.parse(ready.sample.body) as { data: { order: { uniqid: string } } };
    const ordered = JSON.parse(ready.body) as { items: Array<{ product_id: string }> };
    const cases = routeCases(fixture, {
      keys: ready.buyers[0] ?? [],
      productId: ordered.items[0]?.product_id ?? '',
      orderUniqid: sample.data.order.uniqid,
    });

    // The relays poll fast right after work and back off to one poll per 2 s when idle: the idle
    // reading starts once they have backed off, and spans several of their polls.
    await settle(child, backlog, 0);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    const idleFrom = await settle(child, backlog, 0);
    const idleStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, IDLE_READING_MS));
    const idleTo = await settle(child, backlog, 0);
    const idleSeconds = (performance.now() - idleStart) / 1000;
    const idleMicrosPerSecond = (micros(idleTo.cpu) - micros(idleFrom.cpu)) / idleSeconds;
    const idle = idleRateOf(idleFrom.unbilled, idleTo.unbilled, idleSeconds);
    log(
      `Idle platform: ${Math.round(idleMicrosPerSecond)} µs of CPU and ${idle.statementsPerSecond.toFixed(1)} statements per second`,
    );

    const costs: RouteCost[] = [];
    for (const [index, route] of cases.entries()) {
      if (!options.wanted(route.route)) continue;
      // Bucket 0 is the idle reading's; routes start at 1.
      const { detail, ...cost } = await measureRoute(route, index + 1, {
        child,
        backlog,
        warmup,
        requests,
        idle,
        profileDirectory: options.profileDirectory,
      });
      costs.push(cost);
      options.measured?.(cost, detail);
    }
    return {
      costs,
      idleMicrosPerSecond,
      idleStatementsPerSecond: idle.statementsPerSecond,
      serverVersion: await backlog.serverVersion(),
    };
  } finally {
    await backlog?.close();
    // Closing the platform and dropping six databases takes more than the default 3 s when busy.
    await child.stop({ type: 'stop' }, 60_000);
    await receiver.close();
  }
}
