import {
  hasAllScopes,
  listPlatformEventsInputSchema,
  type Principal,
  platformEventListSchema,
  platformEventRefSchema,
  platformEventSchema,
} from '@shopforge/contracts';
import { jsonListPage, jsonPageOutput, router, shopProcedure } from '@shopforge/service-kit';
import type { z } from 'zod';
import { findEvent, listEventPage } from '../db/platform-events';
import type { WebhookDeps } from '../deps';

/** Delivered goods (license keys) in payloads: only for who may see them (as on the invoice timeline). */
const viewsGoods = (principal: Principal) => hasAllScopes(principal.scopes, ['orders.read', 'licenses.read']);

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
  });
}
