import { eventAllowlistSchema, WEBHOOK_EVENT_FAMILIES, WEBHOOK_EVENT_NAMES } from '@shopforge/contracts';
import { router, shopProcedure } from '@shopforge/service-kit';

/** `GET /dev/v1/webhooks/events`: the exact names a subscription may list (no wildcards). */
export function eventsRouter() {
  return router({
    list: shopProcedure.output(eventAllowlistSchema).query(() => ({
      events: [...WEBHOOK_EVENT_NAMES],
      families: [...WEBHOOK_EVENT_FAMILIES],
    })),
  });
}
