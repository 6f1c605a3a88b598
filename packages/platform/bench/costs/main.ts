/**
 * `pnpm bench:costs`: what one request of each of 26 busy routes costs the platform,
 * in CPU and in SQL, on PostgreSQL and Redis as in production. The platform runs in
 * a child process as for `pnpm bench`'s (c), with a probe counting its statements per request
 * (statement-probe.ts); requests go one at a time after a warm-up, and each route's readings
 * are taken with the platform idle, so the work a request sets off (outbox, consumers, webhook
 * deliveries) is in its figures. Prints the table and writes it into docs/performance.md
 * between its markers. A bench, not a test: nothing is asserted about the figures.
 *
 * Environment: COSTS_REQUESTS (measured requests per route, 40), COSTS_WARMUP (100, run.ts says why),
 * BENCH_DATABASE_URL / BENCH_REDIS_URL as for `pnpm bench`. For working on one route:
 * COSTS_ROUTES (comma-separated parts of route names: only those routes, and the document is
 * left alone), COSTS_STATEMENTS=1 (print each route's statements and how often each ran),
 * COSTS_PROFILE (a directory: a CPU profile of the platform over each route's measured requests,
 * saved and summarised).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { replaceBetweenMarkers } from './markers';
import { DEFAULT_REQUESTS, DEFAULT_WARMUP, runCosts } from './run';
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

const requests = count('COSTS_REQUESTS', DEFAULT_REQUESTS);
const warmup = count('COSTS_WARMUP', DEFAULT_WARMUP);
const only = (process.env.COSTS_ROUTES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const doc = fileURLToPath(new URL('../../../../docs/performance.md', import.meta.url));
const loadAtStart = loadavg()[0] ?? 0;
const startedAt = performance.now();

let costs: RouteCost[] = [];
let caption = '';
try {
  const run = await runCosts({
    requests,
    warmup,
    wanted: (route) => only.length === 0 || only.some((part) => route.includes(part)),
    profileDirectory: process.env.COSTS_PROFILE || undefined,
    log,
    measured: (cost, detail) => {
      log(formatTable([cost]).split('\n')[2] ?? '');
      for (const [text, times] of detail.statements) {
        log(`    ${(times / requests).toFixed(2).padStart(6)} × ${text.slice(0, 160)}`);
      }
      if (detail.profile) log(detail.profile);
    },
  });
  costs = run.costs;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  caption = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm bench:costs\`: ${requests} requests per route, one at a time, after ${warmup} warm-up;`,
    `${cpus().length} × ${cpu}, Node ${process.version}, PostgreSQL ${run.serverVersion}, load average ${loadAtStart.toFixed(1)} at start;`,
    `the idle platform's own polling: ${Math.round(run.idleMicrosPerSecond)} µs of CPU per second (in every route's window, not subtracted)`,
    `and ${run.idleStatementsPerSecond.toFixed(1)} statements per second (subtracted from the statements run outside the requests' traces,`,
    `work in no request's trace, such as a worker's batch, counted in the route's statements and as after the response).`,
  ].join('\n');
} catch (error) {
  costs = [];
  console.error(error);
  process.exitCode = 1;
}

if (costs.length > 0 && only.length === 0) {
  const generated = `${caption}\n\n${formatTable(costs)}`;
  writeFileSync(doc, replaceBetweenMarkers(readFileSync(doc, 'utf8'), generated));
  log(`\n${generated}\n`);
  log(`Written to ${doc} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
}
process.exit(process.exitCode ?? 0);
