import { WEBHOOK_EVENT_FAMILIES } from '@shopforge/contracts';

/**
 * Kafka topics per event family (docs/architecture.md#events-the-outbox-and-signals). The family is
 * the part of an event `type` before the first `:` (`order:paid` → `order`), so one topic carries
 * every event of one aggregate kind and keying by `aggregate_id` keeps each aggregate's events in
 * order.
 */
export const EVENT_FAMILIES = [
  ...WEBHOOK_EVENT_FAMILIES,
  // Internal families: never shown to merchants, but they travel the same bus.
  'webhook',
  'platform',
  // Changes to where a shop's money or license keys go: the trail and the owners' notice.
  'security',
] as const;
export type EventFamily = (typeof EVENT_FAMILIES)[number];

const TOPIC_PREFIX = 'shopforge.';
const DLQ_SUFFIX = '.dlq';

export function isEventFamily(value: string): value is EventFamily {
  return (EVENT_FAMILIES as readonly string[]).includes(value);
}

/** `order:paid` → `order`. Throws on an unknown family: a typo must not open a new topic. */
export function familyOf(eventType: string): EventFamily {
  const family = eventType.split(':', 1)[0] ?? '';
  if (!isEventFamily(family)) throw new Error(`unknown event family in type "${eventType}"`);
  return family;
}

export function topicForFamily(family: EventFamily): string {
  return `${TOPIC_PREFIX}${family}`;
}

/** The topic an event of `eventType` is published to, e.g. `shopforge.order`. */
export function topicFor(eventType: string): string {
  return topicForFamily(familyOf(eventType));
}

/** Where messages that could not be handled go, e.g. `shopforge.order.dlq`. */
export function deadLetterTopic(topic: string): string {
  return `${topic}${DLQ_SUFFIX}`;
}

export function isDeadLetterTopic(topic: string): boolean {
  return topic.endsWith(DLQ_SUFFIX);
}
