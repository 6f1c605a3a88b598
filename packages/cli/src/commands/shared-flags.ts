import type { FlagSpec } from '../command-tree';

/** Flags several commands take with the same meaning. */
export const SHOP_FLAG: FlagSpec = { name: 'shop', value: 'id', description: 'the shop id', required: true };

export const SCOPES_HELP = 'API scopes separated by spaces or commas, e.g. "products.read webhooks.write"';
