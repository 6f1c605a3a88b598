import { operatorCli } from '../cli';
import { api, eventually, unique } from './api';
import { serialProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext } from './types';

interface Reseller {
  relationshipId: string;
  /** The reseller's `shxr_` key for the Reseller API. */
  apiKey: string;
  /** An enrolled SERIALS product with codes to spare. */
  productId: string;
}

async function cli(ctx: ExampleContext, ...args: string[]): Promise<string> {
  const run = await operatorCli(ctx.p)(...args);
  if (run.code !== 0) throw new Error(`shopforge ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** The shop's program, on; every reseller example runs with it enabled. */
export const enabledProgram = (ctx: ExampleContext) =>
  shared(ctx, 'reseller-program', () =>
    api(ctx, 'PATCH', '/dev/v1/reseller-program', {
      is_enabled: true,
      default_wholesale_discount_percent: 20,
    }),
  );

/**
 * A reseller who accepted an invitation to the enabled program, holds a key and a topped-up
 * balance, as reseller-api.e2e sets one up (the operator CLI stands in for the reseller portal).
 */
async function newReseller(ctx: ExampleContext): Promise<Reseller> {
  await enabledProgram(ctx);
  const product = await serialProduct(ctx, 30);
  const invited = await api<{ invitation: { id: string } }>(ctx, 'POST', '/dev/v1/resellers/invite', {
    email: `${unique('partner')}@example.com`,
    product_access: [{ product_id: product.id }],
  });
  const accepted = await cli(ctx, 'reseller', 'accept', '--invitation', invited.invitation.id, '--json');
  const { reseller_relationship_id: relationshipId } = JSON.parse(accepted) as {
    reseller_relationship_id: string;
  };
  const key = await cli(ctx, 'reseller', 'key', 'create', '--relationship', relationshipId, '--json');
  const { api_key: apiKey } = JSON.parse(key) as { api_key: string };
  await cli(ctx, 'reseller', 'topup', '--relationship', relationshipId, '--amount', '1000.00');
  return { relationshipId, apiKey, productId: product.id };
}

export const sharedReseller = (ctx: ExampleContext) => shared(ctx, 'reseller', () => newReseller(ctx));

export const relationshipPath = async (ctx: ExampleContext) =>
  `/dev/v1/resellers/${(await sharedReseller(ctx)).relationshipId}`;

/** A stock purchase of the shared reseller, REQUESTED and not invoiced yet. */
export async function newStockTransfer(ctx: ExampleContext): Promise<{ id: string }> {
  const { productId } = await sharedReseller(ctx);
  const answer = await api<{ stock_transfer: { id: string } }>(
    ctx,
    'POST',
    `${await relationshipPath(ctx)}/stock-purchases`,
    { product_id: productId, quantity: 2 },
  );
  return answer.stock_transfer;
}

/** A stock purchase invoiced, paid, and allocated (by the platform, once the invoice is paid). */
export const allocatedStock = (ctx: ExampleContext) =>
  shared(ctx, 'allocated-stock', async () => {
    const base = await relationshipPath(ctx);
    const transfer = await newStockTransfer(ctx);
    const { invoice } = await api<{ invoice: { uniqid: string } }>(
      ctx,
      'POST',
      `${base}/stock-transfers/${transfer.id}/invoice`,
      {},
    );
    await cli(ctx, 'order', 'pay', '--invoice', invoice.uniqid);
    await eventually(`stock transfer ${transfer.id} to be allocated`, async () => {
      const transfers = await api<{ id: string; status: string }[]>(ctx, 'GET', `${base}/stock-transfers`);
      return transfers.find((row) => row.id === transfer.id && row.status === 'ALLOCATED');
    });
    return transfer;
  });

/** A payout of 10 the shared reseller requested, held on its balance. */
export const requestedPayout = async (ctx: ExampleContext): Promise<{ id: string }> =>
  api<{ id: string }>(ctx, 'POST', `${await relationshipPath(ctx)}/payouts`, { amount: 10 });
