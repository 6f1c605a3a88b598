import type { RecurringInterval } from '@shopforge/contracts';
import { randomUUID } from 'node:crypto';
import { centsToDecimal, toCents, uuidv7 } from '@shopforge/service-kit';
import { type BillingTx, loadInvoice } from '../../db/invoices';
import { emitOrderEvent } from '../../db/order-events';
import type { SubscriptionRow } from '../../db/subscriptions';
import { recordTimeline } from '../../db/timeline';
import { addInterval } from '../../domain/subscription-schedule';
import { SYSTEM } from '../status-change';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Creates the invoice that pays for the subscription's next period: one line copied from the
 * order that started it, at the subscription's price, payable at the hosted checkout until the
 * grace time after the period ends. Written with its `created` timeline event and
 * `order:created`, in the caller's transaction. Returns the invoice id.
 */
export async function createRenewalInvoice(
  tx: BillingTx,
  sub: SubscriptionRow,
  graceMs: number,
  now: Date,
): Promise<string> {
  const template = await tx.invoiceLine.findUniqueOrThrow({ where: { id: sub.templateLineId } });
  const periodEnd = sub.currentPeriodEnd ?? now;
  const nextEnd = addInterval(periodEnd, sub.interval as RecurringInterval, sub.intervalCount);
  const priceCents = toCents(sub.price);
  const grossCents = toCents(sub.unitPrice) * sub.quantity;
  const volumeCents = Math.max(0, grossCents - priceCents);
  const id = uuidv7(now.getTime());
  await tx.invoice.create({
    data: {
      id,
      uniqid: randomUUID(),
      shopId: sub.shopId,
      kind: 'PRODUCT',
      origin: 'SUBSCRIPTION',
      status: 'PENDING',
      flowType: 'HOSTED_CHECKOUT',
      gateway: sub.gateway,
      currency: sub.currency,
      subtotal: centsToDecimal(priceCents + volumeCents),
      volumeDiscount: centsToDecimal(volumeCents),
      discount: centsToDecimal(volumeCents),
      total: centsToDecimal(priceCents),
      customerEmail: sub.customerEmail,
      customFields:
        Object.keys(sub.customFields ?? {}).length > 0 ? (sub.customFields ?? undefined) : undefined,
      expiresAt: new Date(Math.max(periodEnd.getTime(), now.getTime()) + graceMs),
      subscriptionId: sub.id,
      createdAt: now,
      updatedAt: now,
      lines: {
        create: {
          id: uuidv7(now.getTime()),
          shopId: sub.shopId,
          position: 0,
          productId: template.productId,
          productUniqid: template.productUniqid,
          productTitle: template.productTitle,
          productType: template.productType,
          productDescription: template.productDescription,
          productPrice: template.productPrice,
          serviceText: template.serviceText,
          dynamicWebhook: template.dynamicWebhook,
          licensingEnabled: template.licensingEnabled,
          licensePeriod: template.licensePeriod,
          variantId: template.variantId,
          variantTitle: template.variantTitle,
          quantity: sub.quantity,
          unitPrice: sub.unitPrice.toString(),
          volumeDiscount: centsToDecimal(volumeCents),
          total: centsToDecimal(priceCents),
        },
      },
    },
  });
  const invoice = await loadInvoice(tx, id);
  await recordTimeline(tx, invoice, 'created', now, {
    actor: SYSTEM,
    origin: 'SUBSCRIPTION',
    amount: centsToDecimal(priceCents),
    currency: sub.currency,
    note: `Renewal of subscription ${sub.id} for ${day(periodEnd)} to ${day(nextEnd)}.`,
  });
  await emitOrderEvent(tx, 'order:created', invoice, now);
  return id;
}
