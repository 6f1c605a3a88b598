import { tiersJsonOf } from './tiers';

/**
 * The order saga's statements (docs/adr/0007-hot-paths-leave-the-orm.md). Each writes several
 * tables in one statement with data-modifying CTEs: PostgreSQL runs all of a statement's parts
 * on one snapshot and applies them together, so a statement is all or nothing even outside a
 * transaction, and the saga still wraps each phase in one.
 */

/**
 * Phase 1's writes besides the hold: the order, its lines and the idempotency key's binding to
 * it, as CTEs. With `after` ('moved', the hold's CTE) they write only when the hold did, in the
 * hold's own statement (`Ledger.tryHold`); without it, they run in the transaction of the
 * general hold. Parameters from `first` on: id, uniqid, shop, relationship, source, currency,
 * total, request hash, idempotency key (null for fulfillments), external order id, customer
 * email, now, lines (jsonb).
 */
export function openOrderCtes(first: number, after: 'moved' | null): string {
  const $ = (n: number) => `$${first + n - 1}`;
  return `
o AS (
  INSERT INTO "reseller_orders" ("id", "uniqid", "shop_id", "relationship_id", "source", "status", "currency",
    "total", "refunded_amount", "partially_delivered", "request_hash", "idempotency_key", "external_order_id",
    "customer_email", "created_at")
  SELECT ${$(1)}::uuid, ${$(2)}, ${$(3)}::uuid, ${$(4)}::uuid, ${$(5)}, 'PENDING', ${$(6)}, ${$(7)}::numeric, 0, false,
    ${$(8)}, ${$(9)}, ${$(10)}, ${$(11)}, ${$(12)}::timestamptz
  ${after ? `FROM ${after}` : ''}
  RETURNING "id"
), lines AS (
  INSERT INTO "reseller_order_lines" ("id", "order_id", "position", "product_id", "variant_id", "product_title",
    "variant_title", "product_type", "quantity", "unit_price", "line_total", "serials")
  SELECT l."id", o."id", l."position", l."product_id", l."variant_id", l."product_title", l."variant_title",
    l."product_type", l."quantity", l."unit_price", l."line_total", '[]'::jsonb
  FROM o, jsonb_to_recordset(${$(13)}::jsonb) AS l("id" uuid, "position" int, "product_id" uuid, "variant_id" uuid,
    "product_title" text, "variant_title" text, "product_type" text, "quantity" int, "unit_price" numeric,
    "line_total" numeric)
), bound AS (
  UPDATE "reseller_idempotency_keys" k SET "order_id" = o."id"
  FROM o WHERE k."relationship_id" = ${$(4)}::uuid AND k."key" = ${$(9)}
)`;
}

/** What the daily limit counts: today's orders less what they gave back. */
export const SPENT_TODAY_SQL = `
SELECT COALESCE(SUM("total"), 0)::text AS "total", COALESCE(SUM("refunded_amount"), 0)::text AS "refunded"
FROM "reseller_orders" WHERE "relationship_id" = $1::uuid AND "created_at" >= $2::timestamptz`;

/**
 * Phase 3: completes a PENDING order with what phase 2 delivered. The first part is the guard:
 * an UPDATE of the order row WHERE it is still PENDING takes the row's lock, and a second
 * finalizer (a recovery racing the request) waits for it and then finds the order COMPLETED,
 * so its every other part, all joined to that guard, changes nothing and `finalized` is 0.
 * The idempotency key completes (or, for a fulfillment that delivered nothing, goes, so the
 * external id can be used again) and the reseller's lifetime progress grows by what was
 * charged, returned with the shop's tiers for the auto-advance decision.
 * Parameters: order id, refunded amount, partially delivered, now, nothing delivered (boolean),
 * deliveries (jsonb [{id, serials}]), charged amount.
 */
export const FINALIZE_ORDER_SQL = `
WITH o AS (
  UPDATE "reseller_orders"
  SET "status" = 'COMPLETED', "refunded_amount" = $2::numeric, "partially_delivered" = $3,
    "completed_at" = $4::timestamptz,
    "external_order_id" = CASE WHEN $5::boolean AND "source" = 'FULFILLMENT' THEN NULL ELSE "external_order_id" END
  WHERE "id" = $1::uuid AND "status" = 'PENDING'
  RETURNING "id", "relationship_id"
), delivered AS (
  UPDATE "reseller_order_lines" l SET "serials" = d."serials", "delivered_at" = $4::timestamptz
  FROM o, jsonb_to_recordset($6::jsonb) AS d("id" uuid, "serials" jsonb)
  WHERE l."id" = d."id" AND l."order_id" = o."id"
), key_completed AS (
  UPDATE "reseller_idempotency_keys" k SET "state" = 'COMPLETED', "response_status" = 201
  FROM o WHERE k."order_id" = o."id" AND k."state" = 'PROCESSING' AND NOT $5::boolean
), key_freed AS (
  DELETE FROM "reseller_idempotency_keys" k USING o WHERE k."order_id" = o."id" AND $5::boolean
), progress AS (
  UPDATE "reseller_relationships" r
  SET "lifetime_revenue" = r."lifetime_revenue" + $7::numeric, "lifetime_orders" = r."lifetime_orders" + 1
  FROM o WHERE r."id" = o."relationship_id" AND $7::numeric > 0
  RETURNING r."lifetime_revenue"::text AS "lifetime_revenue", r."lifetime_orders", r."tier_id", r."email",
    ${tiersJsonOf('r."shop_id"')} AS "tiers"
)
SELECT (SELECT COUNT(*) FROM o)::int AS "finalized", p.*
FROM (SELECT 1) AS one LEFT JOIN progress p ON true`;
