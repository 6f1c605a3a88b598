import { newEventId } from '../ids';
import type { PayPalEvent } from '../types';
import type { Urls } from './links';

export interface EventSpec {
  eventType: string;
  resourceType: string;
  /** 2.0 for Orders v2 and Payments v2 resources; 1.0 for disputes (a v1 API). */
  resourceVersion: '1.0' | '2.0';
  summary: string;
  resource: object;
}

/**
 * An event in PayPal's envelope; `resource` is a snapshot taken now (JSON round trip), so a later
 * change to the order does not show in an event already built.
 */
export function buildEvent(spec: EventSpec, urls: Urls): PayPalEvent {
  const id = newEventId();
  const href = `${urls.api}/v1/notifications/webhooks-events/${id}`;
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: spec.resourceType,
    resource_version: spec.resourceVersion,
    event_type: spec.eventType,
    summary: spec.summary,
    resource: JSON.parse(JSON.stringify(spec.resource)) as Record<string, unknown>,
    links: [
      { href, rel: 'self', method: 'GET' },
      { href: `${href}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}
