import {
  customFieldSchema,
  productSchema,
  productVariantPriceSchema,
  volumeDiscountSchema,
} from '@shopforge/contracts';
import {
  type JsonRecord,
  jsonBoolean,
  jsonbArray,
  jsonbField,
  jsonbScalar,
  jsonDecimal,
  jsonInteger,
  jsonRecord,
  jsonRowsArray,
  jsonString,
  jsonStringArray,
  jsonUnixSeconds,
  rawSql,
} from '@shopforge/service-kit';

/**
 * The product record (`toProductRecord`, then the contract schema) written by the database:
 * one expression per field of `productSchema`, over the `products` table aliased `p`.
 */
const c = (column: string) => rawSql(`p.${column}`);

const customField = (item: Parameters<typeof jsonbField>[0]) =>
  jsonRecord(customFieldSchema, {
    name: jsonbScalar(jsonbField(item, 'name')),
    type: jsonbScalar(jsonbField(item, 'type')),
    required: jsonbScalar(jsonbField(item, 'required')),
    placeholder: jsonbScalar(jsonbField(item, 'placeholder')),
    options: jsonbArray(jsonbField(item, 'options'), 'scalar'),
  });

const volumeDiscount = (item: Parameters<typeof jsonbField>[0]) =>
  jsonRecord(volumeDiscountSchema, {
    quantity: jsonbScalar(jsonbField(item, 'quantity')),
    type: jsonbScalar(jsonbField(item, 'type')),
    value: jsonbScalar(jsonbField(item, 'value')),
  });

const variants = jsonRowsArray({
  record: jsonRecord(productVariantPriceSchema, {
    id: jsonString(rawSql('v.id')),
    title: jsonString(rawSql('v.title')),
    price: jsonDecimal(rawSql('v.price')),
    price_display: jsonDecimal(rawSql('v.price')),
    stock: jsonInteger(rawSql('v.stock')),
    sort_order: jsonInteger(rawSql('v.sort_order')),
  }),
  from: rawSql('variants v'),
  where: rawSql('v.product_id = p.id'),
  orderBy: rawSql('v.sort_order, v.id'),
});

function productJson(withVariants: boolean): JsonRecord {
  return jsonRecord(productSchema, {
    id: jsonString(c('id')),
    uniqid: jsonString(c('uniqid')),
    shop_id: jsonString(c('shop_id')),
    slug: jsonString(c('slug')),
    title: jsonString(c('title')),
    currency: jsonString(c('currency')),
    description: jsonString(c('description')),
    stock_delimiter: jsonString(c('stock_delimiter')),
    delivery_text: jsonString(c('delivery_text')),
    service_text: jsonString(c('service_text')),
    dynamic_webhook: jsonString(c('dynamic_webhook')),
    terms_of_service: jsonString(c('terms_of_service')),
    warranty_text: jsonString(c('warranty_text')),
    watermark_text: jsonString(c('watermark_text')),
    redirect_link: jsonString(c('redirect_link')),
    youtube_link: jsonString(c('youtube_link')),
    image_id: jsonString(c('image_id')),
    file_id: jsonString(c('file_id')),
    license_period: jsonString(c('license_period')),
    category_id: jsonString(c('category_id')),
    type: jsonString(c('type')),
    subtype: jsonString(c('subtype')),
    recurring_interval: jsonString(c('recurring_interval')),
    price: jsonDecimal(c('price')),
    price_display: jsonDecimal(c('price')),
    cost: jsonDecimal(c('cost')),
    cost_display: jsonDecimal(c('cost')),
    discount_percent: jsonDecimal(c('discount_percent')),
    quantity_min: jsonInteger(c('quantity_min')),
    quantity_max: jsonInteger(c('quantity_max')),
    quantity_warning: jsonInteger(c('quantity_warning')),
    stock: jsonInteger(c('stock')),
    sort_priority: jsonInteger(c('sort_priority')),
    crypto_confirmations: jsonInteger(c('crypto_confirmations')),
    max_risk_level: jsonInteger(c('max_risk_level')),
    delivery_time: jsonInteger(c('delivery_time')),
    warranty_days: jsonInteger(c('warranty_days')),
    recurring_interval_count: jsonInteger(c('recurring_interval_count')),
    trial_period: jsonInteger(c('trial_period')),
    affiliate_revenue_percent: jsonDecimal(c('affiliate_revenue_percent')),
    created_at: jsonUnixSeconds(c('created_at')),
    updated_at: jsonUnixSeconds(c('updated_at')),
    pay_what_you_want: jsonBoolean(c('pay_what_you_want')),
    unlisted: jsonBoolean(c('unlisted')),
    private: jsonBoolean(c('private')),
    on_hold: jsonBoolean(c('on_hold')),
    block_vpn_proxies: jsonBoolean(c('block_vpn_proxies')),
    watermark_enabled: jsonBoolean(c('watermark_enabled')),
    licensing_enabled: jsonBoolean(c('licensing_enabled')),
    // A NULL list (a row written outside Prisma) reads as empty, never as null.
    gateways: jsonStringArray(rawSql("coalesce(p.gateways, '{}')")),
    custom_fields: jsonbArray(c('custom_fields'), customField),
    volume_discounts: jsonbArray(c('volume_discounts'), volumeDiscount),
    ...(withVariants ? { variants } : {}),
  });
}

/** Built once: the statement's text is the same for every page. */
export const PRODUCT_JSON = productJson(false);
export const PRODUCT_WITH_VARIANTS_JSON = productJson(true);
