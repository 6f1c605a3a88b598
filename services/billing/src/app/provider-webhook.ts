import { AppError } from '@shopforge/errors';
import type { BillingDeps } from '../deps';
import { reconcile } from './pay';

/** A provider webhook as received: verified over its exact bytes, then reconciled by session. */
export async function receiveProviderWebhook(
  deps: BillingDeps,
  provider: string,
  body: string,
  signature: string | null,
): Promise<{ received: true; duplicate: boolean }> {
  if (provider !== deps.testProvider.name)
    throw new AppError('NOT_FOUND', `Unknown payment provider "${provider}".`);
  const event = deps.testProvider.verifyWebhook(body, signature);
  const { duplicate } = await reconcile(deps, event);
  return { received: true, duplicate };
}

/** Asks the provider how a session ended and applies it (a buyer back before the webhook). */
export async function reconcileSession(deps: BillingDeps, sessionId: string): Promise<void> {
  const event = await deps.testProvider.lookup(sessionId);
  if (event) await reconcile(deps, event);
}
