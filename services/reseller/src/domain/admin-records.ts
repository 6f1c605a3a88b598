import { centsToNumber, type DecimalLike, toCents, toUnixSeconds } from '@shopforge/service-kit';

const amount = (value: DecimalLike) => centsToNumber(toCents(value));
const seconds = (date: Date | null) => (date ? toUnixSeconds(date) : null);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function campaignRecord(row: {
  id: string;
  relationshipId: string;
  name: string;
  productIds: unknown;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    id: row.id,
    reseller_relationship_id: row.relationshipId,
    name: row.name,
    product_ids: strings(row.productIds),
    status: row.status as 'ACTIVE' | 'PAUSED' | 'REVOKED',
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export function payoutRecord(row: {
  id: string;
  relationshipId: string;
  amount: DecimalLike;
  currency: string;
  status: string;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  decidedAt: Date | null;
}) {
  return {
    id: row.id,
    reseller_relationship_id: row.relationshipId,
    amount: amount(row.amount),
    currency: row.currency,
    status: row.status as 'REQUESTED' | 'APPROVED' | 'COMPLETED' | 'REJECTED' | 'CANCELLED',
    note: row.note,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    decided_at: seconds(row.decidedAt),
  };
}

export function transferRecord(row: {
  id: string;
  relationshipId: string;
  productId: string;
  productTitle: string;
  quantity: number;
  unitPrice: DecimalLike;
  total: DecimalLike;
  currency: string;
  status: string;
  invoiceUniqid: string | null;
  paidAt: Date | null;
  allocatedAt: Date | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    reseller_relationship_id: row.relationshipId,
    product_id: row.productId,
    product_title: row.productTitle,
    quantity: row.quantity,
    unit_price: amount(row.unitPrice),
    total: amount(row.total),
    currency: row.currency,
    status: row.status as 'REQUESTED' | 'INVOICED' | 'PAID' | 'ALLOCATED',
    invoice_uniqid: row.invoiceUniqid,
    paid_at: seconds(row.paidAt),
    allocated_at: seconds(row.allocatedAt),
    created_at: toUnixSeconds(row.createdAt),
  };
}

export function inventoryRecord(row: {
  id: string;
  relationshipId: string;
  transferId: string;
  productId: string;
  code: string;
  status: string;
  deliveredTo: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    reseller_relationship_id: row.relationshipId,
    stock_transfer_id: row.transferId,
    product_id: row.productId,
    code: row.code,
    status: row.status as 'AVAILABLE' | 'DELIVERED',
    delivered_to: row.deliveredTo,
    delivered_at: seconds(row.deliveredAt),
    created_at: toUnixSeconds(row.createdAt),
  };
}
