/**
 * Messages between bench/main.ts and its two child processes (the baseline server and the
 * load generator). Both sides import these types so the IPC contract is checked by tsc.
 */

export interface CpuTime {
  /** Microseconds, as `process.cpuUsage()` reports them. */
  user: number;
  system: number;
}

/** One real response of the platform, for the baseline to imitate byte for byte. */
export interface SampleResponse {
  status: number;
  body: string;
  /**
   * The real response's headers other than the ones Node writes itself (date, connection,
   * keep-alive, content-length) and x-request-id (fresh per response): content-type, the
   * rate-limit headers, Server-Timing, so both targets put the same bytes on the wire.
   */
  headers: Record<string, string>;
}

/** The responses the baseline must imitate, by `METHOD /path` (query strings ignored). */
export interface BaselineInit {
  type: 'init';
  responses: Record<string, SampleResponse>;
}

export type BaselineRequest = BaselineInit | { type: 'cpu' } | { type: 'stop' };
/** The Express proxy peer: where to forward (the baseline); it answers like the baseline. */
export type ProxyRequest = { type: 'init'; upstream: string } | { type: 'cpu' } | { type: 'stop' };
export type BaselineReply = { type: 'listening'; url: string } | { type: 'cpu'; cpu: CpuTime };

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /**
   * Requests rotate over these buyers (one per connection, the first `connections` of them) and,
   * within a buyer, over its keys, each request with a fresh Idempotency-Key starting with
   * `idempotencyPrefix`: how many resellers buy at once, none held back by its key's bucket.
   */
  buyers?: { keys: string[][]; idempotencyPrefix: string };
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

/** The PostgreSQL platform child (`POST /reseller/v1/orders`, production shape). */
export type PostgresRequest =
  | {
      type: 'start';
      buyers: number;
      keysPerBuyer: number;
      codes: number;
      /** Extra service settings, e.g. WEBHOOK_ALLOW_LOOPBACK for `bench:costs`'s receiver. */
      env?: Record<string, string>;
    }
  | { type: 'cpu' }
  | { type: 'stop' };
export type PostgresReply =
  | {
      type: 'ready';
      url: string;
      body: string;
      buyers: string[][];
      sample: SampleResponse;
      /** What `bench:costs` seeds and checks through: the operator's way in and the databases. */
      platform: PlatformAccess;
    }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; cpu: CpuTime };

export interface PlatformAccess {
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  operatorToken: string;
  /** Connection URL of each service's database, by service name. */
  databases: Record<string, string>;
}

/** The tRPC hop against plain HTTP+JSON (bench/hop.ts). */
export type HopRequest = { type: 'run'; seconds: number } | { type: 'stop' };
export interface HopResult {
  calls: number;
  cpuMicrosPerCall: number;
}
export type HopReply =
  | { type: 'hop'; plain: HopResult; trpc: HopResult }
  | { type: 'failed'; message: string };

/** The `tracing` scenario's platform children (bench/tracing-platform.ts). */
export type TracingPlatformRequest = { type: 'start' } | { type: 'cpu' } | { type: 'stop' };
export type TracingPlatformReply =
  | { type: 'ready'; url: string; headers: Record<string, string> }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; cpu: CpuTime };
