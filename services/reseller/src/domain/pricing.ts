import type { PriceRung, ResellerCatalogRow, SourceProduct } from '@shopforge/contracts';
import { centsToDecimal, percentOf, toCents } from '@shopforge/service-kit';
import type { ProductAccess } from './records';

/** Types a reseller order can deliver now: codes (SERIALS) or counted units (SERVICE, FILE). */
const DELIVERABLE_TYPES = new Set(['SERIALS', 'SERVICE', 'FILE']);

/**
 * DYNAMIC products are delivered by the merchant's supplier webhook: they hold no local units,
 * so their rows report no quantity (`stock` -1) and are never counted as stock.
 */
export function isSupplierBacked(product: Pick<SourceProduct, 'type'>): boolean {
  return product.type === 'DYNAMIC';
}

export interface Price {
  baseCents: number;
  wholesaleCents: number;
  discountPercent: number;
  rung: PriceRung;
}

/** The discount a fixed wholesale price amounts to, for display (two decimals). */
function impliedDiscount(baseCents: number, wholesaleCents: number): number {
  if (baseCents <= 0) return 0;
  return Math.round(((baseCents - wholesaleCents) / baseCents) * 10_000) / 100;
}

/**
 * The price cascade of the Reseller API: a variant's own wholesale price, else the product's,
 * else the tier's discount off the base price. `applied_override` names the rung that set it.
 */
export function wholesalePrice(
  basePrice: string,
  access: ProductAccess,
  tierDiscountPercent: number,
  variantId: string | null,
): Price {
  const baseCents = toCents(basePrice);
  const variantOverride =
    variantId === null ? undefined : access.variant_prices.find((entry) => entry.variant_id === variantId);
  const override = variantOverride
    ? { price: variantOverride.wholesale_price, rung: 'variant' as const }
    : access.wholesale_price !== null
      ? { price: access.wholesale_price, rung: 'product' as const }
      : null;
  if (override) {
    const wholesaleCents = toCents(override.price);
    return {
      baseCents,
      wholesaleCents,
      discountPercent: impliedDiscount(baseCents, wholesaleCents),
      rung: override.rung,
    };
  }
  return {
    baseCents,
    wholesaleCents: baseCents - percentOf(baseCents, tierDiscountPercent),
    discountPercent: tierDiscountPercent,
    rung: 'tier',
  };
}

/** Whether units of a row can be ordered now (the flag resellers check, not `stock`). */
function rowOrderable(product: SourceProduct, stock: number): boolean {
  if (product.on_hold || !DELIVERABLE_TYPES.has(product.type)) return false;
  return stock === -1 || stock > 0;
}

/**
 * Units of the product itself (no variant). Serial codes of variants are counted in the
 * product's stock too, so its own codes are the rest.
 */
function ownStock(product: SourceProduct): number {
  if (product.type !== 'SERIALS' || product.variants.length === 0) return product.stock;
  const inVariants = product.variants.reduce((sum, variant) => sum + Math.max(0, variant.stock), 0);
  return Math.max(0, product.stock - inVariants);
}

export interface Orderability {
  orderable: boolean;
  stock: number;
}

/** Whether one line target (product or one of its variants) can be ordered, and its stock. */
export function orderability(product: SourceProduct, variantId: string | null): Orderability | null {
  if (isSupplierBacked(product)) return { orderable: false, stock: -1 };
  if (variantId === null) {
    const stock = ownStock(product);
    return { orderable: rowOrderable(product, stock), stock };
  }
  const variant = product.variants.find((entry) => entry.id === variantId);
  if (!variant) return null;
  return { orderable: rowOrderable(product, variant.stock), stock: variant.stock };
}

/**
 * One row of `GET /reseller/v1/products`, priced for the caller's tier. The top-level
 * `orderable` is true when the product itself or any variant is; `supplier_backed` always
 * describes its own row and is never aggregated.
 */
export function catalogRow(
  product: SourceProduct,
  access: ProductAccess,
  tierDiscountPercent: number,
): ResellerCatalogRow {
  const supplierBacked = isSupplierBacked(product);
  const price = wholesalePrice(product.price, access, tierDiscountPercent, null);
  const variants = product.variants.map((variant) => {
    const variantPrice = wholesalePrice(variant.price, access, tierDiscountPercent, variant.id);
    const state = orderability(product, variant.id) ?? { orderable: false, stock: 0 };
    return {
      variant_id: variant.id,
      title: variant.title,
      stock: supplierBacked ? -1 : state.stock,
      supplier_backed: supplierBacked,
      orderable: state.orderable,
      base_price: centsToDecimal(variantPrice.baseCents),
      wholesale_price: centsToDecimal(variantPrice.wholesaleCents),
      discount_percent: variantPrice.discountPercent,
      applied_override: variantPrice.rung,
    };
  });
  const own = orderability(product, null) ?? { orderable: false, stock: 0 };
  return {
    product_id: product.id,
    uniqid: product.uniqid,
    title: product.title,
    type: product.type,
    stock: supplierBacked ? -1 : product.stock,
    supplier_backed: supplierBacked,
    orderable: own.orderable || variants.some((variant) => variant.orderable),
    currency: product.currency,
    base_price: centsToDecimal(price.baseCents),
    wholesale_price: centsToDecimal(price.wholesaleCents),
    discount_percent: price.discountPercent,
    applied_override: price.rung,
    volume_discount_enabled: product.volume_discount_enabled,
    variants,
  };
}
