import type { ServiceDatabases } from '../databases';
import { cents } from '../fixtures';
import type { Figures } from '../report';

/** One reseller's money, read straight from the reseller database. */
export interface LedgerFigures {
  balanceCents: number;
  holdCents: number;
  topupCents: number;
  creditCents: number;
  debitCents: number;
  heldCents: number;
  releasedCents: number;
  entries: number;
  /** Ledger rows after which the balance was negative or the hold above the balance. */
  negativeSteps: number;
  /** Σ(total − refunded_amount) over the reseller's completed orders. */
  ordersChargedCents: number;
  completedOrders: number;
  pendingOrders: number;
  partialOrders: number;
  unitsDelivered: number;
}

export async function ledgerFigures(db: ServiceDatabases, relationshipId: string): Promise<LedgerFigures> {
  const [balance] = await db.query<{ balance: string; hold_balance: string }>(
    'reseller',
    'SELECT balance::text, hold_balance::text FROM reseller_balances WHERE relationship_id = $1',
    [relationshipId],
  );
  const sums = await db.query<{ kind: string; total: string; entries: string }>(
    'reseller',
    `SELECT kind, sum(amount)::text AS total, count(*)::text AS entries
     FROM ledger_entries WHERE relationship_id = $1 GROUP BY kind`,
    [relationshipId],
  );
  const byKind = (kind: string) => cents(sums.find((row) => row.kind === kind)?.total ?? '0');
  const [steps] = await db.query<{ bad: string }>(
    'reseller',
    `SELECT count(*)::text AS bad FROM ledger_entries
     WHERE relationship_id = $1 AND (balance_after < 0 OR hold_after < 0 OR hold_after > balance_after OR amount <= 0)`,
    [relationshipId],
  );
  const [orders] = await db.query<{
    completed: string;
    pending: string;
    partial: string;
    charged: string | null;
  }>(
    'reseller',
    `SELECT count(*) FILTER (WHERE status = 'COMPLETED')::text AS completed,
            count(*) FILTER (WHERE status <> 'COMPLETED')::text AS pending,
            count(*) FILTER (WHERE partially_delivered)::text AS partial,
            sum(total - refunded_amount) FILTER (WHERE status = 'COMPLETED')::text AS charged
     FROM reseller_orders WHERE relationship_id = $1`,
    [relationshipId],
  );
  const [units] = await db.query<{ units: string | null }>(
    'reseller',
    `SELECT sum(jsonb_array_length(l.serials))::text AS units
     FROM reseller_order_lines l JOIN reseller_orders o ON o.id = l.order_id
     WHERE o.relationship_id = $1`,
    [relationshipId],
  );
  return {
    balanceCents: cents(balance?.balance ?? '0'),
    holdCents: cents(balance?.hold_balance ?? '0'),
    topupCents: byKind('TOPUP'),
    creditCents: byKind('CREDIT'),
    debitCents: byKind('DEBIT'),
    heldCents: byKind('HOLD'),
    releasedCents: byKind('RELEASE'),
    entries: sums.reduce((n, row) => n + Number(row.entries), 0),
    negativeSteps: Number(steps?.bad ?? 0),
    ordersChargedCents: cents(orders?.charged ?? '0'),
    completedOrders: Number(orders?.completed ?? 0),
    pendingOrders: Number(orders?.pending ?? 0),
    partialOrders: Number(orders?.partial ?? 0),
    unitsDelivered: Number(units?.units ?? 0),
  };
}

/** Where one product's codes went: delivered on reseller order lines, claimed in the catalog. */
export interface SerialFigures {
  delivered: number;
  duplicates: number;
  /** Delivered codes that are not among those stocked. */
  foreign: number;
  claimed: number;
}

export async function serialFigures(
  db: ServiceDatabases,
  productId: string,
  stocked: readonly string[],
): Promise<SerialFigures> {
  const lines = await db.query<{ code: string }>(
    'reseller',
    `SELECT jsonb_array_elements_text(serials) AS code FROM reseller_order_lines WHERE product_id = $1`,
    [productId],
  );
  const delivered = lines.map((row) => row.code);
  const known = new Set(stocked);
  const [claimed] = await db.query<{ n: string }>(
    'catalog',
    `SELECT count(*)::text AS n FROM serials WHERE product_id = $1 AND status = 'CLAIMED'`,
    [productId],
  );
  return {
    delivered: delivered.length,
    duplicates: delivered.length - new Set(delivered).size,
    foreign: delivered.filter((code) => !known.has(code)).length,
    claimed: Number(claimed?.n ?? 0),
  };
}

/**
 * The reseller's money and codes once the load is over: no order mid-saga, no hold left, no
 * ledger row overdrawn, balance = top-ups + credits − debits, debits = what the completed orders
 * charged = delivered units × price, no code delivered twice, codes claimed = codes delivered.
 */
export function checkLedgerAndCodes(
  figures: Figures,
  ledger: LedgerFigures,
  codes: SerialFigures,
  unitCents: number,
): void {
  figures.check(ledger.pendingOrders === 0, `${ledger.pendingOrders} reseller orders left mid-saga`);
  figures.check(ledger.holdCents === 0, `hold left on the balance: ${ledger.holdCents} cents`);
  figures.check(ledger.negativeSteps === 0, `${ledger.negativeSteps} ledger rows overdrawn`);
  figures.check(
    ledger.balanceCents === ledger.topupCents + ledger.creditCents - ledger.debitCents,
    'balance ≠ top-ups + credits − debits',
  );
  figures.check(ledger.debitCents === ledger.ordersChargedCents, 'debits ≠ Σ(order total − refunded)');
  figures.check(ledger.debitCents === ledger.unitsDelivered * unitCents, 'debits ≠ delivered units × price');
  figures.check(codes.duplicates === 0, `${codes.duplicates} codes delivered twice`);
  figures.check(
    codes.claimed === codes.delivered,
    `catalog claimed ${codes.claimed}, orders hold ${codes.delivered}`,
  );
}
