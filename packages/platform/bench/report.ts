/** The bench's result: comparisons, budget checks, problems and notes from the raw runs. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchConfig } from './config';
import type { Measurement } from './run-load';

/** (a), (b) and (c) of the performance budget (issue 12). */
export type ScenarioName = 'me' | 'products' | 'products-pg' | 'orders';
export type TargetKind = 'baseline' | 'express-proxy' | 'shopforge';

export interface Scenario {
  name: ScenarioName;
  request: string;
  /** Where Shopforge serves it: the embedded platform (PGlite) or production shape (PostgreSQL). */
  platform: string;
  bodyBytes: number;
  responseHeaders: Record<string, string>;
}

export interface TargetRuns {
  scenario: ScenarioName;
  kind: TargetKind;
  runs: Measurement[];
}

export interface Comparison {
  scenario: ScenarioName;
  kind: Exclude<TargetKind, 'baseline'>;
  connections: number;
  /** The target's req/s divided by the bare baseline's, same scenario and connection count. */
  requestsPerSecondRatio: number;
  addedP50Ms: number;
  addedP99Ms: number;
  serverCpuPerRequestRatio: number;
}

export interface BudgetCheck {
  rule: string;
  measured: string;
  met: boolean;
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

/** The internal tRPC hop against plain HTTP+JSON between the same two ends (bench/hop.ts). */
export interface HopFigures {
  plain: { calls: number; cpuMicrosPerCall: number };
  trpc: { calls: number; cpuMicrosPerCall: number };
}

export interface BenchReport {
  date: string;
  hop: HopFigures | null;
  machine: Machine;
  config: BenchConfig & { pinned: boolean };
  bootSeconds: { embedded: number; postgres: number | null };
  scenarios: Scenario[];
  targets: TargetRuns[];
  comparison: Comparison[];
  budget: BudgetCheck[];
  notes: string[];
  /** Runs with connection errors, timeouts or non-2xx responses; any entry fails the bench. */
  problems: string[];
}

const runsOf = (targets: TargetRuns[], scenario: ScenarioName, kind: TargetKind) =>
  targets.find((t) => t.scenario === scenario && t.kind === kind)?.runs ?? [];

function compare(targets: TargetRuns[]): Comparison[] {
  return targets.flatMap((target) => {
    if (target.kind === 'baseline') return [];
    const kind = target.kind;
    const baseline = runsOf(targets, target.scenario, 'baseline');
    return target.runs.flatMap((p) => {
      const b = baseline.find((m) => m.connections === p.connections);
      if (!b) return [];
      return [
        {
          scenario: target.scenario,
          kind,
          connections: p.connections,
          requestsPerSecondRatio: p.requestsPerSecondMean / b.requestsPerSecondMean,
          addedP50Ms: p.latencyMs.p50 - b.latencyMs.p50,
          addedP99Ms: p.latencyMs.p99 - b.latencyMs.p99,
          serverCpuPerRequestRatio: p.serverCpuMicrosPerRequest / b.serverCpuMicrosPerRequest,
        },
      ];
    });
  });
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

/** The targets, checked where this invocation measured what they need. */
function budgetOf(targets: TargetRuns[], comparison: Comparison[], hop: HopFigures | null): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (hop) {
    const added = hop.trpc.cpuMicrosPerCall - hop.plain.cpuMicrosPerCall;
    checks.push({
      rule: 'the tRPC hop: <= 60 µs CPU per call over plain HTTP+JSON between the same ends',
      measured: `+${added.toFixed(1)} µs (${hop.trpc.cpuMicrosPerCall.toFixed(1)} vs ${hop.plain.cpuMicrosPerCall.toFixed(1)})`,
      met: added <= 60,
    });
  }
  const me = (connections: number) =>
    comparison.find((c) => c.scenario === 'me' && c.kind === 'shopforge' && c.connections === connections);
  const at50 = me(50);
  if (at50) {
    checks.push({
      rule: '(a) GET /dev/v1/me at 50 connections: >= 6 % of bare req/s (stretch 8 %)',
      measured: pct(at50.requestsPerSecondRatio),
      met: at50.requestsPerSecondRatio >= 0.06,
    });
    const proxy = runsOf(targets, 'me', 'express-proxy').find((m) => m.connections === 50);
    const shopforge = runsOf(targets, 'me', 'shopforge').find((m) => m.connections === 50);
    if (proxy && shopforge) {
      checks.push({
        rule: '(a) GET /dev/v1/me at 50 connections: above the plain Express proxy peer',
        measured: `${shopforge.requestsPerSecondMean.toFixed(0)} vs ${proxy.requestsPerSecondMean.toFixed(0)} req/s`,
        met: shopforge.requestsPerSecondMean > proxy.requestsPerSecondMean,
      });
    }
  }
  const at1 = me(1);
  if (at1) {
    checks.push({
      rule: '(a) GET /dev/v1/me at 1 connection: <= 0.35 ms added p50',
      measured: `${at1.addedP50Ms.toFixed(3)} ms`,
      met: at1.addedP50Ms <= 0.35,
    });
  }
  const orders = runsOf(targets, 'orders', 'shopforge').find((m) => m.connections === 10);
  if (orders) {
    checks.push({
      rule: '(c) POST /reseller/v1/orders on PostgreSQL, 10 buyers: p99 <= 50 ms',
      measured: `${orders.latencyMs.p99.toFixed(1)} ms`,
      met: orders.latencyMs.p99 <= 50,
    });
  }
  return checks;
}

function problemsOf(targets: TargetRuns[]): string[] {
  return targets.flatMap(({ scenario, kind, runs }) =>
    runs.flatMap((m) => {
      const name = `${kind} ${scenario} @${m.connections}`;
      const found: string[] = [];
      if (m.non2xx > 0) found.push(`${name}: ${m.non2xx} non-2xx responses ${JSON.stringify(m.statusCodes)}`);
      if (m.errors > 0) found.push(`${name}: ${m.errors} errors (${m.timeouts} timeouts)`);
      if (m.ok2xx === 0) found.push(`${name}: no successful response`);
      return found;
    }),
  );
}

function notesOf(report: Omit<BenchReport, 'notes'>): string[] {
  const notes: string[] = [
    'shopforge CPU = the whole platform process (gateway, six services, PGlite, telemetry); for orders the ' +
      "platform child's, without PostgreSQL's and Redis's own processes",
    'express-proxy CPU = the proxy process plus the bare upstream it forwards to',
  ];
  const clientBound = report.targets.flatMap((t) =>
    t.runs
      .filter((m) => m.generatorCoreUtilisation > 0.9)
      .map((m) => `${t.kind} ${t.scenario} @${m.connections}`),
  );
  if (clientBound.length > 0) {
    notes.push(
      `load generator above 90 % of its core for ${clientBound.join(', ')}: there the target is client-bound ` +
        'and its req/s a lower bound (for the baseline, the ratios flatter Shopforge)',
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

export function buildReport(
  input: Omit<BenchReport, 'comparison' | 'budget' | 'notes' | 'problems'>,
): BenchReport {
  const comparison = compare(input.targets);
  const partial = {
    ...input,
    comparison,
    budget: budgetOf(input.targets, comparison, input.hop),
    problems: problemsOf(input.targets),
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
