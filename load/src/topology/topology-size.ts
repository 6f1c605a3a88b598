/**
 * How big a topology run is: CI runs `ci` (under five minutes on a 2-core machine, most of it
 * booting thirteen processes and waiting for killed ones to come back); `TOPOLOGY_SIZE=full`
 * runs the figures of docs/performance.md.
 */
export interface TopologySize {
  name: 'ci' | 'full';
  /** Seconds of steady load before any fault: the calm phase whose latency is reported. */
  calmSeconds: number;
  /** Requests in flight at once, all the time. */
  concurrency: number;
  /** Times every service loses a replica to SIGKILL (replica 1, then replica 2, …). */
  killRounds: number;
  /** Seconds of load after the last fault. */
  tailSeconds: number;
  /** Serial codes (and balance) for the reseller orders: more than the run can order. */
  resellerCodes: number;
}

const SIZES: Record<TopologySize['name'], TopologySize> = {
  ci: { name: 'ci', calmSeconds: 10, concurrency: 4, killRounds: 1, tailSeconds: 5, resellerCodes: 3_000 },
  full: {
    name: 'full',
    calmSeconds: 60,
    concurrency: 8,
    killRounds: 2,
    tailSeconds: 30,
    resellerCodes: 12_000,
  },
};

export function topologySize(env: Readonly<Record<string, string | undefined>> = process.env): TopologySize {
  const raw = (env.TOPOLOGY_SIZE ?? 'ci').trim().toLowerCase();
  if (raw === '' || raw === 'ci') return SIZES.ci;
  if (raw === 'full') return SIZES.full;
  throw new Error(`TOPOLOGY_SIZE must be "ci" (default) or "full", not ${JSON.stringify(env.TOPOLOGY_SIZE)}`);
}
