import type { ReplacementEvent } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { isUuid, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { findInvoice, lockInvoice, orderNotFound } from '../db/invoices';
import { recordTimeline } from '../db/timeline';
import type { BillingDeps } from '../deps';
import type { ReplacementEvent as ReplacementRow } from '../generated/prisma/client';
import { API } from './status-change';

export function toReplacementEvent(row: ReplacementRow): ReplacementEvent {
  return {
    id: row.id,
    invoice_uniqid: row.invoiceUniqid,
    line_item_id: row.lineId,
    product_id: row.productId,
    product_title: row.productTitle,
    old_serial: row.oldSerial,
    new_serial: row.newSerial,
    reason: row.reason,
    actor: { type: row.actorType === 'system' ? 'system' : 'api' },
    created_at: toUnixSeconds(row.createdAt),
  };
}

/** Why a line's serial cannot be replaced, or null when it can. */
function refusal(
  line: { productType: string; deliveryStatus: string; licenseKeys: string[] } | undefined,
  serial: string,
) {
  if (!line) return new AppError('NOT_FOUND', 'This order has no such line.');
  if (line.productType !== 'SERIALS')
    return new AppError('BAD_REQUEST', 'Only serial lines have serials to replace.');
  if (line.deliveryStatus !== 'DELIVERED')
    return new AppError('BAD_REQUEST', 'This line has not been delivered yet.');
  if (!line.licenseKeys.includes(serial))
    return new AppError(
      'BAD_REQUEST',
      'That serial was not delivered on this line (or was replaced already).',
    );
  return null;
}

/**
 * Replaces one delivered serial of an order line with a fresh one from the product's stock: a
 * saga step (the catalog claim, keyed by the new event's id) then one transaction that swaps the
 * code on the line, writes the audit event with both codes, a `line_delivered` timeline entry
 * (no codes: the timeline is readable without license-key permission) and `replacement:created`.
 * If the transaction refuses or fails, the claimed code goes back to stock. The old code is not
 * returned to stock: it was reported bad.
 */
export async function replaceSerial(
  deps: BillingDeps,
  shopId: string,
  ref: { orderId: string; lineId: string },
  input: { serial: string; reason?: string | undefined },
) {
  const order = await findInvoice(deps.sql, shopId, ref.orderId, 'PRODUCT');
  if (!order) throw orderNotFound();
  const line = isUuid(ref.lineId)
    ? order.lines.find((candidate) => candidate.id === ref.lineId.toLowerCase())
    : undefined;
  const early = refusal(line, input.serial);
  if (early || !line) throw early;
  const now = deps.clock.now();
  const id = uuidv7(now.getTime());
  const claimed = await deps.catalog.claimSerials({
    shop_id: shopId,
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: 1,
    reference: id,
  });
  const fresh = claimed.serials[0]?.code;
  if (!fresh) throw new AppError('CONFLICT', 'The catalog gave no replacement serial.');
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const invoice = await lockInvoice(tx, order.id);
      const current = invoice.lines.find((candidate) => candidate.id === line.id);
      const late = refusal(current, input.serial);
      if (late || !current) throw late;
      const keys = [...current.licenseKeys];
      keys[keys.indexOf(input.serial)] = fresh;
      await tx.invoiceLine.update({ where: { id: current.id }, data: { licenseKeys: keys } });
      const row = await tx.replacementEvent.create({
        data: {
          id,
          shopId,
          invoiceUniqid: invoice.uniqid,
          lineId: current.id,
          productId: current.productId,
          productTitle: current.productTitle,
          oldSerial: input.serial,
          newSerial: fresh,
          reason: input.reason ?? null,
          actorType: 'api',
          createdAt: now,
        },
      });
      await recordTimeline(tx, invoice, 'line_delivered', now, {
        actor: API,
        line_item_id: current.id,
        product_title: current.productTitle,
        outcome: 'replaced',
        note: input.reason ? `One serial replaced: ${input.reason}` : 'One serial replaced.',
      });
      await writeOutboxEvent(prismaExecutor(tx), {
        type: 'replacement:created',
        shop_id: shopId,
        aggregate_id: id,
        data: {
          id,
          invoice_uniqid: invoice.uniqid,
          line_item_id: current.id,
          product_id: current.productId,
          quantity: 1,
          reason: input.reason ?? null,
          created_at: now.toISOString(),
        },
        occurred_at: now,
      });
      return row;
    });
  } catch (error) {
    await deps.catalog
      .releaseSerials({ shop_id: shopId, reference: id })
      .catch((release: unknown) => deps.log.warn({ err: release, replacement: id }, 'serial release failed'));
    throw error;
  }
}
