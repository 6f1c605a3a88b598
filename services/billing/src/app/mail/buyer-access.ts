import type { BuyerAccessSummary, BuyerAccessView, InvoiceStatus } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { loadInvoice, lockInvoice } from '../../db/invoices';
import { recordTimelineEntries, type TimelineRecord, timelineRecord } from '../../db/timeline';
import { billingTransaction } from '../../db/transaction';
import type { BillingDeps } from '../../deps';
import { deliveriesOf } from '../../domain/deliveries';
import type { StoredInvoice } from '../../domain/rows';
import { checkAccessLink } from '../../domain/mail/access-link';

const CHANNEL = 'access_link';
/** Statuses whose goods were delivered and stay the buyer's (a refund or a lost dispute ends that). */
const OPEN_STATUSES: ReadonlySet<InvoiceStatus> = new Set([
  'PROCESSING',
  'COMPLETED',
  'PARTIAL_REFUND',
  'DISPUTED',
]);

const invalid = () => new AppError('ACCESS_LINK_INVALID', 'This link does not open anything.');

function validLink(deps: BillingDeps, token: string) {
  const checked = checkAccessLink(deps.settings.accessLinkKey, token, deps.clock.now());
  if (checked.ok) return checked;
  throw checked.reason === 'expired'
    ? new AppError('ACCESS_LINK_EXPIRED', 'This link has expired. Ask the shop for a new one.')
    : invalid();
}

/** A missing invoice is an invalid link; any other failure (a database down) stays what it is. */
const missingAsNull = (error: unknown): null => {
  if (error instanceof AppError && error.code === 'INVOICE_NOT_FOUND') return null;
  throw error;
};

const opens = (invoice: { status: string } | null): invoice is StoredInvoice =>
  invoice !== null && OPEN_STATUSES.has(invoice.status as InvoiceStatus);

/** What a link is for, without showing or recording anything: what a GET of the page shows. */
export async function describeAccessLink(deps: BillingDeps, token: string): Promise<BuyerAccessSummary> {
  const checked = validLink(deps, token);
  const invoice = await loadInvoice(deps.sql, checked.invoiceId).catch(missingAsNull);
  if (!opens(invoice)) throw invalid();
  return {
    shop_name: await deps.shops.shopName(invoice.shopId),
    invoice_uniqid: invoice.uniqid,
    expires_at: checked.expiresAt.toISOString(),
    titles: invoice.lines.map((line) => line.productTitle),
  };
}

/**
 * Opens a buyer's access link (the buyer asked to see the goods: a POST, which mail scanners do not
 * send): the purchase's goods, and, the first time, `keys_revealed` (serials
 * and license keys shown) and `access_granted` (a service's access text shown) on the invoice's
 * timeline, each once per invoice for this channel, under the invoice's lock.
 */
export async function openAccessLink(deps: BillingDeps, token: string): Promise<BuyerAccessView> {
  const now = deps.clock.now();
  const checked = validLink(deps, token);
  const invoice = await billingTransaction(deps, async (tx) => {
    const locked = await lockInvoice(tx, checked.invoiceId).catch(missingAsNull);
    if (!opens(locked)) throw invalid();
    const seen = await tx.query<{ type: string }>(
      `SELECT DISTINCT "type" FROM "timeline_entries" WHERE "shop_id" = $1 AND "invoice_uniqid" = $2
        AND "type" IN ('keys_revealed', 'access_granted') AND "facts"->>'channel' = $3`,
      [locked.shopId, locked.uniqid, CHANNEL],
    );
    const already = new Set(seen.map((row) => row.type));
    const delivered = locked.lines.filter((line) => line.deliveryStatus === 'DELIVERED');
    const entries: TimelineRecord[] = [];
    const actor = { type: 'buyer' as const, user_id: null, name: null };
    if (!already.has('keys_revealed') && delivered.some((line) => line.licenseKeys.length > 0))
      entries.push(timelineRecord(locked, 'keys_revealed', now, { actor, channel: CHANNEL }));
    if (
      !already.has('access_granted') &&
      delivered.some((line) => line.licenseKeys.length === 0 && line.deliveredText)
    )
      entries.push(timelineRecord(locked, 'access_granted', now, { actor, channel: CHANNEL }));
    await recordTimelineEntries(tx, entries);
    return locked;
  });
  return {
    shop_name: await deps.shops.shopName(invoice.shopId),
    invoice_uniqid: invoice.uniqid,
    expires_at: checked.expiresAt.toISOString(),
    deliveries: deliveriesOf(invoice),
  };
}
