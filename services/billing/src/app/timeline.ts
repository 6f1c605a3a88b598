import {
  hasAllScopes,
  type InvoiceTimelineEvent,
  type Principal,
  type TimelineEventType,
} from '@shopforge/contracts';
import { findInvoice, invoiceNotFound } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { redactForViewer, type TimelineFacts, timelineEvent } from '../domain/timeline-event';

/**
 * Who may see delivered goods (serial keys): the scopes the spec asks for the replacement
 * audit events, which show old and new serial values. A `webhook` entry's `error_message` can
 * echo such goods, so it is hidden from everyone else.
 */
export function canViewDeliveredGoods(principal: Principal): boolean {
  return hasAllScopes(principal.scopes, ['orders.read', 'licenses.read']);
}

/** `GET /invoices/{uniqid}/timeline`: oldest first, each event in exactly the spec's shape. */
export async function invoiceTimeline(
  deps: BillingDeps,
  principal: Principal,
  ref: string,
): Promise<{ events: InvoiceTimelineEvent[] }> {
  const invoice = await findInvoice(deps.sql, principal.shop_id, ref);
  if (!invoice) throw invoiceNotFound();
  const rows = await deps.prisma.timelineEntry.findMany({
    where: { shopId: principal.shop_id, invoiceUniqid: invoice.uniqid },
    orderBy: [{ occurredAt: 'asc' }, { sequence: 'asc' }],
  });
  const viewer = canViewDeliveredGoods(principal);
  return {
    events: rows.map((row) =>
      redactForViewer(
        timelineEvent(row.id, row.type as TimelineEventType, row.occurredAt, row.facts as TimelineFacts),
        viewer,
      ),
    ),
  };
}
