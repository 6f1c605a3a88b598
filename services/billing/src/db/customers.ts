import type { CreateCustomerInput } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { isUuid, uuidv7 } from '@shopforge/service-kit';
import { SPENT_STATUSES } from '../domain/customer-record';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

/** The shop's customer with this id, or null (another shop's customer reads like none). */
export async function customerOfShop(db: Db, shopId: string, id: string) {
  return isUuid(id) ? db.customer.findFirst({ where: { id, shopId } }) : null;
}

export async function findCustomer(db: Db, shopId: string, id: string) {
  const customer = await customerOfShop(db, shopId, id);
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', 'Customer not found.');
  return customer;
}

/** What the shop's invoices with this email paid (less refunds) and how many there are. */
const STATS_CTE = `"stats" AS (
  SELECT coalesce(sum("total"), 0) - coalesce(sum("refunded_amount"), 0) AS "spent", count(*)::int AS "orders"
  FROM "invoices" WHERE "shop_id" = $1::uuid AND "customer_email" = $2 AND "status" = ANY($3::text[])
)`;

const REFRESH_SQL = `WITH ${STATS_CTE}
UPDATE "customers" c SET "total_spent" = s."spent", "order_count" = s."orders"
FROM "stats" s WHERE c."shop_id" = $1::uuid AND c."email" = $2`;

/**
 * The customer's `total_spent` (paid totals less refunds) and `order_count`, recomputed from
 * the shop's invoices with their email: a recount rather than an increment, so a replayed or
 * reordered status change can never make the figures drift. In the caller's transaction, the
 * recount sees the status change the caller just made.
 */
export async function refreshCustomerStats(db: SqlExecutor | PrismaRawClient, shopId: string, email: string) {
  await executorFor(db).query(REFRESH_SQL, [shopId, email, SPENT_STATUSES]);
}

const ENSURE_SQL = `WITH ${STATS_CTE}
INSERT INTO "customers" ("id", "shop_id", "email", "currency", "tags", "total_spent", "order_count", "created_at", "updated_at")
SELECT $4::uuid, $1::uuid, $2, $5, '{}', s."spent", s."orders", $6::timestamptz, $6::timestamptz FROM "stats" s
ON CONFLICT ("shop_id", "email") DO UPDATE
SET "total_spent" = EXCLUDED."total_spent", "order_count" = EXCLUDED."order_count"
RETURNING "id"`;

/** Paid orders make their buyer a customer, as a storefront platform does: one statement, stats included. */
export async function ensureCustomer(
  db: SqlExecutor | PrismaRawClient,
  shopId: string,
  email: string,
  currency: string,
  now: Date,
): Promise<string> {
  const [row] = await executorFor(db).query<{ id: string }>(ENSURE_SQL, [
    shopId,
    email,
    SPENT_STATUSES,
    uuidv7(now.getTime()),
    currency,
    now.toISOString(),
  ]);
  if (!row) throw new Error('the customer upsert returned no row');
  return row.id;
}

export function profileData(input: Partial<CreateCustomerInput>) {
  return {
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.surname === undefined ? {} : { surname: input.surname }),
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    ...(input.phone_country_code === undefined ? {} : { phoneCountryCode: input.phone_country_code }),
    ...(input.country_code === undefined ? {} : { countryCode: input.country_code }),
    ...(input.street_address === undefined ? {} : { streetAddress: input.street_address }),
    ...(input.additional_address_info === undefined
      ? {}
      : { additionalAddressInfo: input.additional_address_info }),
    ...(input.city === undefined ? {} : { city: input.city }),
    ...(input.postal_code === undefined ? {} : { postalCode: input.postal_code }),
    ...(input.state === undefined ? {} : { state: input.state }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
  };
}
