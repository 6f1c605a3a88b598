import type { Product } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

/** A decimal column as Prisma returns it (Decimal.js); only `toString` is relied on. */
interface DecimalLike {
  toString(): string;
}

export interface ProductRow {
  id: string;
  uniqid: string;
  shopId: string;
  slug: string;
  title: string;
  currency: string;
  description: string | null;
  type: Product['type'];
  subtype: Product['subtype'];
  recurringInterval: Product['recurring_interval'];
  recurringIntervalCount: number;
  trialPeriod: number;
  price: DecimalLike;
  cost: DecimalLike;
  discountPercent: DecimalLike;
  quantityMin: number;
  quantityMax: number;
  quantityWarning: number;
  stock: number;
  stockDelimiter: string;
  sortPriority: number;
  cryptoConfirmations: number;
  maxRiskLevel: number;
  deliveryTime: number;
  warrantyDays: number;
  affiliateRevenuePercent: DecimalLike;
  deliveryText: string | null;
  serviceText: string | null;
  dynamicWebhook: string | null;
  termsOfService: string | null;
  warrantyText: string | null;
  watermarkText: string | null;
  redirectLink: string | null;
  youtubeLink: string | null;
  imageId: string | null;
  fileId: string | null;
  licensePeriod: string | null;
  categoryId: string | null;
  payWhatYouWant: boolean;
  unlisted: boolean;
  private: boolean;
  onHold: boolean;
  blockVpnProxies: boolean;
  watermarkEnabled: boolean;
  licensingEnabled: boolean;
  gateways: string[];
  customFields: unknown;
  volumeDiscounts: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export interface VariantRow {
  id: string;
  title: string;
  price: DecimalLike;
  stock: number;
  sortOrder: number;
}

/**
 * Decimal columns become JSON numbers on the Developer API (the spec's type); amounts are
 * stored as numeric(18,2), so the conversion is exact for every value a shop can hold.
 */
function amount(value: DecimalLike): number {
  return Number(value.toString());
}

function jsonArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export function toProductRecord(row: ProductRow, variants?: VariantRow[]): Product {
  const price = amount(row.price);
  const cost = amount(row.cost);
  const record: Product = {
    id: row.id,
    uniqid: row.uniqid,
    shop_id: row.shopId,
    slug: row.slug,
    title: row.title,
    currency: row.currency,
    description: row.description,
    stock_delimiter: row.stockDelimiter,
    delivery_text: row.deliveryText,
    service_text: row.serviceText,
    dynamic_webhook: row.dynamicWebhook,
    terms_of_service: row.termsOfService,
    warranty_text: row.warrantyText,
    watermark_text: row.watermarkText,
    redirect_link: row.redirectLink,
    youtube_link: row.youtubeLink,
    image_id: row.imageId,
    file_id: row.fileId,
    license_period: row.licensePeriod,
    category_id: row.categoryId,
    type: row.type,
    subtype: row.subtype,
    recurring_interval: row.recurringInterval,
    price,
    price_display: price,
    cost,
    cost_display: cost,
    discount_percent: amount(row.discountPercent),
    quantity_min: row.quantityMin,
    quantity_max: row.quantityMax,
    quantity_warning: row.quantityWarning,
    stock: row.stock,
    sort_priority: row.sortPriority,
    crypto_confirmations: row.cryptoConfirmations,
    max_risk_level: row.maxRiskLevel,
    delivery_time: row.deliveryTime,
    warranty_days: row.warrantyDays,
    recurring_interval_count: row.recurringIntervalCount,
    trial_period: row.trialPeriod,
    affiliate_revenue_percent: amount(row.affiliateRevenuePercent),
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    pay_what_you_want: row.payWhatYouWant,
    unlisted: row.unlisted,
    private: row.private,
    on_hold: row.onHold,
    block_vpn_proxies: row.blockVpnProxies,
    watermark_enabled: row.watermarkEnabled,
    licensing_enabled: row.licensingEnabled,
    gateways: row.gateways,
    custom_fields: jsonArray(row.customFields),
    volume_discounts: jsonArray(row.volumeDiscounts),
  };
  if (variants) {
    record.variants = variants.map((variant) => {
      const variantPrice = amount(variant.price);
      return {
        id: variant.id,
        title: variant.title,
        price: variantPrice,
        price_display: variantPrice,
        stock: variant.stock,
        sort_order: variant.sortOrder,
      };
    });
  }
  return record;
}
