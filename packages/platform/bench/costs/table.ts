import type { Tally, Unbilled } from './ledger';

/** What one route cost over its measured requests. */
export interface RouteCost {
  route: string;
  kind: 'read' | 'write';
  requests: number;
  /** Platform process CPU over the whole measured window, µs (user + system). */
  cpuMicros: number;
  /** Billed by trace, plus `setOff` (counted in all three of its figures). */
  tally: Tally;
  /** Of `tally`, what the requests' events set off outside their traces (set-off.ts). */
  setOff: Unbilled;
  latenciesMs: number[];
}

/** Thousands apart by a space, as the rest of docs/performance.md writes them. */
function grouped(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * Whole numbers stay whole; a fraction (a statement only some requests run, e.g. on a cache
 * miss) keeps up to two decimals, so one extra statement in 40 requests still shows.
 */
function perRequest(total: number, requests: number): string {
  return String(Number((total / requests).toFixed(2)));
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function formatTable(costs: readonly RouteCost[]): string {
  const lines = [
    '| Route | Kind | CPU µs/request | SQL statements/request | of which after the response | Transactions/request | p50 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const cost of costs) {
    const cells = [
      cost.route,
      cost.kind,
      grouped(cost.cpuMicros / cost.requests),
      perRequest(cost.tally.statements, cost.requests),
      perRequest(cost.tally.afterResponse, cost.requests),
      perRequest(cost.tally.transactions, cost.requests),
      median(cost.latenciesMs).toFixed(1),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
