import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import type { ResellerDeps } from '../deps';

/**
 * Finishes reseller orders left PENDING by a crash or a failing catalog (the saga's recovery
 * point), and allocates paid stock transfers the catalog could not serve at the time. At start it runs at once, so a restarted service completes what its predecessor left.
 */
export function recoveryWorker(deps: ResellerDeps): BackgroundWorker {
  return new PollingLoop(async () => {
    try {
      const orders = await deps.saga.recover(deps.settings.recoveryGraceMs);
      const transfers = await deps.stock.allocatePending(deps.settings.recoveryGraceMs);
      const done = orders + transfers;
      return done > 0 ? 0 : deps.settings.recoveryIntervalMs;
    } catch (error) {
      deps.log.error({ err: error }, 'reseller order recovery failed');
      return deps.settings.recoveryIntervalMs;
    }
  });
}
