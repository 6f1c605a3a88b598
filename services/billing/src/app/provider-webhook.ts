import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import { findAttemptByReference } from '../db/payment-attempts';
import type { BillingDeps } from '../deps';
import { providerNamed } from '../providers/registry';
import { TEST_PROVIDER } from '../providers/test-provider';
import { reconcile } from './reconcile';

/**
 * A provider webhook as received: verified over its exact bytes, then reconciled by session.
 * The test provider signs with the platform's key; a merchant's provider with the shop's own
 * webhook secret, so its address names the shop (`/providers/stripe/webhook/{shop_id}`).
 */
export async function receiveProviderWebhook(
  deps: BillingDeps,
  input: {
    provider: string;
    account?: string | undefined;
    body: string;
    signature_headers: Readonly<Record<string, string>>;
  },
): Promise<{ received: true; duplicate: boolean }> {
  const shopId = input.provider === TEST_PROVIDER ? null : (input.account ?? '');
  if (shopId !== null && !isUuid(shopId))
    throw new AppError(
      'NOT_FOUND',
      `Events of ${input.provider} are received at /providers/${input.provider}/webhook/{shop_id}.`,
    );
  if (shopId === null && input.account !== undefined)
    throw new AppError('NOT_FOUND', 'The test provider’s events are received at /providers/test/webhook.');
  const provider = await providerNamed(deps, shopId ?? '', input.provider);
  const event = await provider.verifyWebhook(input.body, input.signature_headers);
  if (!event) return { received: true, duplicate: false };
  return { received: true, ...(await reconcile(deps, provider.name, event, shopId)) };
}

/** Asks the provider how a session ended and applies it (a buyer back before the webhook). */
export async function reconcileSession(deps: BillingDeps, sessionId: string): Promise<void> {
  const attempt = await findAttemptByReference(deps.sql, sessionId);
  if (!attempt) return;
  const provider = await providerNamed(deps, attempt.shopId, attempt.provider);
  const event = await provider.lookup(sessionId);
  if (event) await reconcile(deps, provider.name, event);
}
