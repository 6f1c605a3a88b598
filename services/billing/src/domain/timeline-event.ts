import type { InvoiceTimelineEvent, TimelineEventType } from '@shopforge/contracts';

/** The keys an event sets; every other key of the spec's record is null. */
export type TimelineFacts = Partial<Omit<InvoiceTimelineEvent, 'id' | 'type' | 'occurred_at'>>;

const NULLS: Omit<InvoiceTimelineEvent, 'id' | 'type' | 'occurred_at'> = {
  actor: null,
  status: null,
  previous_status: null,
  gateway: null,
  amount: null,
  currency: null,
  previous_amount: null,
  line_item_id: null,
  product_title: null,
  recipient: null,
  template: null,
  channel: null,
  origin: null,
  field: null,
  reason: null,
  reference: null,
  outcome: null,
  note: null,
  webhook: null,
};

/**
 * One timeline event in the spec's shape: all keys present, nulls where unknown, `occurred_at`
 * ISO 8601 UTC. Pure: the caller gives the stable id and the time.
 */
export function timelineEvent(
  id: string,
  type: TimelineEventType,
  occurredAt: Date,
  facts: TimelineFacts = {},
): InvoiceTimelineEvent {
  return { id, type, occurred_at: occurredAt.toISOString(), ...NULLS, ...facts };
}

/**
 * The spec's rule: a `webhook` entry's `error_message` is null for callers who may not view
 * delivered goods, because an endpoint can echo such goods in its error text.
 */
export function redactForViewer(
  event: InvoiceTimelineEvent,
  canViewDeliveredGoods: boolean,
): InvoiceTimelineEvent {
  if (canViewDeliveredGoods || event.webhook === null) return event;
  return { ...event, webhook: { ...event.webhook, error_message: null } };
}
