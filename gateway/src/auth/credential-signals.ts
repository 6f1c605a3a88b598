import { CREDENTIALS_CHANGED_SIGNAL, credentialsChangedSchema } from '@shopforge/contracts';
import { type EventBus, topicFor } from '@shopforge/events';
import type { CredentialCache } from './credential-cache';

/**
 * Drops a shop's cached principals when the oauth service signals a change to its credentials.
 * `group` must be unique to this gateway process: every replica needs every signal (with Kafka,
 * a consumer group per process is a broadcast).
 */
export async function evictOnCredentialChanges(
  bus: EventBus,
  group: string,
  cache: CredentialCache,
): Promise<void> {
  await bus.subscribe(topicFor(CREDENTIALS_CHANGED_SIGNAL), group, async (event) => {
    if (event.type !== CREDENTIALS_CHANGED_SIGNAL) return;
    const parsed = credentialsChangedSchema.safeParse(event.data);
    // A signal this gateway cannot read may still be about one of its shops: forget them all.
    if (parsed.success) cache.evictShop(parsed.data.shop_id);
    else cache.clear();
  });
}
