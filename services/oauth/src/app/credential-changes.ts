import { CREDENTIALS_CHANGED_SIGNAL, type CredentialChangeReason } from '@shopforge/contracts';
import type { SignalPublisher } from '@shopforge/events';

/**
 * Tells the gateways that tokens of `shopId` may resolve differently now. Call it after the
 * transaction committed: a gateway that hears it before then could cache the old answer again.
 */
export function announceCredentialChange(
  signals: SignalPublisher,
  shopId: string,
  reason: CredentialChangeReason,
): Promise<void> {
  return signals.publish({ type: CREDENTIALS_CHANGED_SIGNAL, shopId, data: { shop_id: shopId, reason } });
}
