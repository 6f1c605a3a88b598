import {
  EVENT_FEED_MAX,
  eventFeedInputSchema,
  eventFeedSchema,
  listPlatformEventsInputSchema,
  type Principal,
  platformEventListSchema,
  platformEventRefSchema,
  platformEventSchema,
} from '@shopforge/contracts';
import { jsonListPage, jsonPageOutput, router, shopProcedure, toUnixSeconds } from '@shopforge/service-kit';
import type { z } from 'zod';
import { eventsRecordedSince, findEvent, jsonObject, listEventPage } from '../db/platform-events';
import { mayViewDeliveredGoods } from '../domain/delivered-goods';
import { eventBodies } from '../domain/event-body';
import type { WebhookDeps } from '../deps';

/** Delivered goods (license keys) in payloads: only for who may see them (as on the invoice timeline). */
const viewsGoods = (principal: Principal) => mayViewDeliveredGoods(principal.scopes);

/** `GET /dev/v1/events` and `GET /dev/v1/events/{id}`: the shop's events, kept for the retention period. */
export function platformEventsRouter(deps: WebhookDeps) {
  return router({
    list: shopProcedure
      .input(listPlatformEventsInputSchema)
      .output(jsonPageOutput(platformEventListSchema))
      .query(async ({ ctx, input }) => {
        const page = await listEventPage(deps, {
          shopId: ctx.shopId,
          viewsGoods: viewsGoods(ctx.principal),
          query: { filters: input.filters, sorts: input.sorts },
          cursor: input.cursor,
          limit: input.limit,
        });
        return jsonListPage<z.output<typeof platformEventListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(platformEventRefSchema)
      .output(platformEventSchema)
      .query(({ ctx, input }) => findEvent(deps.sql, ctx.shopId, input.id, viewsGoods(ctx.principal))),

    /** The live stream's read: each event as the body its webhook delivery carries (unscoped). */
    feed: shopProcedure
      .input(eventFeedInputSchema)
      .output(eventFeedSchema)
      .query(async ({ ctx, input }) => {
        const { nowMs, rows } = await eventsRecordedSince(deps.sql, {
          shopId: ctx.shopId,
          sinceMs: input.since_ms,
          types: input.types,
          viewsGoods: viewsGoods(ctx.principal),
          limit: EVENT_FEED_MAX,
        });
        return {
          now_ms: nowMs,
          events: rows.map((row) => ({
            id: row.id,
            type: row.type,
            recorded_at_ms: Number(row.recorded_at_ms),
            body:
              eventBodies({
                type: row.type,
                data: jsonObject(row.data),
                createdAt: toUnixSeconds(new Date(row.created_at)),
                objectId: row.object_id,
                sequence: Number(row.sequence),
              })(null) ?? '',
          })),
        };
      }),
  });
}
