import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { purgeEvents } from '../db/platform-events';
import type { WebhookDeps } from '../deps';

const IDLE_MS = 60 * 60 * 1000;

/**
 * Deletes events past WEBHOOK_EVENT_RETENTION_DAYS, a batch at a time: straight on while there
 * is a backlog, hourly once none is left. Their deliveries stay in the log.
 */
export function eventRetention(deps: WebhookDeps): BackgroundWorker {
  return new PollingLoop(async () => {
    try {
      const before = new Date(deps.clock.now().getTime() - deps.settings.eventRetentionMs);
      return (await purgeEvents(deps.sql, before)) > 0 ? 0 : IDLE_MS;
    } catch (error) {
      deps.log.error({ err: error }, 'event retention failed');
      return IDLE_MS;
    }
  });
}
