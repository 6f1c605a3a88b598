import type { AppError } from '@shopforge/errors';
import { postRaw } from '@shopforge/outbound';
import { emitLineDeliveryEvent, emitOrderEvent } from '../db/order-events';
import { loadInvoice, lockInvoice } from '../db/invoices';
import { type LineDelivery, updateInvoice, updateLines } from '../db/invoice-updates';
import { type TimelineRecord, timelineRecord } from '../db/timeline';
import { billingTransaction } from '../db/transaction';
import type { BillingDeps } from '../deps';
import type { LineRow, StoredInvoice } from '../domain/rows';
import { queueInvoiceMail } from './mail/queue';
import { type Actor, afterStatusChange, SYSTEM } from './status-change';

/** What delivering one line came to. `retry` leaves it pending for the sweeper (a peer was down). */
type LineOutcome =
  | { kind: 'delivered'; keys: string[]; text: string | null }
  | { kind: 'failed'; error: string }
  | { kind: 'retry' };

type DeliveryInvoice = { id: string; uniqid: string; shopId: string; customerEmail: string };

/** Backoff before the sweeper retries a fulfilment that met a transient failure. */
export const FULFILMENT_RETRY_MS = 30_000;

/** A catalog refusal that waiting will not fix fails the line; anything else is retried. */
function settledByCatalog(error: unknown): LineOutcome {
  const appError = error as AppError;
  const final = ['CONFLICT', 'BAD_REQUEST', 'PRODUCT_NOT_FOUND', 'VALIDATION_ERROR'].includes(appError.code);
  return final ? { kind: 'failed', error: appError.message } : { kind: 'retry' };
}

async function deliverLine(deps: BillingDeps, invoice: DeliveryInvoice, line: LineRow): Promise<LineOutcome> {
  // The line id is the catalog reference: a retried or concurrent take or claim gets the same
  // units or codes, so a line is never delivered twice.
  const reference = {
    shop_id: invoice.shopId,
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: line.quantity,
    reference: line.id,
  };
  if (line.productType === 'SERIALS') {
    try {
      const claimed = await deps.catalog.claimSerials(reference);
      return { kind: 'delivered', keys: claimed.serials.map((serial) => serial.code), text: null };
    } catch (error) {
      return settledByCatalog(error);
    }
  }
  try {
    await deps.catalog.takeStock(reference);
  } catch (error) {
    return settledByCatalog(error);
  }
  if (line.productType === 'DYNAMIC') return deliverDynamic(deps, invoice, line);
  if (line.productType === 'SERVICE') return { kind: 'delivered', keys: [], text: line.serviceText };
  return { kind: 'delivered', keys: [], text: null };
}

/**
 * A DYNAMIC line asks the product's endpoint for its content (the answer's body is what the
 * buyer receives), through the one guarded way to call merchant URLs.
 */
async function deliverDynamic(
  deps: BillingDeps,
  invoice: { uniqid: string; customerEmail: string },
  line: LineRow,
): Promise<LineOutcome> {
  if (!line.dynamicWebhook)
    return { kind: 'failed', error: 'The product has no dynamic_webhook to deliver from.' };
  const result = await postRaw({
    url: line.dynamicWebhook,
    body: JSON.stringify({
      invoice_uniqid: invoice.uniqid,
      line_item_id: line.id,
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      customer_email: invoice.customerEmail,
    }),
    headers: { 'content-type': 'application/json', 'user-agent': 'Shopforge-Dynamic-Delivery/1.0' },
    timeoutMs: deps.settings.dynamicTimeoutMs,
    policy: { allowLoopback: deps.settings.allowLoopback },
  });
  if (result.ok) return { kind: 'delivered', keys: [], text: result.responseBody.trim() || null };
  const why = result.error ?? `The endpoint answered ${result.status}.`;
  return { kind: 'failed', error: why.slice(0, 500) };
}

/**
 * Delivers every line of a paid invoice that is not delivered yet, then records the results
 * under the invoice's row lock: concurrent fulfilments (two provider webhooks, the sweeper) end
 * with each line delivered once and `order:paid` emitted once. Serial claims happen outside
 * the transaction (they are calls to the catalog) and are idempotent per line, so a retry after
 * a crash receives the same codes. Returns the invoice as it left it, or null when it was not
 * (or no longer) PROCESSING and nothing was done.
 */
export async function fulfil(
  deps: BillingDeps,
  invoiceId: string,
  actor: Actor = SYSTEM,
  /** The invoice as a transaction that just committed left it (paying it), instead of a fresh read. */
  read?: StoredInvoice,
): Promise<StoredInvoice | null> {
  const current = read ?? (await loadInvoice(deps.sql, invoiceId));
  if (current.status !== 'PROCESSING') return null;
  const outcomes = new Map<string, LineOutcome>();
  for (const line of current.lines) {
    if (line.deliveryStatus === 'DELIVERED') continue;
    outcomes.set(line.id, await deliverLine(deps, current, line));
  }
  const now = deps.clock.now();
  return billingTransaction(deps, async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.status !== 'PROCESSING') return null;
    const deliveries: LineDelivery[] = [];
    const entries: TimelineRecord[] = [];
    // Each line's status once this transaction commits: the locked row's, or what it is set to.
    const settled = new Map(invoice.lines.map((line) => [line.id, line.deliveryStatus]));
    for (const line of invoice.lines) {
      const outcome = outcomes.get(line.id);
      if (!outcome || outcome.kind === 'retry' || line.deliveryStatus === 'DELIVERED') continue;
      if (
        outcome.kind === 'failed' &&
        line.deliveryStatus === 'FAILED' &&
        line.deliveryError === outcome.error
      )
        continue;
      deliveries.push(
        outcome.kind === 'delivered'
          ? {
              id: line.id,
              deliveryStatus: 'DELIVERED',
              deliveredAt: now,
              licenseKeys: outcome.keys,
              deliveredText: outcome.text,
              deliveryError: null,
            }
          : { id: line.id, deliveryStatus: 'FAILED', deliveryError: outcome.error },
      );
      settled.set(line.id, outcome.kind === 'delivered' ? 'DELIVERED' : 'FAILED');
      entries.push(
        timelineRecord(invoice, 'line_delivered', now, {
          actor,
          line_item_id: line.id,
          product_title: line.productTitle,
          outcome: outcome.kind,
          note: outcome.kind === 'failed' ? outcome.error : null,
        }),
      );
    }
    await updateLines(tx, deliveries);
    const statuses = [...settled.values()];
    const pending = statuses.includes('PENDING');
    const allDelivered = statuses.every((status) => status === 'DELIVERED');
    // `order:paid` once no line waits any more: it then carries every delivered key.
    const announcePaid = !pending && invoice.paidEventAt === null;
    if (allDelivered) {
      entries.push(
        timelineRecord(invoice, 'status_changed', now, {
          actor,
          status: 'COMPLETED',
          previous_status: 'PROCESSING',
        }),
      );
    }
    // The receipt goes out with the news that the order is paid, or not at all.
    if (announcePaid) {
      const queued = await queueInvoiceMail(deps, tx, invoice, 'receipt', now);
      if (queued) entries.push(queued);
    }
    // The invoice's new state and the timeline rows recording it in one statement.
    const after = await updateInvoice(
      tx,
      invoiceId,
      {
        ...(allDelivered
          ? { status: 'COMPLETED', fulfilmentDueAt: null }
          : { fulfilmentDueAt: pending ? new Date(now.getTime() + FULFILMENT_RETRY_MS) : null }),
        ...(announcePaid ? { paidEventAt: now } : {}),
        updatedAt: now,
      },
      entries,
    );
    if (allDelivered) await afterStatusChange(tx, invoice, 'PROCESSING', 'COMPLETED', now);
    for (const { id } of deliveries) {
      const line = after.lines.find((candidate) => candidate.id === id);
      if (line?.productType === 'DYNAMIC') await emitLineDeliveryEvent(tx, after, id, now);
    }
    if (announcePaid) await emitOrderEvent(tx, 'order:paid', after, now);
    // A later delivery (a retried line) is news to subscribers; `order:paid` stays as it was sent.
    else if (invoice.paidEventAt !== null && deliveries.length > 0)
      await emitOrderEvent(tx, 'order:updated', after, now);
    return after;
  });
}
