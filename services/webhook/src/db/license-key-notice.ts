import type { Principal } from '@shopforge/contracts';
import { announceSecurityChange, type PrismaRawClient } from '@shopforge/events';
import { noticeActorOf } from '@shopforge/service-kit';
import { licenseKeyDestinationChange } from '../domain/license-key-destination';

interface Endpoint {
  id: string;
  shopId: string;
  url: string;
  events: readonly string[];
}

/**
 * In the transaction that creates or changes a webhook: when the change sends the shop's license
 * keys somewhere new, announce it (`security:setting_changed`), so the shop's security trail
 * records it and its owners and admins are mailed (docs/webhooks.md "Webhooks that receive
 * license keys"). Who may make such a webhook is decided before this; this only tells.
 */
export async function announceLicenseKeyDestination(
  tx: PrismaRawClient,
  principal: Principal,
  before: Endpoint | null,
  after: Endpoint,
  now: Date,
): Promise<void> {
  const change = licenseKeyDestinationChange(before, after);
  if (!change) return;
  await announceSecurityChange(tx, after.shopId, {
    ...change,
    actor: noticeActorOf(principal),
    occurred_at: now.toISOString(),
  });
}
