import { operatorCli } from '../cli';
import { api } from './api';
import { newOrder } from './order-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

/**
 * An order paid through the test provider with an OPEN dispute on it. The test provider opens
 * disputes, driven by the operator CLI, on an order it was paid through.
 */
async function openDispute(ctx: ExampleContext): Promise<{ id: string }> {
  const order = await newOrder(ctx);
  const cli = operatorCli(ctx.p);
  for (const args of [
    ['order', 'pay', '--invoice', order.uniqid],
    ['order', 'dispute', '--invoice', order.uniqid, '--action', 'open', '--reason', 'not received'],
  ]) {
    const run = await cli(...args);
    if (run.code !== 0) throw new Error(`shopforge ${args.join(' ')}: ${run.stderr}`);
  }
  const open = await api<{ id: string; invoice_uniqid: string }[]>(
    ctx,
    'GET',
    '/dev/v1/disputes?status=OPEN&limit=100',
  );
  const dispute = open.find((entry) => entry.invoice_uniqid === order.uniqid);
  if (!dispute) throw new Error(`no OPEN dispute listed for ${order.uniqid}`);
  return dispute;
}
const sharedDispute = (ctx: ExampleContext) => shared(ctx, 'dispute', () => openDispute(ctx));

export const disputeExamples: RouteExamples = {
  'GET /dev/v1/disputes': async (ctx) => {
    await sharedDispute(ctx);
    return { path: '/dev/v1/disputes', query: { status: 'OPEN' } };
  },
  'GET /dev/v1/disputes/{id}': async (ctx) => ({
    path: `/dev/v1/disputes/${(await sharedDispute(ctx)).id}`,
  }),
};
