import { type CreateProductInput, createProductInputSchema, productSchema } from '@shopforge/contracts';
import {
  firstFreeSlug,
  shopProcedure,
  slugCollisionFilter,
  slugify,
  uniqid,
  uuidv7,
} from '@shopforge/service-kit';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import type { CatalogDeps } from '../deps';
import { productEventData } from '../domain/product-event';
import { toProductRecord } from '../domain/product-record';

/** Fields of the create body that map one to one onto product columns. */
function columnsOf(input: CreateProductInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    type: input.type,
    subtype: input.subtype,
    recurringInterval: input.recurring_interval ?? null,
    recurringIntervalCount: input.recurring_interval_count,
    trialPeriod: input.trial_period,
    price: input.price.toFixed(2),
    cost: input.cost.toFixed(2),
    discountPercent: input.discount_percent.toFixed(2),
    quantityMin: input.quantity_min,
    quantityMax: input.quantity_max,
    quantityWarning: input.quantity_warning,
    stock: input.stock,
    stockDelimiter: input.stock_delimiter,
    sortPriority: input.sort_priority,
    deliveryText: input.delivery_text ?? null,
    serviceText: input.service_text ?? null,
    dynamicWebhook: input.dynamic_webhook ?? null,
    termsOfService: input.terms_of_service ?? null,
    warrantyText: input.warranty_text ?? null,
    redirectLink: input.redirect_link ?? null,
    youtubeLink: input.youtube_link ?? null,
    unlisted: input.unlisted,
    private: input.private,
    onHold: input.on_hold,
    payWhatYouWant: input.pay_what_you_want,
    gateways: input.gateways,
    volumeDiscounts: input.volume_discounts,
  };
}

export function createProductProcedure({ prisma, clock }: CatalogDeps) {
  return shopProcedure
    .input(createProductInputSchema)
    .output(productSchema)
    .mutation(async ({ ctx, input }) => {
      const now = clock.now();
      const base = slugify(input.title);
      const taken = await prisma.product.findMany({
        where: { shopId: ctx.shopId, ...slugCollisionFilter(base) },
        select: { slug: true },
      });
      // The product and its `product:created` event commit together or not at all.
      const row = await prisma.$transaction(async (tx) => {
        const created = await tx.product.create({
          data: {
            ...columnsOf(input),
            id: uuidv7(now.getTime()),
            uniqid: uniqid(),
            shopId: ctx.shopId,
            slug: firstFreeSlug(
              base,
              taken.map((row) => row.slug),
            ),
            currency: input.currency ?? ctx.principal.currency,
            createdAt: now,
            updatedAt: now,
          },
        });
        await writeOutboxEvent(prismaExecutor(tx), {
          type: 'product:created',
          shop_id: ctx.shopId,
          aggregate_id: created.id,
          data: productEventData(created),
          occurred_at: now,
        });
        return created;
      });
      return toProductRecord(row);
    });
}
