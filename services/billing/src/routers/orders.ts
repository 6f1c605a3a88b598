import {
  buyerEmailSchema,
  createOrderInputSchema,
  gatewayKind,
  listOrdersInputSchema,
  orderListSchema,
  orderRefSchema,
  orderSchema,
  refundOrderInputSchema,
  updateOrderInputSchema,
  voidOrderInputSchema,
} from '@shopforge/contracts';
import { jsonListPage, jsonPageOutput, router, shopProcedure, sql } from '@shopforge/service-kit';
import type { z } from 'zod';
import { voidOrder } from '../app/cancel';
import { createOrder } from '../app/create-order';
import { resendReceipt } from '../app/mail/resend-receipt';
import { openForcedSession, refuseUnavailableGateway } from '../app/forced-gateway';
import { fulfil } from '../app/fulfil';
import { markPaid } from '../app/pay';
import { refundOrder } from '../app/refund';
import { API } from '../app/status-change';
import { updateReferral } from '../app/update-order';
import { findInvoice, orderNotFound } from '../db/invoices';
import { listInvoicePage } from '../db/list-invoices';
import { ORDER_FROM, orderJson } from '../db/list-invoices-json';
import type { BillingDeps } from '../deps';
import { toOrderRecord } from '../domain/records';
import type { StoredInvoice } from '../domain/rows';

/** The order queue and the operations on one order (spec "Orders and payments"). */
export function ordersRouter(deps: BillingDeps) {
  const record = (row: Parameters<typeof toOrderRecord>[0]) =>
    toOrderRecord(row, deps.settings.publicBaseUrl);
  const orderList = orderJson(deps.settings.publicBaseUrl);
  const find = async (shopId: string, ref: string) => {
    const found = await findInvoice(deps.prisma, shopId, ref, 'PRODUCT');
    if (!found) throw orderNotFound();
    return found;
  };

  return router({
    create: shopProcedure
      .input(createOrderInputSchema)
      .output(orderSchema)
      .mutation(async ({ ctx, input }) => {
        await refuseUnavailableGateway(deps, ctx.shopId, input.gateway);
        const order = record(
          await createOrder(deps, ctx.principal, input, { request: ctx.idempotency ?? null }),
        );
        if (!input.gateway || gatewayKind(input.gateway) !== 'hosted') return order;
        const session = await openForcedSession(deps, await find(ctx.shopId, order.id), input.gateway);
        if (!session) return order;
        return {
          ...order,
          provider_reference: session.sessionId,
          provider_reference_type: 'checkout_session',
          checkout_url: session.checkoutUrl,
          session_id: session.sessionId,
        };
      }),

    /** One statement serialises the page (db/list-invoices-json.ts), passed on as JSON text. */
    list: shopProcedure
      .input(listOrdersInputSchema)
      .output(jsonPageOutput(orderListSchema))
      .query(async ({ ctx, input }) => {
        const page = await listInvoicePage(deps, {
          listName: 'orders',
          record: orderList,
          from: ORDER_FROM,
          shopId: ctx.shopId,
          scope: sql`i.kind = 'PRODUCT'`,
          query: { filters: input.filters, sorts: input.sorts },
          cursor: input.cursor,
          limit: input.limit,
        });
        return jsonListPage<z.output<typeof orderListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(orderRefSchema)
      .output(orderSchema)
      .query(async ({ ctx, input }) => record(await find(ctx.shopId, input.id))),

    update: shopProcedure
      .input(updateOrderInputSchema.extend(orderRefSchema.shape))
      .output(orderSchema)
      .mutation(async ({ ctx, input }) => {
        const found = await find(ctx.shopId, input.id);
        return record(await updateReferral(deps, found.id, input.referral_code));
      }),

    resendReceipt: shopProcedure
      .input(orderRefSchema)
      .output(buyerEmailSchema)
      .mutation(({ ctx, input }) => resendReceipt(deps, ctx.shopId, input.id)),

    /**
     * The merchant's fulfilment trigger: an unpaid order is marked paid by hand (MANUAL) and
     * delivered; a paid one has its undelivered or failed lines delivered again. Marking
     * paid spends the mail budget: the receipt goes to a buyer who paid no provider.
     */
    fulfill: shopProcedure
      .input(orderRefSchema)
      .output(orderSchema)
      .mutation(async ({ ctx, input }) => {
        const found = await find(ctx.shopId, input.id);
        let after: StoredInvoice | null = null;
        if (found.status === 'PROCESSING') {
          after = await fulfil(deps, found.id, API);
        } else if (found.status !== 'COMPLETED') {
          // The status machine refuses what cannot be paid (VOIDED, REFUNDED…) with a 400.
          ({ invoice: after } = await markPaid(deps, found.id, {
            gateway: found.gateway ?? 'MANUAL',
            actor: API,
            reference: null,
            attemptId: null,
            manual: true,
            spendsMailBudget: true,
          }));
        }
        // What fulfilment left is the order now; without it (nothing to do), read it again.
        return record(after ?? (await find(ctx.shopId, found.id)));
      }),

    refund: shopProcedure
      .input(refundOrderInputSchema.extend(orderRefSchema.shape))
      .output(orderSchema)
      .mutation(async ({ ctx, input }) =>
        record(await refundOrder(deps, ctx.shopId, input.id, { amount: input.amount, reason: input.reason })),
      ),

    void: shopProcedure
      .input(voidOrderInputSchema.extend(orderRefSchema.shape))
      .output(orderSchema)
      .mutation(async ({ ctx, input }) => {
        await voidOrder(deps, ctx.shopId, input.id, input.reason);
        return record(await find(ctx.shopId, input.id));
      }),
  });
}
