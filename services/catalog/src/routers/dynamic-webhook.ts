import { assertCallableUrl } from '@shopforge/outbound';
import type { CatalogSettings } from '../env';

/**
 * Billing POSTs to a DYNAMIC product's `dynamic_webhook` at delivery, through the outbound
 * guard; a URL that guard would refuse is refused here, when it is saved, under the same
 * setting. Called before any transaction opens: the check may wait on DNS.
 */
export async function assertDynamicWebhook(
  settings: CatalogSettings,
  url: string | null | undefined,
): Promise<void> {
  if (url === null || url === undefined) return;
  await assertCallableUrl(url, 'dynamic_webhook', { allowLoopback: settings.allowLoopback });
}
