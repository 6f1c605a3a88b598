import { listProductsInputSchema, productListSchema } from '@shopforge/contracts';
import {
  fetchJsonPage,
  jsonListPage,
  jsonPageOutput,
  jsonPageCursor,
  router,
  shopProcedure,
  sql,
} from '@shopforge/service-kit';
import type { z } from 'zod';
import type { CatalogDeps } from '../deps';
import { PRODUCT_JSON, PRODUCT_WITH_VARIANTS_JSON } from '../db/product-list-json';
import { createProductProcedure } from './create-product';
import { productChangeProcedures } from './product-changes';

/** The product list has no filters or sorts yet, so its cursors bind to the list name alone. */
const LIST_BINDING = 'products';

export function productsRouter(deps: CatalogDeps) {
  const { cursors } = deps;
  return router({
    create: createProductProcedure(deps),
    ...productChangeProcedures(deps),
    /**
     * One statement serialises the page (db/product-list-json.ts): the driver decodes one text
     * value instead of 50 rows of 55 columns, and the page reaches the gateway as that text.
     */
    list: shopProcedure
      .input(listProductsInputSchema)
      .output(jsonPageOutput(productListSchema))
      .query(async ({ ctx, input }) => {
        const after = input.cursor ? cursors.decode(input.cursor, LIST_BINDING) : null;
        const page = await fetchJsonPage<{ id: string }>(deps.sql, {
          record: input.include_variants ? PRODUCT_WITH_VARIANTS_JSON : PRODUCT_JSON,
          from: sql`products p`,
          shopScope: sql`p.shop_id = ${ctx.shopId}::uuid`,
          where: after
            ? sql`p.deleted_at IS NULL AND p.id < ${String(after.id)}::uuid`
            : sql`p.deleted_at IS NULL`,
          orderBy: sql`p.id DESC`,
          keys: { id: sql`p.id::text` },
          limit: input.limit,
        });
        const pagination = jsonPageCursor(page, input.limit, (last) =>
          cursors.encode({ id: last.id }, LIST_BINDING),
        );
        return jsonListPage<z.output<typeof productListSchema>>(page.items, pagination);
      }),
  });
}
