import { api } from './api';
import { allocatedStock, newStockTransfer, relationshipPath, sharedReseller } from './reseller-fixtures';
import type { RouteExamples } from './types';

const REL = '/dev/v1/resellers/{reseller_relationship_id}';

export const resellerStockExamples: RouteExamples = {
  [`POST ${REL}/stock-purchases`]: async (ctx) => ({
    path: `${await relationshipPath(ctx)}/stock-purchases`,
    body: { product_id: (await sharedReseller(ctx)).productId, quantity: 1 },
  }),
  [`GET ${REL}/stock-transfers`]: async (ctx) => {
    await allocatedStock(ctx);
    return { path: `${await relationshipPath(ctx)}/stock-transfers` };
  },
  [`POST ${REL}/stock-transfers/{transfer_id}/invoice`]: async (ctx) => ({
    path: `${await relationshipPath(ctx)}/stock-transfers/${(await newStockTransfer(ctx)).id}/invoice`,
    body: {},
  }),
  // Allocating is idempotent: an allocated transfer answers itself again.
  [`POST ${REL}/stock-transfers/{transfer_id}/allocate`]: async (ctx) => ({
    path: `${await relationshipPath(ctx)}/stock-transfers/${(await allocatedStock(ctx)).id}/allocate`,
  }),
  [`GET ${REL}/inventory`]: async (ctx) => {
    await allocatedStock(ctx);
    return { path: `${await relationshipPath(ctx)}/inventory` };
  },
  [`POST ${REL}/inventory/{item_id}/deliver`]: async (ctx) => {
    await allocatedStock(ctx);
    const base = await relationshipPath(ctx);
    const items = await api<{ id: string; status: string }[]>(ctx, 'GET', `${base}/inventory`);
    const item = items.find((candidate) => candidate.status === 'AVAILABLE');
    if (!item) throw new Error('no AVAILABLE inventory item left');
    return { path: `${base}/inventory/${item.id}/deliver`, body: { email: 'customer@example.com' } };
  },
};
