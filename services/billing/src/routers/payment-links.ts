import {
  createPaymentLinkInputSchema,
  listPaymentLinksInputSchema,
  type PaymentLink,
  paymentLinkListSchema,
  paymentLinkSchema,
  paymentLinkViewSchema,
  type Principal,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  centsToDecimal,
  centsToNumber,
  internalProcedure,
  isUuid,
  newestFirstPage,
  router,
  shopProcedure,
  toCents,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createOrder } from '../app/create-order';
import { createPayment } from '../app/payments';
import { productOfField } from '../app/product-field';
import type { BillingPrisma } from '../db/client';
import { shopReader } from '../domain/shop-reader';
import type { BillingDeps } from '../deps';
import { checkoutUrl } from '../domain/records';

interface LinkRow {
  id: string;
  uniqid: string;
  shopId: string;
  title: string;
  productId: string | null;
  quantity: number;
  amount: { toString(): string } | null;
  currency: string | null;
  active: boolean;
  uses: number;
  createdAt: Date;
  updatedAt: Date;
}

const linkNotFound = () => new AppError('NOT_FOUND', 'Payment link not found.');

const linkPrincipal = (link: LinkRow): Principal => shopReader(link.shopId, link.id, link.currency ?? 'USD');

async function findLink(prisma: BillingPrisma, shopId: string, ref: string) {
  const link = await prisma.paymentLink.findFirst({
    where: { shopId, ...(isUuid(ref) ? { id: ref } : { uniqid: ref }) },
  });
  if (!link) throw linkNotFound();
  return link;
}

/** Payment links (docs/payment-links.md) and the buyer's side of them. */
export function paymentLinksRouter(deps: BillingDeps) {
  const { prisma, clock, cursors, catalog, settings } = deps;
  const record = (row: LinkRow): PaymentLink => ({
    id: row.id,
    uniqid: row.uniqid,
    url: `${settings.publicBaseUrl}/pay/${row.uniqid}`,
    title: row.title,
    product_id: row.productId,
    quantity: row.quantity,
    amount: row.amount === null ? null : centsToNumber(toCents(row.amount)),
    currency: row.currency,
    active: row.active,
    uses: row.uses,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  });
  const publicLink = async (uniqid: string) => {
    const link = await prisma.paymentLink.findUnique({ where: { uniqid } });
    if (!link) throw linkNotFound();
    return link;
  };

  return router({
    create: shopProcedure
      .input(createPaymentLinkInputSchema)
      .output(paymentLinkSchema)
      .mutation(async ({ ctx, input }) => {
        const product = input.product_id
          ? await productOfField(catalog, ctx.principal, input.product_id, 'product_id')
          : null;
        const now = clock.now();
        const row = await prisma.paymentLink.create({
          data: {
            id: uuidv7(now.getTime()),
            uniqid: randomBytes(8).toString('hex'),
            shopId: ctx.shopId,
            title: input.title ?? product?.title ?? 'Payment',
            productId: product?.id ?? null,
            quantity: input.quantity,
            amount: input.amount === undefined ? null : centsToDecimal(toCents(input.amount)),
            currency: product?.currency ?? input.currency ?? ctx.principal.currency,
            createdAt: now,
            updatedAt: now,
          },
        });
        return record(row);
      }),

    list: shopProcedure
      .input(listPaymentLinksInputSchema)
      .output(paymentLinkListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(cursors, input, 'payment-links', (below, take) =>
          prisma.paymentLink.findMany({
            where: { shopId: ctx.shopId, ...below },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(record), pagination };
      }),

    get: shopProcedure
      .input(z.object({ id: z.string().max(64) }))
      .output(paymentLinkSchema)
      .query(async ({ ctx, input }) => record(await findLink(prisma, ctx.shopId, input.id))),

    /** Turns the link off (buyers see it is closed) or on again. */
    toggle: shopProcedure
      .input(z.object({ id: z.string().max(64) }))
      .output(paymentLinkSchema)
      .mutation(async ({ ctx, input }) => {
        const link = await findLink(prisma, ctx.shopId, input.id);
        const row = await prisma.paymentLink.update({
          where: { id: link.id },
          data: { active: !link.active, updatedAt: clock.now() },
        });
        return record(row);
      }),

    /** The public link page: what the buyer is about to pay. */
    view: internalProcedure
      .input(z.object({ uniqid: z.string().max(64) }))
      .output(paymentLinkViewSchema)
      .query(async ({ input }) => {
        const link = await publicLink(input.uniqid);
        const product = link.productId ? await catalog.product(linkPrincipal(link), link.productId) : null;
        const unit = product ? Math.round(product.price * 100) : toCents(link.amount ?? 0);
        return {
          uniqid: link.uniqid,
          title: link.title,
          price: centsToDecimal(unit * link.quantity),
          currency: product?.currency ?? link.currency ?? 'USD',
          quantity: link.quantity,
          active: link.active,
        };
      }),

    /** A buyer opens the link: their own order (or payment) and its hosted checkout. */
    open: internalProcedure
      .input(
        z.object({
          uniqid: z.string().max(64),
          email: z.email('Enter a valid email address.').max(254),
          buyer_ip: z.string().max(64).optional(),
        }),
      )
      .output(z.object({ checkout_url: z.string() }))
      .mutation(async ({ input }) => {
        const link = await publicLink(input.uniqid);
        if (!link.active) throw new AppError('BAD_REQUEST', 'This payment link is turned off.');
        const principal = linkPrincipal(link);
        let uniqid: string;
        if (link.productId) {
          const order = await createOrder(
            deps,
            principal,
            { customer_email: input.email, items: [{ product_id: link.productId, quantity: link.quantity }] },
            { paymentLinkId: link.id, buyerIp: input.buyer_ip },
          );
          uniqid = order.uniqid;
        } else {
          const payment = await createPayment(
            deps,
            principal,
            {
              title: link.title,
              email: input.email,
              value: centsToNumber(toCents(link.amount ?? 0)),
              currency: link.currency ?? 'USD',
              // The buyer is on the page that opened it: a mail asking them to pay would be noise.
              send_email: false,
            },
            { ip: input.buyer_ip },
          );
          uniqid = payment.uniqid;
        }
        await prisma.paymentLink.update({ where: { id: link.id }, data: { uses: { increment: 1 } } });
        return { checkout_url: checkoutUrl(settings.publicBaseUrl, uniqid) };
      }),
  });
}
