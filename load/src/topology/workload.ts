import { call, errorCodeOf } from '../http';
import type { TopologyPlatform } from './topology-platform';

export type Op = 'dev-order' | 'product' | 'reseller-order' | 'me';
const OPS: readonly Op[] = ['dev-order', 'product', 'reseller-order', 'me'];

export interface Outcome {
  op: Op;
  status: number | 'no answer';
  ms: number;
  /** The error code of a 4xx/5xx, or why the answer is not the error envelope. */
  code?: string;
  /** The Idempotency-Key an order was sent with, to send it again after a failure. */
  key?: string;
  /** What the write created: the product's or the order's id. */
  id?: string;
  /** A developer order whose payment through the test provider was acknowledged (COMPLETED). */
  paid?: boolean;
  at: number;
}

/** A request that takes longer than this counts as hung. */
export const ANSWER_WITHIN_MS = 15_000;

export interface WorkloadTarget {
  p: TopologyPlatform;
  merchantKey: string;
  /** A SERVICE product of the merchant that Developer API orders buy. */
  devProductId: string;
  resellerKeys: string[];
  resellerProductId: string;
}

/**
 * The steady mixed load: Developer API orders paid through the test provider, product creations
 * (each a `product:created` webhook), reseller orders and `GET /me`, in turn.
 */
export class Workload {
  readonly outcomes: Outcome[] = [];
  private next = 0;
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(private readonly target: WorkloadTarget) {}

  start(concurrency: number): void {
    this.running = true;
    this.workers = Array.from({ length: concurrency }, async () => {
      while (this.running) this.outcomes.push(await this.one(this.next++));
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Sends an order again with the key it failed with, as a client does after a 5xx. */
  async retry(outcome: Outcome): Promise<Outcome> {
    return outcome.op === 'dev-order'
      ? this.devOrder(outcome.key as string, performance.now())
      : this.resellerOrder(outcome.key as string, performance.now());
  }

  private async one(n: number): Promise<Outcome> {
    const op = OPS[n % OPS.length] as Op;
    const started = performance.now();
    if (op === 'dev-order') return this.devOrder(`dev-${n}`, started);
    if (op === 'reseller-order') return this.resellerOrder(`reseller-${n}`, started);
    const { p, merchantKey } = this.target;
    try {
      const res =
        op === 'product'
          ? await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
              token: merchantKey,
              body: { title: `Topology ${n}`, price: 1, type: 'SERVICE' },
              timeoutMs: ANSWER_WITHIN_MS,
            })
          : await call(p.gatewayUrl, 'GET', '/dev/v1/me', {
              token: merchantKey,
              timeoutMs: ANSWER_WITHIN_MS,
            });
      return this.outcome(op, res, started, undefined);
    } catch {
      return { op, status: 'no answer', ms: performance.now() - started, at: Date.now() };
    }
  }

  private async devOrder(key: string, started: number): Promise<Outcome> {
    const { p, merchantKey, devProductId } = this.target;
    let outcome: Outcome;
    try {
      const res = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token: merchantKey,
        headers: { 'idempotency-key': key },
        body: { customer_email: 'buyer@example.com', items: [{ product_id: devProductId, quantity: 1 }] },
        timeoutMs: ANSWER_WITHIN_MS,
      });
      outcome = this.outcome('dev-order', res, started, key);
    } catch {
      return { op: 'dev-order', status: 'no answer', ms: performance.now() - started, key, at: Date.now() };
    }
    if (outcome.status === 201 && outcome.id) {
      const uniqid = outcome.id;
      // The buyer pays at the hosted checkout through the test provider; acknowledged as paid
      // when the answer says the invoice is COMPLETED.
      outcome.paid = await p.billing.operator.payInvoice.mutate({ invoice_uniqid: uniqid }).then(
        (invoice) => invoice.status === 'COMPLETED',
        () => false,
      );
    }
    return outcome;
  }

  private async resellerOrder(key: string, started: number): Promise<Outcome> {
    const { p, resellerKeys, resellerProductId } = this.target;
    const n = Number(key.split('-')[1] ?? 0);
    try {
      const res = await call(p.gatewayUrl, 'POST', '/reseller/v1/orders', {
        token: resellerKeys[n % resellerKeys.length],
        headers: { 'idempotency-key': key },
        body: { items: [{ product_id: resellerProductId, quantity: 1 }] },
        timeoutMs: ANSWER_WITHIN_MS,
      });
      return this.outcome('reseller-order', res, started, key);
    } catch {
      return {
        op: 'reseller-order',
        status: 'no answer',
        ms: performance.now() - started,
        key,
        at: Date.now(),
      };
    }
  }

  private outcome(
    op: Op,
    res: Awaited<ReturnType<typeof call>>,
    started: number,
    key: string | undefined,
  ): Outcome {
    const outcome: Outcome = { op, status: res.status, ms: performance.now() - started, at: Date.now() };
    if (key !== undefined) outcome.key = key;
    if (res.status === 201) {
      const data = (res.body as { data?: { id?: string; uniqid?: string; order?: { id: string } } }).data;
      // A developer order is paid and checked by its invoice uniqid, a reseller order by its
      // order's id (the answer is `{order}`), a product by its id.
      const id = op === 'dev-order' ? data?.uniqid : op === 'reseller-order' ? data?.order?.id : data?.id;
      if (id !== undefined) outcome.id = id;
    }
    if (res.status >= 400) outcome.code = errorCodeOf(res);
    return outcome;
  }
}

/** Percentile `q` (0–1) of the answer times, in ms. */
export function percentile(outcomes: readonly Outcome[], q: number): number {
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  if (times.length === 0) return 0;
  return Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] as number);
}

/** `201 ×40, 503 SERVICE_UNAVAILABLE ×2, …` */
export function describeOutcomes(outcomes: readonly Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const label = `${o.op} ${o.status}${o.code ? ` ${o.code}` : ''}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => `${label} ×${n}`)
    .join(', ');
}
