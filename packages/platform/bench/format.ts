/** The human-readable table `pnpm bench` prints. */
import type { BenchReport } from './report';
import type { Measurement } from './run-load';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const fixed = (n: number, digits: number) => n.toFixed(digits);

function measurementRow(name: string, m: Measurement): string[] {
  const flagged = m.non2xx > 0 || m.errors > 0 ? ' !' : '';
  return [
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
  for (const connections of config.connections) {
    const baseline = report.baseline.find((m) => m.connections === connections);
    const platform = report.platform.find((m) => m.connections === connections);
    if (baseline) rows.push(measurementRow('baseline', baseline));
    if (platform) rows.push(measurementRow('shopforge', platform));
  }
  const runs = table(
    [
      'target',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'server CPU µs/req',
      'server %core',
      'loadgen %core',
      'non-2xx',
      'errors',
    ],
    rows,
  );
  const ratios = table(
    ['conns', 'req/s ratio', 'added p50 ms', 'added p99 ms', 'CPU/req ratio'],
    report.comparison.map((c) => [
      String(c.connections),
      `${fixed(c.requestsPerSecondRatio * 100, 2)} %`,
      fixed(c.addedP50Ms, 3),
      fixed(c.addedP99Ms, 3),
      `${fixed(c.serverCpuPerRequestRatio, 0)}x`,
    ]),
  );
  return [
    '',
    `Shopforge bench, ${report.date}: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}`,
    `  ${config.durationSeconds} s per run after ${config.warmupSeconds} s warm-up per target; ` +
      (config.pinned ? 'servers pinned to CPU 0, load generator to CPU 1' : 'no CPU pinning'),
    '  shopforge = authenticated GET /dev/v1/me through the embedded platform (gateway -> oauth over tRPC), ' +
      `telemetry ${config.telemetry ? 'on (no exporter)' : 'off'}`,
    '  baseline  = bare node:http in a child process, same body and headers (fresh x-request-id)',
    '',
    runs,
    '',
    'Shopforge relative to the baseline of this run',
    ratios,
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
