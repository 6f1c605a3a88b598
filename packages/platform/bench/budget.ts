/**
 * The performance budget: one line per target, met, missed with the figure,
 * or not measured by this invocation (another scenario set, or a figure `pnpm bench` does not
 * take: those name the command that does).
 */
import type { Comparison, HopFigures, ScenarioName, TargetRuns } from './figures';

export interface BudgetCheck {
  rule: string;
  measured: string;
  /** null: this invocation did not measure it. */
  met: boolean | null;
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;
const notMeasured = (rule: string, why: string): BudgetCheck => ({ rule, measured: why, met: null });

function runOf(targets: TargetRuns[], scenario: ScenarioName, connections: number) {
  return targets
    .find((t) => t.scenario === scenario && t.kind === 'shopforge')
    ?.runs.find((m) => m.connections === connections);
}

function comparisonOf(comparison: Comparison[], scenario: ScenarioName, connections: number) {
  return comparison.find(
    (c) => c.scenario === scenario && c.kind === 'shopforge' && c.connections === connections,
  );
}

function meChecks(targets: TargetRuns[], comparison: Comparison[], telemetry: string): BudgetCheck[] {
  const share = '(1) GET /dev/v1/me, 50 connections: >= 6 % of bare req/s';
  const p50 = '(1) GET /dev/v1/me, 1 connection: <= 0.35 ms added p50';
  const at50 = comparisonOf(comparison, 'me', 50);
  const at1 = comparisonOf(comparison, 'me', 1);
  const checks = [
    at50
      ? {
          rule: share,
          measured: `${pct(at50.requestsPerSecondRatio)} (${telemetry})`,
          met: at50.requestsPerSecondRatio >= 0.06,
        }
      : notMeasured(share, 'scenario me at 50 connections not run'),
    at1
      ? { rule: p50, measured: `${at1.addedP50Ms.toFixed(3)} ms (${telemetry})`, met: at1.addedP50Ms <= 0.35 }
      : notMeasured(p50, 'scenario me at 1 connection not run'),
  ];
  const proxy = targets
    .find((t) => t.scenario === 'me' && t.kind === 'express-proxy')
    ?.runs.find((m) => m.connections === 50);
  const shopforge = runOf(targets, 'me', 50);
  if (proxy && shopforge) {
    checks.push({
      rule: '(1) GET /dev/v1/me, 50 connections: above the plain Express proxy peer',
      measured: `${shopforge.requestsPerSecondMean.toFixed(0)} vs ${proxy.requestsPerSecondMean.toFixed(0)} req/s`,
      met: shopforge.requestsPerSecondMean > proxy.requestsPerSecondMean,
    });
  }
  checks.push(...tracingChecks(null));
  return checks;
}

/** CPU µs per request of `GET /dev/v1/me` in each measured window, by tracing mode. */
export interface TracingCpu {
  off: readonly number[];
  on: readonly number[];
  otlp: readonly number[];
}

const TRACING_SHARE_RULE = '(1) tracing that exports nothing (as shipped): <= 10 % of a request';
const TRACING_OTLP_RULE = '(1) tracing with an OTLP exporter at full sampling: <= 120 µs per request';

/**
 * From the `tracing` scenario's rounds, paired: in each round every mode ran within seconds of
 * the others, so what tracing adds is judged on the median of each round's difference from
 * tracing off, and the machine's drift between rounds (as large as the effect) falls out. The
 * share is of a request as shipped: the added µs over tracing off's median plus them.
 */
export function tracingChecks(cpu: TracingCpu | null): BudgetCheck[] {
  const rounds = Math.min(cpu?.off.length ?? 0, cpu?.on.length ?? 0, cpu?.otlp.length ?? 0);
  if (!cpu || rounds === 0) {
    return [TRACING_SHARE_RULE, TRACING_OTLP_RULE].map((rule) =>
      notMeasured(rule, 'scenario tracing not run'),
    );
  }
  const paired = (mode: readonly number[]) =>
    median(Array.from({ length: rounds }, (_, i) => (mode[i] ?? 0) - (cpu.off[i] ?? 0)));
  const off = median([...cpu.off]);
  const addedOn = paired(cpu.on);
  const addedOtlp = paired(cpu.otlp);
  const share = addedOn / (off + addedOn);
  const signed = (micros: number) => `${micros >= 0 ? '+' : ''}${micros.toFixed(0)}`;
  const medians = `GET /dev/v1/me, CPU per request: off ${off.toFixed(0)} µs (median), as shipped ${signed(addedOn)}, OTLP ${signed(addedOtlp)} µs (medians of ${rounds} paired rounds)`;
  return [
    { rule: TRACING_SHARE_RULE, measured: `${pct(share)} (${medians})`, met: share <= 0.1 },
    {
      rule: TRACING_OTLP_RULE,
      measured: `${signed(addedOtlp)} µs over tracing off`,
      met: addedOtlp <= 120,
    },
  ];
}

/** The budget with the `tracing` scenario's lines filled in (it runs after the load targets). */
export function withTracingChecks(checks: BudgetCheck[], cpu: TracingCpu): BudgetCheck[] {
  const [share, otlp] = tracingChecks(cpu);
  return checks.map((check) =>
    check.rule === TRACING_SHARE_RULE && share
      ? share
      : check.rule === TRACING_OTLP_RULE && otlp
        ? otlp
        : check,
  );
}

function productChecks(comparison: Comparison[]): BudgetCheck[] {
  return (['products', 'products-pg'] as const).map((scenario) => {
    const where = scenario === 'products' ? 'embedded' : 'PostgreSQL';
    const rule = `(2) GET /dev/v1/products?limit=50 (${where}), 10 connections: >= 10 % of bare req/s serving the same body`;
    const at10 = comparisonOf(comparison, scenario, 10);
    if (!at10) return notMeasured(rule, `scenario ${scenario} at 10 connections not run`);
    return {
      rule,
      measured: `${pct(at10.requestsPerSecondRatio)}, CPU ${at10.serverCpuPerRequestRatio.toFixed(1)}x the bare server's`,
      met: at10.requestsPerSecondRatio >= 0.1,
    };
  });
}

function orderChecks(targets: TargetRuns[]): BudgetCheck[] {
  const at10 = runOf(targets, 'orders', 10);
  const p99 = '(3) POST /reseller/v1/orders on PostgreSQL, 10 buyers: p99 <= 50 ms';
  const rate = '(3) POST /reseller/v1/orders on PostgreSQL, 10 resellers in parallel: >= 300 orders/s';
  const cpu = '(3) POST /reseller/v1/orders on PostgreSQL: <= 3 ms of platform CPU per order';
  const checks = at10
    ? [
        { rule: p99, measured: `${at10.latencyMs.p99.toFixed(1)} ms`, met: at10.latencyMs.p99 <= 50 },
        {
          rule: rate,
          measured: `${at10.requestsPerSecondMean.toFixed(0)} orders/s`,
          met: at10.requestsPerSecondMean >= 300,
        },
        {
          rule: cpu,
          measured: `${(at10.serverCpuMicrosPerRequest / 1000).toFixed(2)} ms`,
          met: at10.serverCpuMicrosPerRequest <= 3000,
        },
      ]
    : [p99, rate, cpu].map((rule) => notMeasured(rule, 'scenario orders at 10 connections not run'));
  const embedded = runOf(targets, 'orders-embedded', 10);
  const embeddedRule = '(3) POST /reseller/v1/orders on the embedded platform, 10 buyers: p99 <= 100 ms';
  checks.push(
    embedded
      ? {
          rule: embeddedRule,
          measured: `${embedded.latencyMs.p99.toFixed(1)} ms (${embedded.requestsPerSecondMean.toFixed(0)} orders/s)`,
          met: embedded.latencyMs.p99 <= 100,
        }
      : notMeasured(embeddedRule, 'scenario orders-embedded at 10 connections not run'),
  );
  return checks;
}

/** The performance targets (docs/performance.md), checked where this invocation measured what they need. */
export function budgetOf(
  targets: TargetRuns[],
  comparison: Comparison[],
  hop: HopFigures | null,
  telemetry: string,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (hop) {
    const added = hop.trpc.cpuMicrosPerCall - hop.plain.cpuMicrosPerCall;
    checks.push({
      rule: 'the tRPC hop: <= 60 µs CPU per call over plain HTTP+JSON between the same ends',
      measured: `+${added.toFixed(1)} µs (${hop.trpc.cpuMicrosPerCall.toFixed(1)} vs ${hop.plain.cpuMicrosPerCall.toFixed(1)})`,
      met: added <= 60,
    });
  }
  return [
    ...checks,
    ...meChecks(targets, comparison, telemetry),
    ...productChecks(comparison),
    ...orderChecks(targets),
    devOrderCheck(null),
    webhookCheck(null),
  ];
}

/** The figures of one `webhooks` run that the budget reads (bench/webhook-protocol.ts). */
export interface WebhookThroughput {
  deliveriesPerSecond: number;
  platformCpuMicrosPerDelivery: number;
}

const WEBHOOK_RULE =
  '(5) webhooks on PostgreSQL: >= 500 signed deliveries per second from event to a loopback receiver, fan-out included';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Judged on the median of the runs (the machine is shared); every run's figure is shown. */
export function webhookCheck(runs: readonly WebhookThroughput[] | null): BudgetCheck {
  if (!runs || runs.length === 0) return notMeasured(WEBHOOK_RULE, 'scenario webhooks not run');
  const rate = median(runs.map((run) => run.deliveriesPerSecond));
  const cpu = median(runs.map((run) => run.platformCpuMicrosPerDelivery));
  const each = runs.map((run) => run.deliveriesPerSecond.toFixed(0)).join(', ');
  return {
    rule: WEBHOOK_RULE,
    measured: `${rate.toFixed(0)} deliveries/s (median of runs: ${each}), ${cpu.toFixed(0)} µs of platform CPU per delivery`,
    met: rate >= 500,
  };
}

/** The budget with the `webhooks` scenario's line filled in (it runs outside the load targets). */
export function withWebhookCheck(checks: BudgetCheck[], runs: readonly WebhookThroughput[]): BudgetCheck[] {
  return checks.map((check) => (check.rule === WEBHOOK_RULE ? webhookCheck(runs) : check));
}

/** One route's reading from the cost machinery (bench/costs/run.ts), as the budget reads it. */
export interface RouteCpu {
  route: string;
  requests: number;
  cpuMicros: number;
}

const DEV_ORDER_RULE =
  '(4) POST /dev/v1/orders, paying it and its fulfilment: <= 5 ms of platform CPU each on PostgreSQL';

/** Met when every one of the routes measured costs at most 5 ms; each route's figure is shown. */
export function devOrderCheck(routes: readonly RouteCpu[] | null): BudgetCheck {
  if (!routes || routes.length === 0) return notMeasured(DEV_ORDER_RULE, 'scenario dev-orders not run');
  const each = routes.map((route) => ({ route: route.route, ms: route.cpuMicros / route.requests / 1000 }));
  return {
    rule: DEV_ORDER_RULE,
    measured: each.map((route) => `${route.route}: ${route.ms.toFixed(1)} ms`).join('; '),
    met: each.every((route) => route.ms <= 5),
  };
}

/** The budget with the `dev-orders` scenario's line filled in (it runs after the load targets). */
export function withDevOrderCheck(checks: BudgetCheck[], routes: readonly RouteCpu[]): BudgetCheck[] {
  return checks.map((check) => (check.rule === DEV_ORDER_RULE ? devOrderCheck(routes) : check));
}
