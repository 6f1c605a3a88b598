import {
  type CreateResellerOrderBody,
  MONEY_MAX_CENTS,
  moneyMaxMessage,
  type SourceProduct,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import { orderability, wholesalePrice } from './pricing';
import type { ProductAccess } from './records';

export interface PlannedLine {
  position: number;
  productId: string;
  variantId: string | null;
  productTitle: string;
  variantTitle: string | null;
  productType: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface OrderPlan {
  lines: PlannedLine[];
  totalCents: number;
}

const sameRef = (product: SourceProduct, ref: string) =>
  isUuid(ref) ? product.id === ref.toLowerCase() : product.uniqid === ref;

/**
 * Prices a basket at the caller's wholesale prices and checks it, before any money moves.
 * A product outside the reseller's access (or unknown) is 404 PRODUCT_NOT_FOUND; a row that is
 * not orderable is refused as out of stock (409); field problems are one 422 with every detail.
 * Rows that are orderable but short of codes are not refused: they deliver what exists.
 */
export function planOrder(
  items: CreateResellerOrderBody['items'],
  context: {
    products: readonly SourceProduct[];
    access: readonly ProductAccess[];
    tierDiscountPercent: number;
    currency: string;
  },
): OrderPlan {
  const details: Array<{ path: PropertyKey[]; message: string }> = [];
  const lines: PlannedLine[] = [];
  items.forEach((item, index) => {
    const product = context.products.find((candidate) => sameRef(candidate, item.product_id));
    const access = product && context.access.find((entry) => entry.product_id === product.id);
    if (!product || !access) {
      throw new AppError('PRODUCT_NOT_FOUND', `Product ${item.product_id} is not available to you.`, {
        details: [{ field: `items.${index}.product_id`, message: 'Unknown or not enrolled product.' }],
      });
    }
    const variantId = item.variant_id ?? null;
    const variant = variantId === null ? null : product.variants.find((entry) => entry.id === variantId);
    if (variantId !== null && !variant) {
      details.push({ path: ['items', index, 'variant_id'], message: 'No such variant of this product.' });
      return;
    }
    if (access.max_quantity !== null && item.quantity > access.max_quantity) {
      details.push({
        path: ['items', index, 'quantity'],
        message: `At most ${access.max_quantity} per order for this product.`,
      });
      return;
    }
    if (product.currency !== context.currency) {
      details.push({
        path: ['items', index, 'product_id'],
        message: `Priced in ${product.currency}; your balance is in ${context.currency}.`,
      });
      return;
    }
    const state = orderability(product, variantId);
    if (!state?.orderable) {
      throw new AppError(
        'CONFLICT',
        `Out of stock: ${product.title}${variant ? ` (${variant.title})` : ''}.`,
        {
          subcode: 'OUT_OF_STOCK',
          details: [{ field: `items.${index}`, message: 'This row is not orderable.' }],
        },
      );
    }
    const price = wholesalePrice(
      variant ? variant.price : product.price,
      access,
      context.tierDiscountPercent,
      variantId,
    );
    if (price.wholesaleCents * item.quantity > MONEY_MAX_CENTS) {
      details.push({
        path: ['items', index, 'quantity'],
        message: moneyMaxMessage('This line (price × quantity) must come to'),
      });
      return;
    }
    lines.push({
      position: index,
      productId: product.id,
      variantId,
      productTitle: product.title,
      variantTitle: variant?.title ?? null,
      productType: product.type,
      quantity: item.quantity,
      unitCents: price.wholesaleCents,
      totalCents: price.wholesaleCents * item.quantity,
    });
  });
  if (details.length > 0) throw validationError(details);
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  // Checked before any money moves: the hold, the order's total and its ledger entries are all this.
  if (totalCents > MONEY_MAX_CENTS) {
    throw validationError([{ path: ['items'], message: moneyMaxMessage('The order’s lines must come to') }]);
  }
  return { lines, totalCents };
}

/** The basket's identity for idempotency: same items in the same order hash the same. */
export function basketOf(items: CreateResellerOrderBody['items']): string {
  return JSON.stringify(items.map((item) => [item.product_id, item.variant_id ?? null, item.quantity]));
}
