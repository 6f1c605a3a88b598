import {
  listTicketsInputSchema,
  replyTicketInputSchema,
  ticketListSchema,
  ticketRefSchema,
  ticketSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import { merchantReply, setTicketClosed, toTicket, toTicketSummary } from '../app/support/tickets';
import { findTicket } from '../db/tickets';
import type { BillingDeps } from '../deps';

/** Buyers' tickets, as the merchant answers them (docs/support.md): `support.read` / `support.write`. */
export function ticketsRouter(deps: BillingDeps) {
  const { prisma, cursors } = deps;
  return router({
    list: shopProcedure
      .input(listTicketsInputSchema)
      .output(ticketListSchema)
      .query(async ({ ctx, input }) => {
        const binding = `tickets:${input.status ?? ''}:${input.invoice_uniqid ?? ''}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.ticket.findMany({
            where: {
              shopId: ctx.shopId,
              ...(input.status ? { status: input.status } : {}),
              ...(input.invoice_uniqid ? { invoiceUniqid: input.invoice_uniqid.toLowerCase() } : {}),
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toTicketSummary), pagination };
      }),

    get: shopProcedure
      .input(ticketRefSchema)
      .output(ticketSchema)
      .query(async ({ ctx, input }) => toTicket(await findTicket(prisma, ctx.shopId, input.id))),

    reply: shopProcedure
      .input(replyTicketInputSchema.extend(ticketRefSchema.shape))
      .output(ticketSchema)
      .mutation(({ ctx, input }) => merchantReply(deps, ctx.shopId, input.id, input.message)),

    close: shopProcedure
      .input(ticketRefSchema)
      .output(ticketSchema)
      .mutation(({ ctx, input }) => setTicketClosed(deps, ctx.shopId, input.id, true)),

    reopen: shopProcedure
      .input(ticketRefSchema)
      .output(ticketSchema)
      .mutation(({ ctx, input }) => setTicketClosed(deps, ctx.shopId, input.id, false)),
  });
}
