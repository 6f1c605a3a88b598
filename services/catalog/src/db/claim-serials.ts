import type { SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';

/**
 * The serial claim every sale runs (billing's fulfilment, the reseller saga), in hand-written
 * SQL (docs/adr/0007-hot-paths-leave-the-orm.md): one transaction of two statements.
 *
 * The first finds the product and takes its stock lock (the same per-product advisory lock as
 * `lockProductStock`, so claims, releases and edits of one product queue). The second runs
 * after the lock was granted, so its snapshot sees every claim that committed before: it
 * answers a repeated reference with the codes it took the first time, or takes the oldest
 * `quantity` available codes all at once (none when fewer are left) and lowers the product's
 * and the variant's `stock` by as many, which keeps them equal to the available codes.
 */
const lockProductSql = (byId: boolean) => `
SELECT p."id", p."type", pg_advisory_xact_lock(hashtextextended('serials:' || p."id"::text, 0)) AS "locked"
FROM "products" p
WHERE p."shop_id" = $1::uuid AND p."deleted_at" IS NULL AND ${byId ? 'p."id" = $2::uuid' : 'p."uniqid" = $2'}`;

/** Parameters: shop, product id, reference, variant id (or null), quantity, now. */
const CLAIM_SQL = `
WITH held AS (
  SELECT "id", "code", "variant_id", "created_at" FROM "serials"
  WHERE "shop_id" = $1::uuid AND "product_id" = $2::uuid AND "claim_ref" = $3
), pick AS (
  SELECT "id" FROM "serials"
  WHERE "product_id" = $2::uuid
    AND (("variant_id" IS NULL AND $4::uuid IS NULL) OR "variant_id" = $4::uuid)
    AND "status" = 'AVAILABLE'
    AND NOT EXISTS (SELECT 1 FROM held)
  ORDER BY "created_at", "id"
  LIMIT $5
), enough AS (
  SELECT COUNT(*) = $5 AS "ok", COUNT(*)::int AS "available" FROM pick
), claimed AS (
  UPDATE "serials" s SET "status" = 'CLAIMED', "claim_ref" = $3, "claimed_at" = $6::timestamptz
  FROM pick, enough
  WHERE s."id" = pick."id" AND enough."ok"
  RETURNING s."id", s."code", s."variant_id", s."created_at"
), product_stock AS (
  UPDATE "products" SET "stock" = "stock" - $5, "updated_at" = $6::timestamptz
  FROM enough WHERE "id" = $2::uuid AND enough."ok"
), variant_stock AS (
  UPDATE "variants" SET "stock" = "stock" - $5
  FROM enough WHERE "id" = $4::uuid AND enough."ok"
)
SELECT 'held' AS "kind", "id", "code", "variant_id", "created_at", 0 AS "available" FROM held
UNION ALL
SELECT 'claimed', "id", "code", "variant_id", "created_at", 0 FROM claimed
UNION ALL
SELECT 'count', NULL, NULL, NULL, NULL, "available" FROM enough`;

interface ClaimRow {
  kind: 'held' | 'claimed' | 'count';
  id: string | null;
  code: string | null;
  variant_id: string | null;
  created_at: Date | null;
  available: number;
}

export interface SerialClaim {
  reference: string;
  product_id: string;
  variant_id: string | null;
  serials: Array<{ id: string; code: string }>;
  reused: boolean;
}

/** The order the codes were added in: what the first claim took first. */
const byAge = (a: ClaimRow, b: ClaimRow) =>
  (a.created_at?.getTime() ?? 0) - (b.created_at?.getTime() ?? 0) || String(a.id).localeCompare(String(b.id));

const codesOf = (rows: ClaimRow[]) =>
  rows.sort(byAge).map((row) => ({ id: String(row.id), code: String(row.code) }));

export async function claimSerials(
  sql: SqlExecutor,
  input: {
    shop_id: string;
    product_id: string;
    variant_id?: string | null;
    quantity: number;
    reference: string;
  },
  now: Date,
): Promise<SerialClaim> {
  return sql.transaction(async (tx) => {
    const [product] = await tx.query<{ id: string; type: string }>(lockProductSql(isUuid(input.product_id)), [
      input.shop_id,
      input.product_id,
    ]);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found.');
    if (product.type !== 'SERIALS') {
      throw new AppError(
        'BAD_REQUEST',
        `Only SERIALS products hold serial codes; this one is ${product.type}.`,
      );
    }
    const variantId = input.variant_id ?? null;
    const rows = await tx.query<ClaimRow>(CLAIM_SQL, [
      input.shop_id,
      product.id,
      input.reference,
      variantId,
      input.quantity,
      now,
    ]);
    const held = rows.filter((row) => row.kind === 'held');
    if (held.length > 0) {
      return {
        reference: input.reference,
        product_id: product.id,
        variant_id: held[0]?.variant_id ?? null,
        serials: codesOf(held),
        reused: true,
      };
    }
    const claimed = rows.filter((row) => row.kind === 'claimed');
    if (claimed.length < input.quantity) {
      const available = rows.find((row) => row.kind === 'count')?.available ?? 0;
      throw new AppError('CONFLICT', `Out of stock: ${available} of ${input.quantity} codes available.`, {
        subcode: 'OUT_OF_STOCK',
        extra: { available },
      });
    }
    return {
      reference: input.reference,
      product_id: product.id,
      variant_id: variantId,
      serials: codesOf(claimed),
      reused: false,
    };
  });
}
