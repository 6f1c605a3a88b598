import type { ResellerDeliveryMail } from '@shopforge/contracts';
import type { EventEnvelope } from '@shopforge/events';
import { z } from 'zod';
import type { ResellerDeps } from '../deps';

const deliveredEvent = z.object({
  object_id: z.uuid(),
  object_type: z.enum(['stock_item', 'order']),
});
const serials = z.array(z.string()).catch([]);

/** A delivered inventory item, as its customer's mail shows it; null when it is no delivery. */
async function itemDelivery(
  deps: Pick<ResellerDeps, 'prisma'>,
  shopId: string,
  id: string,
): Promise<ResellerDeliveryMail | null> {
  const item = await deps.prisma.inventoryItem.findFirst({
    where: { id, shopId, status: 'DELIVERED' },
    include: { transfer: { select: { productTitle: true } } },
  });
  if (!item?.deliveredTo) return null;
  const relationship = await deps.prisma.resellerRelationship.findUniqueOrThrow({
    where: { id: item.relationshipId },
  });
  return {
    object_id: item.id,
    recipient: item.deliveredTo,
    reseller_email: relationship.email,
    lines: [{ title: item.transfer.productTitle, codes: [item.code] }],
  };
}

/** A fulfilment order's codes, for the customer it named; null without one or without codes. */
async function fulfilmentDelivery(
  deps: Pick<ResellerDeps, 'prisma'>,
  shopId: string,
  id: string,
): Promise<ResellerDeliveryMail | null> {
  const order = await deps.prisma.resellerOrder.findFirst({
    where: { id, shopId, source: 'FULFILLMENT', status: 'COMPLETED' },
    include: { lines: { orderBy: { position: 'asc' } } },
  });
  if (!order?.customerEmail) return null;
  const lines = order.lines
    .map((line) => ({
      title: line.variantTitle ? `${line.productTitle} (${line.variantTitle})` : line.productTitle,
      codes: serials.parse(line.serials),
    }))
    .filter((line) => line.codes.length > 0);
  if (lines.length === 0) return null;
  const relationship = await deps.prisma.resellerRelationship.findUniqueOrThrow({
    where: { id: order.relationshipId },
  });
  return { object_id: order.id, recipient: order.customerEmail, reseller_email: relationship.email, lines };
}

/**
 * A delivery to a customer by email (`reseller:stock_item_delivered` from the Developer API,
 * `reseller:api_fulfillment_delivered` from `POST /reseller/v1/fulfillments`) becomes a mail
 * billing sends. The event was written with the delivery, so the mail follows every delivery
 * that committed; billing queues one mail per object, so a redelivered event sends nothing more.
 * Billing unreachable throws, and the bus delivers the event again later.
 */
export async function onDeliveredByEmail(
  deps: Pick<ResellerDeps, 'prisma' | 'billing'>,
  event: EventEnvelope,
): Promise<boolean> {
  if (event.shop_id === null) return false;
  if (event.type !== 'reseller:stock_item_delivered' && event.type !== 'reseller:api_fulfillment_delivered')
    return false;
  const data = deliveredEvent.safeParse(event.data);
  if (!data.success) return false;
  const delivery =
    data.data.object_type === 'stock_item'
      ? await itemDelivery(deps, event.shop_id, data.data.object_id)
      : await fulfilmentDelivery(deps, event.shop_id, data.data.object_id);
  if (!delivery) return false;
  return (await deps.billing.queueDeliveryMail(event.shop_id, delivery)).queued;
}
