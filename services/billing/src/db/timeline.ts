import type { TimelineEventType } from '@shopforge/contracts';
import { uuidv7 } from '@shopforge/service-kit';
import type { TimelineFacts } from '../domain/timeline-event';
import type { BillingTx } from './invoices';

/**
 * Appends one invoice timeline event in the caller's transaction: it exists exactly when the
 * change it records committed. Only the keys an event knows are stored; reads fill the nulls.
 */
export async function recordTimeline(
  tx: BillingTx,
  invoice: { shopId: string; uniqid: string },
  type: TimelineEventType,
  occurredAt: Date,
  facts: TimelineFacts = {},
): Promise<void> {
  await tx.timelineEntry.create({
    data: {
      id: uuidv7(occurredAt.getTime()),
      shopId: invoice.shopId,
      invoiceUniqid: invoice.uniqid,
      type,
      occurredAt,
      facts: JSON.parse(JSON.stringify(facts)),
      createdAt: occurredAt,
      updatedAt: occurredAt,
    },
  });
}
