import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '@shopforge/db/sql';
import { toUnixSeconds } from '@shopforge/service-kit';
import { type QueuedDelivery, queueDeliveries } from '../delivery/queue-deliveries';
import type { WebhookDeps } from '../deps';
import { eventBodies } from '../domain/event-body';
import { endpointsFor } from './fan-out';

export const DISABLED_EVENT = 'webhook:disabled';

interface Failing {
  id: string;
  shop_id: string;
  url: string;
  failing_since: Date;
  last_error: string | null;
}

/**
 * Active endpoints whose every delivery since their last success failed, the first of those
 * failures having ended before `cutoff`. Test deliveries do not count either way.
 */
const FAILING_SQL = `
SELECT w."id"::text AS "id", w."shop_id"::text AS "shop_id", w."url", f."failing_since", f."last_error"
FROM "webhooks" w
CROSS JOIN LATERAL (
  SELECT min(d."updated_at") AS "failing_since",
    (array_agg(d."error_message" ORDER BY d."updated_at" DESC))[1] AS "last_error"
  FROM "webhook_deliveries" d
  WHERE d."webhook_id" = w."id" AND d."status" = 'FAILED' AND NOT d."is_test"
    AND d."updated_at" > COALESCE((
      SELECT max(s."updated_at") FROM "webhook_deliveries" s
      WHERE s."webhook_id" = w."id" AND s."status" = 'SUCCESS' AND NOT s."is_test"), '-infinity')
) f
WHERE w."is_active" AND f."failing_since" <= $1::timestamptz
LIMIT 100`;

const DISABLE_SQL = `
UPDATE "webhooks" SET "is_active" = false, "disabled_reason" = $2, "disabled_at" = $3::timestamptz,
  "updated_at" = $3::timestamptz
WHERE "id" = $1::uuid AND "is_active"
RETURNING "id"`;

function reasonOf(endpoint: Failing, afterMs: number): string {
  const days = Math.round((afterMs / 86_400_000) * 10) / 10;
  const last = endpoint.last_error ? ` (last: ${endpoint.last_error.slice(0, 300)})` : '';
  return `Every delivery failed for ${days} days with no success${last}.`;
}

/**
 * Turns off one failing endpoint and tells the shop, in one transaction: the endpoint off with
 * its reason, the `webhook:disabled` event in the events API, and its deliveries to the shop's
 * other endpoints that subscribe to it. The event does not travel the bus: only this service
 * acts on it, and the transaction makes it happen exactly when the endpoint is turned off.
 */
async function disable(deps: WebhookDeps, endpoint: Failing, now: Date): Promise<boolean> {
  const reason = reasonOf(endpoint, deps.settings.disableAfterMs);
  const data = {
    id: endpoint.id,
    url: endpoint.url,
    reason,
    failing_since: new Date(endpoint.failing_since).toISOString(),
    disabled_at: now.toISOString(),
  };
  const event = {
    id: randomUUID(),
    type: DISABLED_EVENT,
    objectId: endpoint.id,
    // Increasing per endpoint: a later disabling has a later time.
    sequence: now.getTime(),
    data,
  };
  return deps.sql.transaction(async (tx: SqlExecutor) => {
    const [turnedOff] = await tx.query<{ id: string }>(DISABLE_SQL, [endpoint.id, reason, now.toISOString()]);
    if (!turnedOff) return false;
    const bodyFor = eventBodies({ ...event, createdAt: toUnixSeconds(now) });
    const deliveries: QueuedDelivery[] = [];
    for (const other of await endpointsFor(tx, endpoint.shop_id, DISABLED_EVENT, null)) {
      const body = bodyFor(other.product_id);
      if (body === null || other.kind !== 'webhook') continue;
      deliveries.push({
        webhookId: other.id,
        callbackId: null,
        url: other.url,
        body,
        sourceEventId: event.id,
        event: DISABLED_EVENT,
        invoiceUniqid: null,
        resend: 0,
        dueAt: now,
      });
    }
    await queueDeliveries(
      tx,
      {
        shopId: endpoint.shop_id,
        marker: null,
        record: {
          id: event.id,
          shop_id: endpoint.shop_id,
          type: DISABLED_EVENT,
          object_id: endpoint.id,
          sequence: event.sequence,
          data,
          redacted_data: null,
          created_at: now.toISOString(),
        },
        traceparent: null,
        deliveries,
      },
      now,
    );
    return true;
  });
}

/**
 * One pass of the health check: every endpoint failing for WEBHOOK_DISABLE_AFTER_DAYS is turned
 * off (`webhook:disabled`). Answers how many; 0 when the check is off.
 */
export async function disableFailingEndpoints(deps: WebhookDeps): Promise<number> {
  const afterMs = deps.settings.disableAfterMs;
  if (afterMs <= 0) return 0;
  const now = deps.clock.now();
  const failing = await deps.sql.query<Failing>(FAILING_SQL, [
    new Date(now.getTime() - afterMs).toISOString(),
  ]);
  let disabled = 0;
  for (const endpoint of failing) if (await disable(deps, endpoint, now)) disabled += 1;
  return disabled;
}
