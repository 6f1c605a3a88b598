/** The bench's result: comparisons, problems and notes derived from the raw measurements. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchConfig } from './config';
import type { Measurement } from './run-load';

export interface Comparison {
  connections: number;
  /** Shopforge req/s divided by baseline req/s, same connection count, same invocation. */
  requestsPerSecondRatio: number;
  addedP50Ms: number;
  addedP99Ms: number;
  serverCpuPerRequestRatio: number;
}

export interface Machine {
  /** Online CPUs, read before any pinning (affinity would make it report 1). */
  cpus: number;
  cpuModel: string;
  node: string;
  platform: string;
  /** 1-minute load average at start and end: the machine is shared, so note how busy it was. */
  loadAverage: { start: number; end: number };
}

export interface PlatformSample {
  endpoint: 'GET /dev/v1/me';
  shopPlan: string | null;
  bootSeconds: number;
  /** One real response's headers; the baseline copies all but Node's own and x-request-id. */
  responseHeaders: Record<string, string>;
  bodyBytes: number;
}

export interface BenchReport {
  date: string;
  machine: Machine;
  config: BenchConfig & { pinned: boolean };
  shopforge: PlatformSample;
  baseline: Measurement[];
  platform: Measurement[];
  comparison: Comparison[];
  notes: string[];
  /** Runs with connection errors, timeouts or non-2xx responses; any entry fails the bench. */
  problems: string[];
}

function compare(baseline: Measurement[], platform: Measurement[]): Comparison[] {
  return platform.flatMap((p) => {
    const b = baseline.find((m) => m.connections === p.connections);
    if (!b) return [];
    return [
      {
        connections: p.connections,
        requestsPerSecondRatio: p.requestsPerSecondMean / b.requestsPerSecondMean,
        addedP50Ms: p.latencyMs.p50 - b.latencyMs.p50,
        addedP99Ms: p.latencyMs.p99 - b.latencyMs.p99,
        serverCpuPerRequestRatio: p.serverCpuMicrosPerRequest / b.serverCpuMicrosPerRequest,
      },
    ];
  });
}

function problemsOf(target: string, runs: Measurement[]): string[] {
  return runs.flatMap((m) => {
    const found: string[] = [];
    if (m.non2xx > 0) {
      found.push(
        `${target} @${m.connections}: ${m.non2xx} non-2xx responses ${JSON.stringify(m.statusCodes)}`,
      );
    }
    if (m.errors > 0) found.push(`${target} @${m.connections}: ${m.errors} errors (${m.timeouts} timeouts)`);
    if (m.ok2xx === 0) found.push(`${target} @${m.connections}: no successful response`);
    return found;
  });
}

function notesOf(report: Omit<BenchReport, 'notes'>): string[] {
  const notes: string[] = [];
  const limit = report.shopforge.responseHeaders['x-ratelimit-limit'];
  notes.push(
    limit === undefined
      ? 'the gateway sent no rate-limit headers: nothing to size; a 429 would still be counted as non-2xx'
      : `the gateway rate-limits per key; the bench shop is on plan "${report.shopforge.shopPlan}" (bucket ${limit}), ` +
          'the largest, and any 429 is counted as non-2xx',
  );
  notes.push('shopforge server CPU = the whole platform process (gateway, six services, PGlite, telemetry)');
  const clientBound = report.baseline.filter((m) => m.generatorCoreUtilisation > 0.9);
  if (clientBound.length > 0) {
    notes.push(
      `load generator above 90 % of its core for baseline @${clientBound.map((m) => m.connections).join(',')}: ` +
        'there the baseline is client-bound, its req/s a lower bound, and the req/s ratio flatters Shopforge',
    );
  }
  if (!report.config.pinned) notes.push('not pinned: servers and load generator competed for the same cores');
  if (report.machine.loadAverage.start > 1 || report.machine.loadAverage.end > 1) {
    notes.push(
      `machine busy (load average ${report.machine.loadAverage.start.toFixed(1)} -> ` +
        `${report.machine.loadAverage.end.toFixed(1)}): other work shared the cores; expect noise`,
    );
  }
  return notes;
}

export function buildReport(input: Omit<BenchReport, 'comparison' | 'notes' | 'problems'>): BenchReport {
  const partial = {
    ...input,
    comparison: compare(input.baseline, input.platform),
    problems: [...problemsOf('baseline', input.baseline), ...problemsOf('shopforge', input.platform)],
  };
  return { ...partial, notes: notesOf(partial) };
}

/** Writes `results/latest.json` next to this file (ignored by the root .gitignore). */
export function writeReport(report: BenchReport): string {
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
