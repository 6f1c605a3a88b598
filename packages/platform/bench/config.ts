/** What one `pnpm bench` invocation measures; every knob comes from the environment. */
export interface BenchConfig {
  /** Seconds of measurement per target and connection count. */
  durationSeconds: number;
  /** Seconds of load per target before its first measurement, thrown away. */
  warmupSeconds: number;
  connections: number[];
  /** Pin the servers to CPU 0 and the load generator to CPU 1 with `taskset`. */
  pin: boolean;
  /** Start OpenTelemetry in the platform process, as `npm start` does. */
  telemetry: boolean;
  /** With telemetry: export every span over OTLP/HTTP to a loopback sink (full sampling). */
  otlp: boolean;
  /**
   * Which of (a) me, (b) products (embedded; `products-pg` on PostgreSQL), (c) orders (on
   * PostgreSQL; `orders-embedded` on the embedded platform), and
   * `webhooks` (signed deliveries per second, bench/webhook-scenario.ts), `dev-orders` (CPU
   * per developer order created, paid and fulfilled: bench/costs/run.ts) and `tracing` (what
   * tracing costs /me, off / as shipped / OTLP: bench/tracing-scenario.ts) to measure.
   */
  scenarios: Array<
    'me' | 'products' | 'products-pg' | 'orders' | 'orders-embedded' | 'webhooks' | 'dev-orders' | 'tracing'
  >;
}

const SCENARIOS = [
  'me',
  'products',
  'products-pg',
  'orders',
  'orders-embedded',
  'webhooks',
  'dev-orders',
  'tracing',
] as const;

function scenarioList(raw: string | undefined): BenchConfig['scenarios'] {
  const text = raw === undefined || raw.trim() === '' ? SCENARIOS.join(',') : raw;
  const list = text.split(',').map((part) => part.trim());
  const known = (name: string): name is (typeof SCENARIOS)[number] =>
    (SCENARIOS as readonly string[]).includes(name);
  if (list.length === 0 || !list.every(known)) {
    throw new Error(
      `BENCH_SCENARIOS must be a comma-separated subset of ${SCENARIOS.join(',')}, got "${text}"`,
    );
  }
  return SCENARIOS.filter((name) => list.includes(name));
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function connectionList(raw: string | undefined): number[] {
  const text = raw === undefined || raw.trim() === '' ? '1,10,50' : raw;
  const list = text.split(',').map((part) => Number(part.trim()));
  if (list.some((n) => !Number.isInteger(n) || n < 1 || n > 1000)) {
    throw new Error(`BENCH_CONNECTIONS must be a comma-separated list of integers 1-1000, got "${text}"`);
  }
  return list;
}

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(raw.trim().toLowerCase());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', env.BENCH_DURATION, 10),
    warmupSeconds: positiveNumber('BENCH_WARMUP', env.BENCH_WARMUP, 2),
    connections: connectionList(env.BENCH_CONNECTIONS),
    pin: flag(env.BENCH_PIN, true),
    telemetry: flag(env.BENCH_TELEMETRY, true),
    otlp: flag(env.BENCH_OTLP, false),
    scenarios: scenarioList(env.BENCH_SCENARIOS),
  };
}
