import { lookedUpProductsSchema, lookupProductsInputSchema } from '@shopforge/contracts';
import { internalProcedure, isUuid } from '@shopforge/service-kit';
import type { z } from 'zod';
import type { CatalogDeps } from '../deps';

/**
 * Internal (reseller service): products of one shop by id or uniqid, with their variants and
 * stock, for a caller that acts for a reseller rather than the merchant. The shop is named in
 * the input because no merchant principal exists on those calls; the reseller service takes it
 * from the reseller's key, never from a request.
 */
/**
 * One statement, variants folded in as JSON (docs/adr/0007-hot-paths-leave-the-orm.md): every
 * reseller order prices its basket with it. Parameters: shop, ids (jsonb), uniqids (jsonb).
 */
const LOOKUP_SQL = `
SELECT p."id", p."uniqid", p."title", p."type", p."currency", p."price"::text AS "price", p."stock",
  p."on_hold", (jsonb_typeof(p."volume_discounts") = 'array' AND jsonb_array_length(p."volume_discounts") > 0)
    AS "volume_discount_enabled",
  COALESCE((
    SELECT json_agg(json_build_object('id', v."id", 'title', v."title", 'price', v."price"::text, 'stock', v."stock")
      ORDER BY v."sort_order", v."id")
    FROM "variants" v WHERE v."product_id" = p."id"
  ), '[]'::json) AS "variants"
FROM "products" p
WHERE p."shop_id" = $1::uuid AND p."deleted_at" IS NULL
  AND (p."id" = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))::uuid[])
    OR p."uniqid" = ANY(ARRAY(SELECT jsonb_array_elements_text($3::jsonb))))
ORDER BY p."id"`;

type LookedUp = z.infer<typeof lookedUpProductsSchema>['data'][number];

export function productLookupProcedure({ sql }: CatalogDeps) {
  return internalProcedure
    .input(lookupProductsInputSchema)
    .output(lookedUpProductsSchema)
    .query(async ({ input }) => {
      if (input.refs.length === 0) return { data: [] };
      const ids = input.refs.filter(isUuid).map((ref) => ref.toLowerCase());
      const uniqids = input.refs.filter((ref) => !isUuid(ref));
      const data = await sql.query<LookedUp>(LOOKUP_SQL, [
        input.shop_id,
        JSON.stringify(ids),
        JSON.stringify(uniqids),
      ]);
      return { data };
    });
}
