import { CREDENTIALS_CHANGED_SIGNAL, type CredentialChangeReason } from '@shopforge/contracts';
import type { SignalPublisher } from './signals';

/**
 * Tells the gateways that tokens of `shopId` may resolve differently now (the oauth service for
 * merchant and app credentials, the reseller service for reseller keys). Call it after the
 * transaction committed: a gateway that hears it before then could cache the old answer again.
 */
export function announceCredentialChange(
  signals: SignalPublisher,
  shopId: string,
  reason: CredentialChangeReason,
): Promise<void> {
  return signals.publish({ type: CREDENTIALS_CHANGED_SIGNAL, shopId, data: { shop_id: shopId, reason } });
}
