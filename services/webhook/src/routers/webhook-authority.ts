import { webhookAuthority } from '@shopforge/contracts';
import { assertWithinAuthority } from '@shopforge/service-kit';

/**
 * The credential hierarchy for webhooks (docs/webhooks.md "Who may manage a webhook"): a
 * webhook's authority is what its deliveries reveal, the read scopes of every event it is
 * subscribed to (`webhookAuthority`). Creating, changing, testing, replaying, retrying, rotating
 * or deleting one needs all of it — before and after a change — within the caller's scopes, so a
 * credential cannot have bodies it may not read sent to an endpoint of its choosing.
 */
export function assertWebhookWithin(
  scopes: readonly string[],
  events: readonly string[],
  subject: string,
): void {
  assertWithinAuthority(scopes, webhookAuthority(events), subject);
}
