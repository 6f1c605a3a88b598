import { CREDENTIALS_CHANGED_SIGNAL, credentialsChangedSchema } from '@shopforge/contracts';
import { topicFor } from '@shopforge/events';
import type { EventConsumer } from '@shopforge/service-kit/define';
import type { ShopCache } from '../app/shop-cache';

/**
 * Another replica changed a shop: drop this replica's copy. Broadcast, so every replica hears
 * it (a shared consumer group would tell only one of them).
 */
export function shopCacheConsumers(shops: ShopCache): EventConsumer[] {
  return [
    {
      topic: topicFor(CREDENTIALS_CHANGED_SIGNAL),
      broadcast: true,
      handler: async (event) => {
        if (event.type !== CREDENTIALS_CHANGED_SIGNAL) return;
        const parsed = credentialsChangedSchema.safeParse(event.data);
        if (parsed.success) shops.evict(parsed.data.shop_id);
      },
    },
  ];
}
