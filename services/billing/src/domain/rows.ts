import type { InvoiceStatus } from '@shopforge/contracts';
import type { DecimalLike } from '@shopforge/service-kit';

/**
 * An invoice as stored, in the shape the pure functions read. Prisma's generated row types
 * satisfy it structurally, so the domain never imports the client.
 */
export interface InvoiceRow {
  id: string;
  uniqid: string;
  shopId: string;
  kind: string;
  origin: string;
  status: string;
  statusBeforeDispute: string | null;
  flowType: string;
  gateway: string | null;
  cryptoGateway: string | null;
  currency: string;
  subtotal: DecimalLike;
  volumeDiscount: DecimalLike;
  discount: DecimalLike;
  total: DecimalLike;
  refundedAmount: DecimalLike;
  amountReceived: DecimalLike;
  /** Native crypto: the current attempt's address, amount in base units, rate, and progress. */
  cryptoAddress: string | null;
  cryptoUri: string | null;
  cryptoUnits: DecimalLike | null;
  cryptoDecimals: number | null;
  cryptoRate: DecimalLike | null;
  cryptoReceivedUnits: DecimalLike;
  cryptoConfirmations: number;
  cryptoConfirmationsNeeded: number | null;
  customerEmail: string;
  country: string | null;
  couponId: string | null;
  couponCode: string | null;
  affiliateCode: string | null;
  affiliateCustomerId: string | null;
  customFields: unknown;
  developerTitle: string | null;
  developerWebhook: string | null;
  returnUrl: string | null;
  statusDetails: string | null;
  voidDetails: string | null;
  providerReference: string | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  fulfilmentDueAt: Date | null;
  paidEventAt: Date | null;
  subscriptionId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface LineRow {
  id: string;
  position: number;
  productId: string;
  productUniqid: string;
  productTitle: string;
  productType: string;
  productDescription: string | null;
  productPrice: DecimalLike;
  serviceText: string | null;
  dynamicWebhook: string | null;
  variantId: string | null;
  variantTitle: string | null;
  quantity: number;
  unitPrice: DecimalLike;
  volumeDiscount: DecimalLike;
  total: DecimalLike;
  deliveryStatus: string;
  deliveredAt: Date | null;
  licenseKeys: string[];
  deliveredText: string | null;
  deliveryError: string | null;
}

export type InvoiceWithLines = InvoiceRow & { lines: LineRow[] };

export const statusOf = (row: Pick<InvoiceRow, 'status'>): InvoiceStatus => row.status as InvoiceStatus;

type InvoiceMoney =
  | 'subtotal'
  | 'volumeDiscount'
  | 'discount'
  | 'total'
  | 'refundedAmount'
  | 'amountReceived';
type LineMoney = 'productPrice' | 'unitPrice' | 'volumeDiscount' | 'total';

/** A line as stored: the domain's view plus the columns only storage and licensing read; money as text. */
export interface StoredLine extends Omit<LineRow, LineMoney>, Record<LineMoney, string> {
  invoiceId: string;
  shopId: string;
  licensingEnabled: boolean;
  licensePeriod: string | null;
}

/** An invoice as stored, with its lines in position order; money as exact decimal text. */
export interface StoredInvoice
  extends Omit<InvoiceWithLines, InvoiceMoney | 'lines'>,
    Record<InvoiceMoney, string> {
  affiliatePercent: string | null;
  lines: StoredLine[];
}
