import type { CreateProductInput, UpdateProductInput } from '@shopforge/contracts';
import { PRODUCT_DEFAULTS } from '@shopforge/contracts';
import type { Prisma } from '../generated/prisma/client';

type Columns = Partial<Prisma.ProductUncheckedCreateInput>;

/**
 * API field → column, for every settable product field. Amounts go to numeric columns as
 * fixed-point strings (never through float arithmetic in the database).
 */
const money = (value: number) => value.toFixed(2);

type Fields = UpdateProductInput;

const COLUMNS: { [K in keyof Required<Fields>]: (value: Exclude<Fields[K], undefined>) => Columns } = {
  title: (v) => ({ title: v }),
  price: (v) => ({ price: money(v) }),
  type: (v) => ({ type: v }),
  currency: (v) => ({ currency: v }),
  description: (v) => ({ description: v }),
  subtype: (v) => ({ subtype: v }),
  recurring_interval: (v) => ({ recurringInterval: v }),
  recurring_interval_count: (v) => ({ recurringIntervalCount: v }),
  trial_period: (v) => ({ trialPeriod: v }),
  cost: (v) => ({ cost: money(v) }),
  discount_percent: (v) => ({ discountPercent: money(v) }),
  quantity_min: (v) => ({ quantityMin: v }),
  quantity_max: (v) => ({ quantityMax: v }),
  quantity_warning: (v) => ({ quantityWarning: v }),
  stock: (v) => ({ stock: v }),
  stock_delimiter: (v) => ({ stockDelimiter: v }),
  sort_priority: (v) => ({ sortPriority: v }),
  crypto_confirmations: (v) => ({ cryptoConfirmations: v }),
  max_risk_level: (v) => ({ maxRiskLevel: v }),
  delivery_time: (v) => ({ deliveryTime: v }),
  warranty_days: (v) => ({ warrantyDays: v }),
  affiliate_revenue_percent: (v) => ({ affiliateRevenuePercent: money(v) }),
  delivery_text: (v) => ({ deliveryText: v }),
  service_text: (v) => ({ serviceText: v }),
  dynamic_webhook: (v) => ({ dynamicWebhook: v }),
  terms_of_service: (v) => ({ termsOfService: v }),
  warranty_text: (v) => ({ warrantyText: v }),
  watermark_text: (v) => ({ watermarkText: v }),
  redirect_link: (v) => ({ redirectLink: v }),
  youtube_link: (v) => ({ youtubeLink: v }),
  image_id: (v) => ({ imageId: v }),
  file_id: (v) => ({ fileId: v }),
  license_period: (v) => ({ licensePeriod: v }),
  category_id: (v) => ({ categoryId: v }),
  unlisted: (v) => ({ unlisted: v }),
  private: (v) => ({ private: v }),
  on_hold: (v) => ({ onHold: v }),
  pay_what_you_want: (v) => ({ payWhatYouWant: v }),
  block_vpn_proxies: (v) => ({ blockVpnProxies: v }),
  watermark_enabled: (v) => ({ watermarkEnabled: v }),
  licensing_enabled: (v) => ({ licensingEnabled: v }),
  gateways: (v) => ({ gateways: v }),
  custom_fields: (v) => ({ customFields: v }),
  volume_discounts: (v) => ({ volumeDiscounts: v }),
};

/** Columns for the keys present in `input` only (PATCH semantics). */
export function columnsOf(input: Fields): Columns {
  const columns: Columns = {};
  for (const key of Object.keys(input) as (keyof Fields)[]) {
    const value = input[key];
    if (value === undefined) continue;
    // Each mapper takes its own field's type; the loop variable cannot express that pairing.
    const map = COLUMNS[key] as (value: unknown) => Columns;
    Object.assign(columns, map(value));
  }
  return columns;
}

/** Columns of a new product: the documented defaults, overridden by what the caller sent. */
export function createColumnsOf(input: CreateProductInput): Columns {
  return columnsOf({ ...PRODUCT_DEFAULTS, ...input } as Fields);
}
