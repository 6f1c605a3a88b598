import {
  createStockPurchaseProcedureInputSchema,
  deliverInventoryProcedureInputSchema,
  inventoryItemAnswerSchema,
  inventoryListSchema,
  relationshipRefSchema,
  stockTransferAnswerSchema,
  stockTransferInvoiceSchema,
  stockTransferListSchema,
  stockTransferRefSchema,
} from '@shopforge/contracts';
import { router, shopProcedure } from '@shopforge/service-kit';
import { findRelationship } from '../db/relationships';
import type { ResellerDeps } from '../deps';
import { inventoryRecord, transferRecord } from '../domain/admin-records';

/** Stock purchases, their invoices and allocation, and the inventory a reseller holds. */
export function stockRouter(deps: ResellerDeps) {
  const { prisma, stock } = deps;
  const relationshipOf = (shopId: string, ref: string) => findRelationship(prisma, shopId, ref);
  return router({
    purchase: shopProcedure
      .input(createStockPurchaseProcedureInputSchema)
      .output(stockTransferAnswerSchema)
      .mutation(async ({ ctx, input }) => {
        const relationship = await relationshipOf(ctx.shopId, input.reseller_relationship_id);
        const transfer = await stock.request(ctx.shopId, relationship.id, input.product_id, input.quantity);
        return { stock_transfer: transferRecord(transfer) };
      }),

    invoice: shopProcedure
      .input(stockTransferRefSchema)
      .output(stockTransferInvoiceSchema)
      .mutation(async ({ ctx, input }) => {
        const relationship = await relationshipOf(ctx.shopId, input.reseller_relationship_id);
        const transfer = await stock.invoice(ctx.principal, relationship.id, input.transfer_id);
        return {
          stock_transfer: transferRecord(transfer),
          invoice: { uniqid: transfer.invoiceUniqid ?? '', url: transfer.invoiceUrl ?? '' },
        };
      }),

    allocate: shopProcedure
      .input(stockTransferRefSchema)
      .output(stockTransferAnswerSchema)
      .mutation(async ({ ctx, input }) => {
        const relationship = await relationshipOf(ctx.shopId, input.reseller_relationship_id);
        const transfer = await stock.allocateByMerchant(ctx.shopId, relationship.id, input.transfer_id);
        return { stock_transfer: transferRecord(transfer) };
      }),

    transfers: shopProcedure
      .input(relationshipRefSchema)
      .output(stockTransferListSchema)
      .query(async ({ ctx, input }) => {
        const relationship = await relationshipOf(ctx.shopId, input.reseller_relationship_id);
        const rows = await prisma.stockTransfer.findMany({
          where: { relationshipId: relationship.id },
          orderBy: { id: 'desc' },
        });
        return { data: rows.map(transferRecord) };
      }),

    inventory: shopProcedure
      .input(relationshipRefSchema)
      .output(inventoryListSchema)
      .query(async ({ ctx, input }) => {
        const relationship = await relationshipOf(ctx.shopId, input.reseller_relationship_id);
        const rows = await prisma.inventoryItem.findMany({
          where: { relationshipId: relationship.id },
          orderBy: { id: 'asc' },
        });
        return { data: rows.map(inventoryRecord) };
      }),

    deliver: shopProcedure
      .input(deliverInventoryProcedureInputSchema)
      .output(inventoryItemAnswerSchema)
      .mutation(async ({ ctx, input }) => {
        const relationship = await relationshipOf(ctx.shopId, input.reseller_relationship_id);
        const item = await stock.deliver(ctx.shopId, relationship.id, input.item_id, input.email);
        return { item: inventoryRecord(item) };
      }),
  });
}
