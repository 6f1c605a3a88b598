import { SECURITY_SETTING_CHANGED_EVENT, type SecuritySettingChange } from '@shopforge/contracts';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { writeOutboxEvent } from './outbox/write';

/**
 * Announces a change to where a shop's money or license keys go (`security:setting_changed`):
 * call it in the transaction of the change, so the trail entry and the owners' notice follow
 * exactly the changes that committed (docs/oauth.md "Security trails"). Keyed by the shop, so
 * its changes reach the trail in the order they were made.
 */
export async function announceSecurityChange(
  tx: SqlExecutor | PrismaRawClient,
  shopId: string,
  change: SecuritySettingChange,
): Promise<void> {
  await writeOutboxEvent(executorFor(tx), {
    type: SECURITY_SETTING_CHANGED_EVENT,
    shop_id: shopId,
    aggregate_id: shopId,
    data: change,
    occurred_at: new Date(change.occurred_at),
  });
}
