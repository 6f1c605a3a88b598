/**
 * Product-level webhooks receive only their product's part of an order (spec "Scoping"), so a
 * key bought with another product never reaches them. Returns null when the event concerns
 * none of the product's lines: nothing is sent then.
 */
export function scopeToProduct(
  data: Record<string, unknown>,
  productId: string,
): Record<string, unknown> | null {
  const lines = data.line_items;
  const products = data.products;
  const matches = (entry: unknown, keys: readonly string[]) =>
    typeof entry === 'object' &&
    entry !== null &&
    keys.some((key) => (entry as Record<string, unknown>)[key] === productId);

  if (!Array.isArray(lines) && !Array.isArray(products)) {
    // Not an order-shaped payload: it concerns the product only if it names it.
    return matches(data, ['product_id', 'id', 'uniqid']) ? data : null;
  }
  const scoped: Record<string, unknown> = { ...data };
  if (Array.isArray(lines)) {
    scoped.line_items = lines.filter((line) => matches(line, ['product_id']));
    if ((scoped.line_items as unknown[]).length === 0) return null;
  }
  if (Array.isArray(products)) {
    scoped.products = products.filter((product) => matches(product, ['id', 'uniqid']));
  }
  return scoped;
}
