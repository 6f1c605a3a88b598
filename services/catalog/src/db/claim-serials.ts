import type { SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';

/**
 * The serial claim every sale runs (billing's fulfilment, the reseller saga), in hand-written
 * SQL (docs/adr/0007-hot-paths-leave-the-orm.md).
 *
 * A claim of one code is one statement. Sales of one product no longer queue behind each other:
 * each takes the oldest code no other claim has locked (SKIP LOCKED), so concurrent claims get
 * different codes, and a code claimed since the statement began fails its re-check and is not
 * taken. The statement writes the claim's row, keyed by (shop, reference): when two copies of
 * one claim race, the second waits for the first's row, writes nothing and reads the first's
 * codes (`reused`), so a reference never holds two sets of codes. The product's and variant's
 * `stock` fall by what was taken in the same statement, so they stay equal to the available
 * codes; the product row is locked only for the rest of that one statement.
 *
 * A claim of several codes first takes the product's stock lock for its transaction, as every
 * stock edit does (`lockProductStock`): two claims of several codes must not each take part of
 * the last ones and both fail. One-code claims take that lock shared, so they run alongside each
 * other but never alongside an edit that recounts the stock (add, remove, release).
 */
const productLockSql = (byId: boolean) => `
SELECT pg_advisory_xact_lock(hashtextextended('serials:' || p."id"::text, 0)) AS "locked"
FROM "products" p
WHERE p."shop_id" = $1::uuid AND p."deleted_at" IS NULL AND ${byId ? 'p."id" = $2::uuid' : 'p."uniqid" = $2'}`;

/** Parameters: shop, product id or uniqid, reference, variant id (or null), quantity, now. */
const claimSql = (byId: boolean) => `
WITH product AS (
  SELECT p."id", p."type" FROM "products" p
  WHERE p."shop_id" = $1::uuid AND p."deleted_at" IS NULL AND ${byId ? 'p."id" = $2::uuid' : 'p."uniqid" = $2'}
), guard AS (
  SELECT pg_advisory_xact_lock_shared(hashtextextended('serials:' || product."id"::text, 0)) AS "locked"
  FROM product WHERE product."type" = 'SERIALS'
), held AS (
  SELECT s."id", s."code", s."variant_id", s."created_at" FROM "serials" s, product
  WHERE s."shop_id" = $1::uuid AND s."product_id" = product."id" AND s."claim_ref" = $3
), pick AS (
  SELECT s."id" FROM "serials" s, product
  WHERE EXISTS (SELECT 1 FROM guard)
    AND s."product_id" = product."id"
    AND ((s."variant_id" IS NULL AND $4::uuid IS NULL) OR s."variant_id" = $4::uuid)
    AND s."status" = 'AVAILABLE'
    AND NOT EXISTS (SELECT 1 FROM held)
  ORDER BY s."created_at", s."id"
  LIMIT $5
  FOR UPDATE OF s SKIP LOCKED
), enough AS (
  SELECT COUNT(*) = $5 AS "ok", COUNT(*)::int AS "available" FROM pick
), claim AS (
  INSERT INTO "serial_claims" ("shop_id", "reference", "product_id", "variant_id", "quantity", "created_at")
  SELECT $1::uuid, $3, product."id", $4::uuid, $5, $6::timestamptz FROM product, enough WHERE enough."ok"
  ON CONFLICT DO NOTHING
  RETURNING "product_id"
), claimed AS (
  UPDATE "serials" s SET "status" = 'CLAIMED', "claim_ref" = $3, "claimed_at" = $6::timestamptz
  FROM pick, claim WHERE s."id" = pick."id"
  RETURNING s."id", s."code", s."variant_id", s."created_at"
), product_stock AS (
  UPDATE "products" p SET "stock" = p."stock" - $5, "updated_at" = $6::timestamptz
  FROM claim WHERE p."id" = claim."product_id"
), variant_stock AS (
  UPDATE "variants" v SET "stock" = v."stock" - $5 FROM claim WHERE v."id" = $4::uuid
)
SELECT 'product' AS "kind", product."id", product."type"::text AS "code", NULL::uuid AS "variant_id",
  NULL::timestamptz AS "created_at", (SELECT COUNT(*) FROM claim)::int AS "available" FROM product
UNION ALL
SELECT 'held', "id", "code", "variant_id", "created_at", 0 FROM held
UNION ALL
SELECT 'claimed', "id", "code", "variant_id", "created_at", 0 FROM claimed
UNION ALL
SELECT 'count', NULL, NULL, NULL, NULL, "available" FROM enough`;

/** The codes a reference holds, read after a racing copy of the claim committed them. */
const HELD_SQL = `
SELECT 'held' AS "kind", "id", "code", "variant_id", "created_at", 0 AS "available" FROM "serials"
WHERE "shop_id" = $1::uuid AND "product_id" = $2::uuid AND "claim_ref" = $3`;

interface ClaimRow {
  kind: 'product' | 'held' | 'claimed' | 'count';
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

type ClaimInput = {
  shop_id: string;
  product_id: string;
  variant_id?: string | null;
  quantity: number;
  reference: string;
};

async function runClaim(db: SqlExecutor, input: ClaimInput, now: Date): Promise<SerialClaim> {
  const byId = isUuid(input.product_id);
  const ref = byId ? input.product_id.toLowerCase() : input.product_id;
  const variantId = input.variant_id ?? null;
  const rows = await db.query<ClaimRow>(claimSql(byId), [
    input.shop_id,
    ref,
    input.reference,
    variantId,
    input.quantity,
    now,
  ]);
  const product = rows.find((row) => row.kind === 'product');
  if (!product?.id) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found.');
  if (product.code !== 'SERIALS') {
    throw new AppError(
      'BAD_REQUEST',
      `Only SERIALS products hold serial codes; this one is ${product.code}.`,
    );
  }
  const claimRowWritten = product.available > 0;
  let held = rows.filter((row) => row.kind === 'held');
  const enough = rows.find((row) => row.kind === 'count');
  if (held.length === 0 && !claimRowWritten && enough?.available === input.quantity) {
    // The codes were there, but a copy of this claim wrote the claim's row first.
    held = await db.query<ClaimRow>(HELD_SQL, [input.shop_id, product.id, input.reference]);
  }
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
  if (!claimRowWritten || claimed.length < input.quantity) {
    const available = enough?.available ?? 0;
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
}

export async function claimSerials(sql: SqlExecutor, input: ClaimInput, now: Date): Promise<SerialClaim> {
  if (input.quantity === 1) return runClaim(sql, input, now);
  return sql.transaction(async (tx) => {
    await tx.query(productLockSql(isUuid(input.product_id)), [
      input.shop_id,
      isUuid(input.product_id) ? input.product_id.toLowerCase() : input.product_id,
    ]);
    return runClaim(tx, input, now);
  });
}
