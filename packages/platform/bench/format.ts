/** The human-readable tables `pnpm bench` prints. */
import type { BenchReport } from './report';
import type { Measurement } from './run-load';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const fixed = (n: number, digits: number) => n.toFixed(digits);

function measurementRow(scenario: string, name: string, m: Measurement): string[] {
  const flagged = m.non2xx > 0 || m.errors > 0 ? ' !' : '';
  return [
    scenario,
    `${name}${flagged}`,
    String(m.connections),
    fixed(m.requestsPerSecondMean, 0),
    fixed(m.latencyMs.p50, 3),
    fixed(m.latencyMs.p99, 3),
    fixed(m.serverCpuMicrosPerRequest, 1),
    fixed(m.serverCoreUtilisation * 100, 0),
    fixed(m.generatorCoreUtilisation * 100, 0),
    String(m.non2xx),
    String(m.errors),
  ];
}

export function formatReport(report: BenchReport): string {
  const { config, machine } = report;
  const rows: string[][] = [];
  for (const scenario of report.scenarios) {
    for (const connections of config.connections) {
      for (const target of report.targets.filter((t) => t.scenario === scenario.name)) {
        const m = target.runs.find((run) => run.connections === connections);
        if (m) rows.push(measurementRow(scenario.name, target.kind, m));
      }
    }
  }
  const runs = table(
    [
      'scenario',
      'target',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      '%core',
      'loadgen %core',
      'non-2xx',
      'errors',
    ],
    rows,
  );
  const ratios = table(
    ['scenario', 'target', 'conns', 'req/s vs bare', 'added p50 ms', 'added p99 ms', 'CPU/req vs bare'],
    report.comparison.map((c) => [
      c.scenario,
      c.kind,
      String(c.connections),
      `${fixed(c.requestsPerSecondRatio * 100, 2)} %`,
      fixed(c.addedP50Ms, 3),
      fixed(c.addedP99Ms, 3),
      `${fixed(c.serverCpuPerRequestRatio, 1)}x`,
    ]),
  );
  return [
    '',
    `Shopforge bench, ${report.date}: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}`,
    `  ${config.durationSeconds} s per run after ${config.warmupSeconds} s warm-up per target; ` +
      (config.pinned ? 'servers pinned to CPU 0, load generator to CPU 1' : 'no CPU pinning') +
      `; telemetry ${config.telemetry ? (config.otlp ? 'on, every span exported over OTLP/HTTP' : 'on (no exporter)') : 'off'}`,
    ...report.scenarios.map(
      (s) => `  ${s.name.padEnd(8)} = ${s.request} (${s.platform}; ${s.bodyBytes} B body)`,
    ),
    '  baseline = bare node:http in a child process answering the same status, headers and body',
    '  express-proxy = Express 5 + fetch in a child process, forwarding to the baseline (no auth)',
    '',
    runs,
    '',
    'Relative to the bare baseline of the same scenario in this run',
    ratios,
    '',
    ...(report.hop
      ? [
          `tRPC hop, CPU per call (client + server, ${report.hop.trpc.calls} calls): ` +
            `${fixed(report.hop.trpc.cpuMicrosPerCall, 1)} µs; plain HTTP+JSON between the same ends ` +
            `(${report.hop.plain.calls} calls): ${fixed(report.hop.plain.cpuMicrosPerCall, 1)} µs`,
          '',
        ]
      : []),
    'Budget',
    ...report.budget.map(
      (b) => `  ${b.met === null ? 'n/a   ' : b.met ? 'met   ' : 'MISSED'}  ${b.rule}: ${b.measured}`,
    ),
    '',
    ...report.notes.map((n) => `note: ${n}`),
    ...(report.problems.length > 0
      ? [
          '',
          'FAILED: runs with errors or non-2xx responses (marked !):',
          ...report.problems.map((p) => `  ${p}`),
        ]
      : []),
    '',
  ].join('\n');
}
