import { cents, resellerSetup } from '../fixtures';
import { call, envelopeProblem } from '../http';
import { bootLoadPlatform } from '../platform';
import { Figures } from '../report';
import type { LoadSize } from '../size';
import { type LedgerFigures, ledgerFigures, serialFigures } from './invariants';

interface OrderAnswer {
  data: { order: { uniqid: string; items: Array<{ delivered: boolean; serials: string[] }> } };
}

/** Each key's bucket holds a burst of 30: keep every key under it, so none answers 429. */
const ORDERS_PER_KEY = 20;

/**
 * Reseller orders: many concurrent one-unit orders against one reseller whose balance pays for
 * fewer units than are ordered, on a product with fewer codes than either → no overdraft, the
 * ledger sums exactly to the balance, no code delivered twice, every code accounted for.
 */
export async function runResellerOrders(size: LoadSize): Promise<Figures> {
  const { orders, balanceUnits, serials } = size.resellerOrders;
  const figures = new Figures('reseller orders: concurrent orders vs. balance and stock', size.name);
  const p = await bootLoadPlatform();
  try {
    const setup = await resellerSetup(p, {
      serials,
      topup: '0',
      keyCount: Math.ceil(orders / ORDERS_PER_KEY),
      prefix: 'RO',
    });
    const unitCents = cents(setup.unitPrice);
    const topupCents = unitCents * balanceUnits;
    await p.reseller.operator.topup.mutate({
      relationship_id: setup.relationshipId,
      amount: (topupCents / 100).toFixed(2),
    });
    figures.set(
      'setup',
      `${orders} one-unit orders at ${setup.unitPrice}, balance ${(topupCents / 100).toFixed(2)} (${balanceUnits} units), ${serials} codes, ${setup.keys.length} keys`,
    );

    const statuses = new Map<string, number>();
    const answeredSerials: string[] = [];
    const started = performance.now();
    // All at once: every request is sent before the first answer is awaited.
    await Promise.all(
      Array.from({ length: orders }, async (_, i) => {
        figures.requests++;
        try {
          const res = await call(p.gatewayUrl, 'POST', '/reseller/v1/orders', {
            token: setup.keys[i % setup.keys.length],
            headers: { 'idempotency-key': `ro-${i}` },
            body: { items: [{ product_id: setup.productId, quantity: 1 }] },
          });
          const error = (res.body as { error?: { code?: string; subcode?: string } })?.error;
          const label =
            res.status >= 400
              ? `${res.status} ${error?.code}${error?.subcode ? `/${error.subcode}` : ''}`
              : String(res.status);
          statuses.set(label, (statuses.get(label) ?? 0) + 1);
          if (res.status === 201) {
            const order = (res.body as OrderAnswer).data.order;
            const codes = order.items.flatMap((line) => line.serials);
            if (codes.length > 0) figures.successes++;
            answeredSerials.push(...codes);
          } else if (res.status >= 500) {
            figures.violation(`order ${i}: ${res.status} ${res.text.slice(0, 200)}`);
          } else {
            const problem = envelopeProblem(res);
            if (problem) figures.violation(`order ${i}: ${res.status} not in the envelope (${problem})`);
          }
        } catch (error) {
          figures.violation(`order ${i}: no answer (${(error as Error).message})`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    figures.set(
      'wall time of the burst',
      `${seconds.toFixed(1)} s (${Math.round(orders / seconds)} orders/s)`,
    );
    figures.set('answers', [...statuses.entries()].map(([k, v]) => `${k} ×${v}`).join(', '));

    const ledger: LedgerFigures = await ledgerFigures(p.databases, setup.relationshipId);
    const codes = await serialFigures(p.databases, setup.productId, setup.serials);
    const expectedSold = Math.min(serials, balanceUnits);

    figures.check(ledger.pendingOrders === 0, `${ledger.pendingOrders} orders still PENDING`);
    figures.check(ledger.balanceCents >= 0, `overdraft: balance ${ledger.balanceCents / 100}`);
    figures.check(
      ledger.negativeSteps === 0,
      `${ledger.negativeSteps} ledger rows with a negative balance or a hold above it`,
    );
    figures.check(ledger.holdCents === 0, `hold left on the balance: ${ledger.holdCents / 100}`);
    figures.check(
      ledger.balanceCents === ledger.topupCents + ledger.creditCents - ledger.debitCents,
      `balance ${ledger.balanceCents} ≠ top-ups ${ledger.topupCents} + credits ${ledger.creditCents} − debits ${ledger.debitCents} (cents)`,
    );
    figures.check(
      ledger.holdCents === ledger.heldCents - ledger.releasedCents,
      `hold ${ledger.holdCents} ≠ holds ${ledger.heldCents} − releases ${ledger.releasedCents} (cents)`,
    );
    figures.check(
      ledger.debitCents === ledger.ordersChargedCents,
      `debits ${ledger.debitCents} ≠ Σ(order total − refunded) ${ledger.ordersChargedCents} (cents)`,
    );
    figures.check(ledger.topupCents === topupCents, `top-ups ${ledger.topupCents} ≠ ${topupCents} (cents)`);
    figures.check(
      ledger.debitCents === ledger.unitsDelivered * unitCents,
      `debits ${ledger.debitCents} ≠ ${ledger.unitsDelivered} delivered units × ${unitCents} (cents)`,
    );
    figures.check(codes.duplicates === 0, `${codes.duplicates} codes delivered twice`);
    figures.check(codes.foreign === 0, `${codes.foreign} delivered codes that were never stocked`);
    figures.check(
      codes.claimed === codes.delivered,
      `catalog claimed ${codes.claimed} codes, reseller orders hold ${codes.delivered}`,
    );
    figures.check(
      new Set(answeredSerials).size === answeredSerials.length,
      `${answeredSerials.length - new Set(answeredSerials).size} codes answered twice`,
    );
    figures.check(
      answeredSerials.length === codes.delivered,
      `answers carried ${answeredSerials.length} codes, orders hold ${codes.delivered}`,
    );
    figures.check(
      codes.delivered === expectedSold,
      `${codes.delivered} codes sold; expected every one the balance and stock allow (${expectedSold})`,
    );
    figures.set(
      'ledger',
      `top-ups ${ledger.topupCents / 100}, debits ${ledger.debitCents / 100}, holds ${ledger.heldCents / 100} = releases ${ledger.releasedCents / 100}, balance ${ledger.balanceCents / 100}, hold ${ledger.holdCents / 100}, ${ledger.entries} entries`,
    );
    figures.set(
      'codes',
      `${codes.delivered} delivered (${expectedSold} possible), ${codes.duplicates} duplicates, ${codes.claimed} claimed in the catalog, ${serials - codes.claimed} left`,
    );
    figures.set(
      'orders',
      `${ledger.completedOrders} completed (${ledger.partialOrders} undelivered and refunded)`,
    );
    return figures;
  } finally {
    await p.close();
  }
}
