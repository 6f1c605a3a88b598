import { api } from './api';
import { paidOrder } from './order-fixtures';
import { serialProduct } from './product-fixtures';
import type { ExampleContext, RouteExamples } from './types';

interface TimelineEvent {
  type: string;
  line_item_id: string | null;
}

/** A paid order of a serial product holding a spare code, and the line its first code went to. */
async function deliveredSerial(ctx: ExampleContext) {
  const product = await serialProduct(ctx, 2);
  const order = await paidOrder(ctx, product.id);
  const timeline = await api<{ events: TimelineEvent[] }>(
    ctx,
    'GET',
    `/dev/v1/invoices/${order.uniqid}/timeline`,
  );
  const line = timeline.events.find((event) => event.type === 'line_delivered')?.line_item_id;
  if (!line) throw new Error(`order ${order.uniqid} delivered no line`);
  return { order, line, serial: product.codes[0] ?? '' };
}

export const replacementExamples: RouteExamples = {
  'POST /dev/v1/orders/{id}/items/{line_id}/replace': async (ctx) => {
    const { order, line, serial } = await deliveredSerial(ctx);
    return { path: `/dev/v1/orders/${order.id}/items/${line}/replace`, body: { serial, reason: 'Used' } };
  },
  'GET /dev/v1/replacement-events/{id}': async (ctx) => {
    const { order, line, serial } = await deliveredSerial(ctx);
    const event = await api<{ id: string }>(ctx, 'POST', `/dev/v1/orders/${order.id}/items/${line}/replace`, {
      serial,
    });
    return { path: `/dev/v1/replacement-events/${event.id}` };
  },
};
