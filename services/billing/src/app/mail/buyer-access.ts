import type {
  BuyerAccessView,
  BuyerAccessSummary,
  BuyerFileChunkInput,
  InvoiceStatus,
  ProductFile,
  ProductFileChunk,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { loadInvoice, lockInvoice } from '../../db/invoices';
import { recordTimelineEntries, type TimelineRecord, timelineRecord } from '../../db/timeline';
import { billingTransaction } from '../../db/transaction';
import type { BillingDeps } from '../../deps';
import { deliveriesOf } from '../../domain/deliveries';
import type { StoredInvoice, StoredLine } from '../../domain/rows';
import { shopReader } from '../../domain/shop-reader';
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
    files: invoice.lines
      .filter(isDeliveredFile)
      .map((line) => ({ line_id: line.id, title: line.productTitle })),
  };
}

const isDeliveredFile = (line: StoredLine) =>
  line.productType === 'FILE' && line.deliveryStatus === 'DELIVERED';

/** The link's invoice and its delivered FILE line `lineId`, or why there is nothing to download. */
async function fileLineOf(deps: BillingDeps, token: string, lineId: string) {
  const checked = validLink(deps, token);
  const invoice = await loadInvoice(deps.sql, checked.invoiceId).catch(missingAsNull);
  if (!opens(invoice)) throw invalid();
  const line = invoice.lines.find((candidate) => candidate.id === lineId);
  if (!line || !isDeliveredFile(line)) throw new AppError('NOT_FOUND', 'This purchase has no such file.');
  // The shop as the link acts for it: it reads the product's file and nothing else.
  const reader = shopReader(invoice.shopId, invoice.id, invoice.currency);
  return { invoice, line, reader };
}

/**
 * A buyer starts downloading a bought file: its description (what the gateway streams), and, the
 * first time for that line, `downloaded` on the invoice's timeline, under the invoice's lock. A
 * product whose merchant has not uploaded its file yet answers NOT_FOUND and records nothing.
 */
export async function startFileDownload(
  deps: BillingDeps,
  token: string,
  lineId: string,
): Promise<ProductFile> {
  const { invoice, line, reader } = await fileLineOf(deps, token, lineId);
  const file = await deps.catalog.productFile(reader, line.productId).catch((error: unknown) => {
    if (error instanceof AppError && error.code.endsWith('NOT_FOUND'))
      throw new AppError('NOT_FOUND', 'The shop has not made this file available yet.');
    throw error;
  });
  const now = deps.clock.now();
  await billingTransaction(deps, async (tx) => {
    const locked = await lockInvoice(tx, invoice.id);
    const seen = await tx.query<{ id: string }>(
      `SELECT "id" FROM "timeline_entries" WHERE "shop_id" = $1 AND "invoice_uniqid" = $2
        AND "type" = 'downloaded' AND "facts"->>'line_item_id' = $3 AND "facts"->>'channel' = $4 LIMIT 1`,
      [locked.shopId, locked.uniqid, line.id, CHANNEL],
    );
    if (seen.length > 0) return;
    const actor = { type: 'buyer' as const, user_id: null, name: null };
    await recordTimelineEntries(tx, [
      timelineRecord(locked, 'downloaded', now, {
        actor,
        channel: CHANNEL,
        line_item_id: line.id,
        product_title: line.productTitle,
      }),
    ]);
  });
  return file;
}

/** One chunk of a bought file, the link checked again for each (it may expire or be refunded mid-way). */
export async function readFileChunk(
  deps: BillingDeps,
  input: BuyerFileChunkInput,
): Promise<ProductFileChunk> {
  const { line, reader } = await fileLineOf(deps, input.token, input.line_id);
  return deps.catalog.productFileChunk(reader, {
    product_id: line.productId,
    file_id: input.file_id,
    seq: input.seq,
  });
}
