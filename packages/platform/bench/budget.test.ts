import { describe, expect, it } from 'vitest';
import { budgetOf, withDevOrderCheck, withTracingChecks, withWebhookCheck } from './budget';
import type { Comparison, TargetRuns } from './figures';
import type { Measurement } from './run-load';

const run = (connections: number, figures: Partial<Measurement>): Measurement =>
  ({
    connections,
    requestsPerSecondMean: 0,
    latencyMs: { p50: 0, p99: 0 },
    serverCpuMicrosPerRequest: 0,
    ...figures,
  }) as Measurement;

const orders = (figures: Partial<Measurement>): TargetRuns[] => [
  { scenario: 'orders', kind: 'shopforge', runs: [run(10, figures)] },
];

const lineOf = (checks: ReturnType<typeof budgetOf>, start: string) =>
  checks.find((check) => check.rule.startsWith(start));

describe('pnpm bench budget lines', () => {
  it('prints a line for every target of the issue, measured or not', () => {
    const checks = budgetOf([], [], null, 'tracing on, no exporter');
    for (const target of ['(1)', '(2)', '(3)', '(4)', '(5)']) {
      expect(checks.some((check) => check.rule.startsWith(target))).toBe(true);
    }
    expect(checks.every((check) => check.met === null)).toBe(true);
  });

  it('judges reseller orders by p99, orders per second and platform CPU per order at 10 buyers', () => {
    const fast = budgetOf(
      orders({
        latencyMs: { p50: 20, p99: 45 } as Measurement['latencyMs'],
        requestsPerSecondMean: 320,
        serverCpuMicrosPerRequest: 2900,
      }),
      [],
      null,
      'tracing off',
    );
    expect(lineOf(fast, '(3) POST /reseller/v1/orders on PostgreSQL, 10 buyers')?.met).toBe(true);
    expect(lineOf(fast, '(3) POST /reseller/v1/orders on PostgreSQL, 10 resellers')?.met).toBe(true);
    expect(lineOf(fast, '(3) POST /reseller/v1/orders on PostgreSQL: <= 3 ms')).toMatchObject({
      met: true,
      measured: '2.90 ms',
    });
    const slow = budgetOf(
      orders({
        latencyMs: { p50: 70, p99: 130 } as Measurement['latencyMs'],
        requestsPerSecondMean: 130,
        serverCpuMicrosPerRequest: 4600,
      }),
      [],
      null,
      'tracing off',
    );
    expect(slow.filter((check) => check.rule.startsWith('(3)') && check.met === false)).toHaveLength(3);
  });

  it('judges reseller orders on the embedded platform by their p99 at 10 buyers', () => {
    const rule = '(3) POST /reseller/v1/orders on the embedded platform';
    expect(lineOf(budgetOf([], [], null, 'tracing off'), rule)).toMatchObject({
      met: null,
      measured: 'scenario orders-embedded at 10 connections not run',
    });
    const embedded = (p99: number): TargetRuns[] => [
      {
        scenario: 'orders-embedded',
        kind: 'shopforge',
        runs: [
          run(10, { latencyMs: { p50: 40, p99 } as Measurement['latencyMs'], requestsPerSecondMean: 90 }),
        ],
      },
    ];
    expect(lineOf(budgetOf(embedded(100), [], null, 'tracing off'), rule)).toMatchObject({
      met: true,
      measured: '100.0 ms (90 orders/s)',
    });
    expect(lineOf(budgetOf(embedded(100.1), [], null, 'tracing off'), rule)?.met).toBe(false);
  });

  it('judges a products page against the bare server serving the same body, embedded and on PostgreSQL', () => {
    const comparison = (scenario: 'products' | 'products-pg', ratio: number): Comparison => ({
      scenario,
      kind: 'shopforge',
      connections: 10,
      requestsPerSecondRatio: ratio,
      addedP50Ms: 0,
      addedP99Ms: 0,
      serverCpuPerRequestRatio: 1 / ratio,
    });
    const checks = budgetOf(
      [],
      [comparison('products', 0.02), comparison('products-pg', 0.12)],
      null,
      'tracing off',
    );
    expect(lineOf(checks, '(2) GET /dev/v1/products?limit=50 (embedded)')?.met).toBe(false);
    expect(lineOf(checks, '(2) GET /dev/v1/products?limit=50 (PostgreSQL)')?.met).toBe(true);
  });

  it('judges webhooks by the median of the runs’ deliveries per second, showing every run', () => {
    const unmeasured = budgetOf([], [], null, 'tracing off');
    expect(lineOf(unmeasured, '(5)')).toMatchObject({ met: null, measured: 'scenario webhooks not run' });
    const run = (deliveriesPerSecond: number) => ({ deliveriesPerSecond, platformCpuMicrosPerDelivery: 700 });
    const met = withWebhookCheck(unmeasured, [run(480), run(560), run(620)]);
    expect(lineOf(met, '(5)')).toMatchObject({
      met: true,
      measured: '560 deliveries/s (median of runs: 480, 560, 620), 700 µs of platform CPU per delivery',
    });
    expect(lineOf(withWebhookCheck(unmeasured, [run(450), run(520)]), '(5)')?.met).toBe(false);
    expect(withWebhookCheck(unmeasured, [run(600)])).toHaveLength(unmeasured.length);
  });

  it('judges developer orders route by route: met only when each costs at most 5 ms of CPU', () => {
    const unmeasured = budgetOf([], [], null, 'tracing off');
    expect(lineOf(unmeasured, '(4)')).toMatchObject({ met: null, measured: 'scenario dev-orders not run' });
    const route = (name: string, msEach: number) => ({
      route: name,
      requests: 20,
      cpuMicros: msEach * 20_000,
    });
    const missed = withDevOrderCheck(unmeasured, [route('create', 4.2), route('pay', 36.4)]);
    expect(lineOf(missed, '(4)')).toMatchObject({ met: false, measured: 'create: 4.2 ms; pay: 36.4 ms' });
    expect(lineOf(withDevOrderCheck(unmeasured, [route('create', 5), route('pay', 4.9)]), '(4)')?.met).toBe(
      true,
    );
  });

  it('judges tracing by the medians of the modes: its share as shipped, and the µs an exporter adds', () => {
    const unmeasured = budgetOf([], [], null, 'tracing on, no exporter');
    const share = '(1) tracing that exports nothing';
    const otlp = '(1) tracing with an OTLP exporter';
    expect(lineOf(unmeasured, share)).toMatchObject({ met: null, measured: 'scenario tracing not run' });
    expect(lineOf(unmeasured, otlp)).toMatchObject({ met: null, measured: 'scenario tracing not run' });
    // Paired by round: as shipped +40 (median of 40, 8610, -470: 9.09 % of 400 + 40), OTLP +120.
    const within = withTracingChecks(unmeasured, {
      off: [400, 390, 900],
      on: [440, 9000, 430],
      otlp: [520, 510, 600],
    });
    expect(lineOf(within, share)).toMatchObject({ met: true });
    expect(lineOf(within, share)?.measured).toMatch(
      /^9\.09 % \(.*off 400 µs \(median\), as shipped \+40, OTLP \+120 µs \(medians of 3 paired rounds\)\)$/,
    );
    expect(lineOf(within, otlp)).toMatchObject({ met: true, measured: '+120 µs over tracing off' });
    const over = withTracingChecks(unmeasured, { off: [400], on: [450], otlp: [521] });
    expect(lineOf(over, share)?.met).toBe(false);
    expect(lineOf(over, otlp)?.met).toBe(false);
  });

  it('judges tracing on rounds paired in time, so drift between rounds does not count as tracing', () => {
    const unmeasured = budgetOf([], [], null, 'tracing on, no exporter');
    // The machine slowed down between rounds; within each round tracing added 30 (one outlier).
    // Medians by mode would read off 600, as shipped 830: 27.7 %.
    const drifting = withTracingChecks(unmeasured, {
      off: [400, 800, 600],
      on: [430, 830, 900],
      otlp: [500, 900, 700],
    });
    const line = lineOf(drifting, '(1) tracing that exports nothing');
    expect(line?.met).toBe(true);
    expect(line?.measured).toMatch(/^4\.76 % /);
    expect(lineOf(drifting, '(1) tracing with an OTLP exporter')?.measured).toBe('+100 µs over tracing off');
  });
});
