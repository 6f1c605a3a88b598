import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { watchCryptoOnce } from '../app/crypto-watch';
import type { BillingDeps } from '../deps';

/** Asks the chains about open crypto addresses every CRYPTO_POLL_MS (none configured: no worker). */
export function cryptoWatcher(deps: BillingDeps): BackgroundWorker[] {
  if (deps.crypto.chains.size === 0) return [];
  const interval = deps.settings.crypto.pollMs;
  return [
    new PollingLoop(async () => {
      try {
        await watchCryptoOnce(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'crypto watch failed');
      }
      return interval;
    }),
  ];
}
