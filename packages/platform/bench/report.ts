/** The bench's result: comparisons, budget checks, problems and notes from the raw runs. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchConfig } from './config';
import { type BudgetCheck, budgetOf } from './budget';
import type { Comparison, HopFigures, Scenario, ScenarioName, TargetKind, TargetRuns } from './figures';

export interface Machine {
  /** Online CPUs, read before any pinning (affinity would make it report 1). */
  cpus: number;
  cpuModel: string;
  node: string;
  platform: string;
  /** 1-minute load average at start and end: the machine is shared, so note how busy it was. */
  loadAverage: { start: number; end: number };
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

export type { BudgetCheck, Comparison, HopFigures, Scenario, ScenarioName, TargetKind, TargetRuns };

function telemetryOf(config: BenchConfig): string {
  if (!config.telemetry) return 'tracing off';
  return config.otlp ? 'tracing on, OTLP at full sampling' : 'tracing on, no exporter';
}

export function buildReport(
  input: Omit<BenchReport, 'comparison' | 'budget' | 'notes' | 'problems'>,
): BenchReport {
  const comparison = compare(input.targets);
  const partial = {
    ...input,
    comparison,
    budget: budgetOf(input.targets, comparison, input.hop, telemetryOf(input.config)),
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
