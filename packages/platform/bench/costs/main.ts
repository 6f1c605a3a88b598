/**
 * `pnpm bench:costs`: what one request of each of the 25 busiest routes costs the platform,
 * in CPU and in SQL, on PostgreSQL and Redis as in production (issue 22). The platform runs in
 * a child process as for `pnpm bench`'s (c), with a probe counting its statements per request
 * (statement-probe.ts); requests go one at a time after a warm-up, and each route's readings
 * are taken with the platform idle, so the work a request sets off (outbox, consumers, webhook
 * deliveries) is in its figures. Prints the table and writes it into docs/performance.md
 * between its markers. A bench, not a test: nothing is asserted about the figures.
 *
 * Environment: COSTS_REQUESTS (measured requests per route, 40), COSTS_WARMUP (5),
 * BENCH_DATABASE_URL / BENCH_REDIS_URL as for `pnpm bench`. For working on one route:
 * COSTS_ROUTES (comma-separated parts of route names: only those routes, and the document is
 * left alone), COSTS_STATEMENTS=1 (print each route's statements and how often each ran),
 * COSTS_PROFILE (a directory: a CPU profile of the platform over each route's measured requests,
 * saved and summarised).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startChild } from '../child';
import type { CpuTime, PostgresReply } from '../protocol';
import { replaceBetweenMarkers } from './markers';
import { measureRoute } from './measure';
import { startReceiver } from './receiver';
import { routeCases } from './routes';
import { seed } from './seed';
import { Backlog, type PlatformChild, settle } from './settle';
import { formatTable, type RouteCost } from './table';

const log = (line: string) => process.stdout.write(`${line}\n`);

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const requests = count('COSTS_REQUESTS', 40);
const warmup = count('COSTS_WARMUP', 5);
const perRoute = requests + warmup;
const only = (process.env.COSTS_ROUTES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const wanted = (route: string) => only.length === 0 || only.some((part) => route.includes(part));
const profileDirectory = process.env.COSTS_PROFILE || undefined;
const doc = fileURLToPath(new URL('../../../../docs/performance.md', import.meta.url));
const micros = (cpu: CpuTime) => cpu.user + cpu.system;
const loadAtStart = loadavg()[0] ?? 0;
const startedAt = performance.now();

const receiver = await startReceiver();
// Tracing on (as `npm start`, no exporter): the probe follows each request by its trace id.
const child: PlatformChild = startChild('./postgres-platform.ts', {
  platform: true,
  env: { BENCH_TELEMETRY_ON: '1', BENCH_COUNT_STATEMENTS: '1' },
});
let backlog: Backlog | undefined;
let costs: RouteCost[] = [];
let caption = '';
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
  const fixture = await seed(ready.platform, receiver.url, 2 * perRoute + 50);
  const sample = JSON.parse(ready.sample.body) as { data: { order: { uniqid: string } } };
  const ordered = JSON.parse(ready.body) as { items: Array<{ product_id: string }> };
  const cases = routeCases(fixture, {
    keys: ready.buyers[0] ?? [],
    productId: ordered.items[0]?.product_id ?? '',
    orderUniqid: sample.data.order.uniqid,
  });

  // What the idle platform (relay and worker polls) burns: it is in every route's window too.
  const idleFrom = await settle(child, backlog, 0);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleTo = await settle(child, backlog, 0);
  const idleMicrosPerSecond = (micros(idleTo.cpu) - micros(idleFrom.cpu)) / 2;
  log(`Idle platform: ${Math.round(idleMicrosPerSecond)} µs of CPU per second`);

  for (const [index, route] of cases.entries()) {
    if (!wanted(route.route)) continue;
    // Bucket 0 is the idle reading's; routes start at 1.
    const { detail, ...cost } = await measureRoute(route, index + 1, {
      child,
      backlog,
      warmup,
      requests,
      profileDirectory,
    });
    costs.push(cost);
    log(formatTable([cost]).split('\n')[2] ?? '');
    for (const [text, times] of detail.statements) {
      log(`    ${(times / requests).toFixed(2).padStart(6)} × ${text.slice(0, 160)}`);
    }
    if (detail.profile) log(detail.profile);
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  caption = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm bench:costs\`: ${requests} requests per route, one at a time, after ${warmup} warm-up;`,
    `${cpus().length} × ${cpu}, Node ${process.version}, PostgreSQL ${await backlog.serverVersion()}, load average ${loadAtStart.toFixed(1)} at start;`,
    `the idle platform's own polling: ${Math.round(idleMicrosPerSecond)} µs of CPU per second (in every route's window, not subtracted).`,
  ].join('\n');
} catch (error) {
  costs = [];
  console.error(error);
  process.exitCode = 1;
} finally {
  await backlog?.close();
  // Closing the platform and dropping six databases takes more than the default 3 s when busy.
  await child.stop({ type: 'stop' }, 60_000);
  await receiver.close();
}

if (costs.length > 0 && only.length === 0) {
  const generated = `${caption}\n\n${formatTable(costs)}`;
  writeFileSync(doc, replaceBetweenMarkers(readFileSync(doc, 'utf8'), generated));
  log(`\n${generated}\n`);
  log(`Written to ${doc} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
}
process.exit(process.exitCode ?? 0);
