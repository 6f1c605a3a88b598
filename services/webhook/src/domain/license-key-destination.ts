import { LICENSE_KEY_EVENTS, timelineUrl } from '@shopforge/contracts';

interface Endpoint {
  id: string;
  url: string;
  events: readonly string[];
}

export type LicenseKeyDestinationChange =
  | {
      type: 'webhook.license_keys_subscribed';
      details: { webhook_id: string; url: string; events: string[] };
    }
  | {
      type: 'webhook.license_keys_url_changed';
      details: { webhook_id: string; url: string; previous_url: string; events: string[] };
    };

const carried = (events: readonly string[]) =>
  LICENSE_KEY_EVENTS.filter((name) => events.includes(name)) as string[];

/** Origin and path: a query may hold the receiver's token, and people read the trail and the mail. */
const shown = (url: string) => timelineUrl(url) ?? url.split('?')[0] ?? url;

/**
 * Whether a webhook's change sends the shop's license keys somewhere new (docs/webhooks.md
 * "Webhooks that receive license keys"): a webhook created, or changed, to receive events that
 * carry them (`LICENSE_KEY_EVENTS`), or one receiving them pointed at another URL. `before` is
 * null for a new webhook. Null when the keys go nowhere new.
 */
export function licenseKeyDestinationChange(
  before: Endpoint | null,
  after: Endpoint,
): LicenseKeyDestinationChange | null {
  const events = carried(after.events);
  if (events.length === 0) return null;
  const url = shown(after.url);
  if (before && events.length > 0 && carried(before.events).length > 0 && before.url !== after.url)
    return {
      type: 'webhook.license_keys_url_changed',
      details: { webhook_id: after.id, url, previous_url: shown(before.url), events },
    };
  const added = before ? events.filter((name) => !before.events.includes(name)) : events;
  if (added.length === 0) return null;
  return { type: 'webhook.license_keys_subscribed', details: { webhook_id: after.id, url, events } };
}
