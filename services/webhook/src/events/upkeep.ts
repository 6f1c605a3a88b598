import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { purgeEvents } from '../db/platform-events';
import type { WebhookDeps } from '../deps';
import { disableFailingEndpoints } from './endpoint-health';

const IDLE_MS = 10 * 60 * 1000;

/**
 * The webhook service's clock-driven upkeep, every ten minutes (straight on while there is a
 * backlog): events past WEBHOOK_EVENT_RETENTION_DAYS are deleted a batch at a time (their
 * deliveries stay in the log), and endpoints failing for WEBHOOK_DISABLE_AFTER_DAYS are turned
 * off (endpoint-health.ts).
 */
export function webhookUpkeep(deps: WebhookDeps): BackgroundWorker {
  return new PollingLoop(async () => {
    try {
      const before = new Date(deps.clock.now().getTime() - deps.settings.eventRetentionMs);
      const purged = await purgeEvents(deps.sql, before);
      const disabled = await disableFailingEndpoints(deps);
      if (disabled > 0) deps.log.warn({ disabled }, 'failing webhook endpoints turned off');
      return purged > 0 ? 0 : IDLE_MS;
    } catch (error) {
      deps.log.error({ err: error }, 'webhook upkeep failed');
      return IDLE_MS;
    }
  });
}
