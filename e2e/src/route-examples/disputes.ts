import { operatorCli } from '../cli';
import { newOrder } from './order-fixtures';
import type { RouteExamples } from './types';

export const disputeExamples: RouteExamples = {
  // The test provider opens disputes, driven by the operator CLI, on an order it was paid through.
  'GET /dev/v1/disputes': async (ctx) => {
    const order = await newOrder(ctx);
    const cli = operatorCli(ctx.p);
    for (const args of [
      ['order', 'pay', '--invoice', order.uniqid],
      ['order', 'dispute', '--invoice', order.uniqid, '--action', 'open', '--reason', 'not received'],
    ]) {
      const run = await cli(...args);
      if (run.code !== 0) throw new Error(`shopforge ${args.join(' ')}: ${run.stderr}`);
    }
    return { path: '/dev/v1/disputes', query: { status: 'OPEN' } };
  },
};
