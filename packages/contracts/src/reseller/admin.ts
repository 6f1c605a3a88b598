import { z } from 'zod';
import { positiveMoneyInput, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

/**
 * Reseller administration beyond the program itself (shapes "not shown" in the spec, so ours):
 * embed campaigns, payouts, stock transfers and inventory, analytics. Amounts are numbers, as
 * everywhere on the Developer API.
 */
const relationship = { reseller_relationship_id: z.string().min(1).max(64) };

// Embed campaigns
export const EMBED_CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'REVOKED'] as const;
export const embedCampaignSchema = z.object({
  id: z.string(),
  reseller_relationship_id: z.string(),
  name: z.string(),
  product_ids: z.array(z.string()),
  status: z.enum(EMBED_CAMPAIGN_STATUSES),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export const createEmbedCampaignInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  product_ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
});
export const createEmbedCampaignProcedureInputSchema = createEmbedCampaignInputSchema.extend(relationship);
export const updateEmbedCampaignInputSchema = z.strictObject({
  status: z.enum(EMBED_CAMPAIGN_STATUSES).optional(),
  name: z.string().trim().min(1).max(120).optional(),
});
export const updateEmbedCampaignProcedureInputSchema = updateEmbedCampaignInputSchema.extend({
  ...relationship,
  campaign_id: z.string().min(1).max(64),
});
export const embedCampaignListSchema = z.object({ data: z.array(embedCampaignSchema) });
export const relationshipRefSchema = z.object(relationship);

// Payouts
export const PAYOUT_STATUSES = ['REQUESTED', 'APPROVED', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_ACTIONS = ['approve', 'reject', 'complete', 'cancel'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];
export const payoutSchema = z.object({
  id: z.string(),
  reseller_relationship_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  note: z.string().nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  decided_at: unixSeconds.nullable(),
});
export const requestPayoutInputSchema = z.strictObject({
  amount: positiveMoneyInput,
  note: z.string().trim().max(500).optional(),
});
export const requestPayoutProcedureInputSchema = requestPayoutInputSchema.extend(relationship);
export const payoutActionInputSchema = z.strictObject({ note: z.string().trim().max(500).optional() });
export const payoutActionProcedureInputSchema = payoutActionInputSchema.extend({
  payout_id: z.string().min(1).max(64),
  action: z.enum(PAYOUT_ACTIONS),
});
export const listPayoutsQuerySchema = cursorQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export const listPayoutsInputSchema = cursorInputSchema.extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export const payoutListSchema = cursorPage(payoutSchema);

// Stock transfers and inventory
export const STOCK_TRANSFER_STATUSES = ['REQUESTED', 'INVOICED', 'PAID', 'ALLOCATED'] as const;
export const stockTransferSchema = z.object({
  id: z.string(),
  reseller_relationship_id: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total: z.number(),
  currency: z.string(),
  status: z.enum(STOCK_TRANSFER_STATUSES),
  invoice_uniqid: z.string().nullable(),
  paid_at: unixSeconds.nullable(),
  allocated_at: unixSeconds.nullable(),
  created_at: unixSeconds,
});
export const createStockPurchaseInputSchema = z.strictObject({
  product_id: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(10_000),
});
export const createStockPurchaseProcedureInputSchema = createStockPurchaseInputSchema.extend(relationship);
export const stockTransferRefSchema = z.object({ ...relationship, transfer_id: z.string().min(1).max(64) });
export const stockTransferInvoiceSchema = z.object({
  stock_transfer: stockTransferSchema,
  invoice: z.object({ uniqid: z.string(), url: z.string() }),
});
export const stockTransferAnswerSchema = z.object({ stock_transfer: stockTransferSchema });
export const stockTransferListSchema = z.object({ data: z.array(stockTransferSchema) });

export const INVENTORY_STATUSES = ['AVAILABLE', 'DELIVERED'] as const;
export const inventoryItemSchema = z.object({
  id: z.string(),
  reseller_relationship_id: z.string(),
  stock_transfer_id: z.string(),
  product_id: z.string(),
  code: z.string(),
  status: z.enum(INVENTORY_STATUSES),
  delivered_to: z.string().nullable(),
  delivered_at: unixSeconds.nullable(),
  created_at: unixSeconds,
});
export const inventoryListSchema = z.object({ data: z.array(inventoryItemSchema) });
export const deliverInventoryInputSchema = z.strictObject({
  email: z.email({ error: 'Must be an email address.' }).max(254),
});
export const deliverInventoryProcedureInputSchema = deliverInventoryInputSchema.extend({
  ...relationship,
  item_id: z.string().min(1).max(64),
});
export const inventoryItemAnswerSchema = z.object({ item: inventoryItemSchema });

// Analytics
export const resellerSalesFiguresSchema = z.object({
  orders: z.number().int(),
  revenue: z.number(),
  refunded: z.number(),
  units_delivered: z.number().int(),
});
export const shopResellerAnalyticsSchema = z.object({
  currency: z.string(),
  resellers: z.object({ total: z.number().int(), active: z.number().int() }),
  sales: resellerSalesFiguresSchema,
  top_resellers: z.array(
    z.object({
      reseller_relationship_id: z.string(),
      email: z.string(),
      revenue: z.number(),
      orders: z.number().int(),
    }),
  ),
});
export const resellerAnalyticsSchema = z.object({
  reseller_relationship_id: z.string(),
  currency: z.string(),
  sales: resellerSalesFiguresSchema,
  lifetime_revenue: z.number(),
  lifetime_orders: z.number().int(),
  balance: z.number(),
  embed_campaigns: z.object({
    active: z.number().int(),
    paused: z.number().int(),
    revoked: z.number().int(),
  }),
  stock: z.object({ allocated: z.number().int(), delivered: z.number().int() }),
  by_product: z.array(
    z.object({ product_id: z.string(), title: z.string(), units: z.number().int(), revenue: z.number() }),
  ),
});
