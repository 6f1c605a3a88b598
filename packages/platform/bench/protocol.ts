/**
 * Messages between bench/main.ts and its two child processes (the baseline server and the
 * load generator). Both sides import these types so the IPC contract is checked by tsc.
 */

export interface CpuTime {
  /** Microseconds, as `process.cpuUsage()` reports them. */
  user: number;
  system: number;
}

/** The response the baseline must imitate, copied from a real `GET /dev/v1/me`. */
export interface BaselineInit {
  type: 'init';
  body: string;
  /**
   * The real response's headers other than the ones Node writes itself (date, connection,
   * keep-alive, content-length) and x-request-id (fresh per response): content-type and, once
   * the gateway sends them, the rate-limit headers, so both targets put the same bytes on the wire.
   */
  headers: Record<string, string>;
}

export type BaselineRequest = BaselineInit | { type: 'cpu' } | { type: 'stop' };
export type BaselineReply = { type: 'listening'; url: string } | { type: 'cpu'; cpu: CpuTime };

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export type LoadRequest = { type: 'run'; id: number; spec: LoadSpec } | { type: 'stop' };

/** One load run as the load generator saw it. Latencies are of 2xx responses only. */
export interface LoadOutcome {
  connections: number;
  durationSeconds: number;
  /** Mean of autocannon's per-second request samples (all responses). */
  requestsPerSecondMean: number;
  /** Completed responses, any status. */
  responses: number;
  ok2xx: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Connection errors (refused, reset) and timeouts. */
  errors: number;
  timeouts: number;
  latencyMs: { mean: number; p50: number; p99: number; max: number };
  /** CPU the load generator itself spent during the run. */
  generatorCpu: CpuTime;
}

export type LoadReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; outcome: LoadOutcome }
  | { type: 'failed'; id: number; message: string };
