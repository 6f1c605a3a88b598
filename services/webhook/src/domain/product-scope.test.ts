import { describe, expect, it } from 'vitest';
import { scopeToProduct } from './product-scope';

const order = {
  uniqid: 'inv-1',
  line_items: [
    { id: 'l1', product_id: 'p1', license_keys: [{ key: 'KEY-P1' }] },
    { id: 'l2', product_id: 'p2', license_keys: [{ key: 'KEY-P2' }] },
  ],
  products: [
    { id: 'p1', uniqid: 'u1', title: 'One' },
    { id: 'p2', uniqid: 'u2', title: 'Two' },
  ],
};

describe('product-level webhook scoping', () => {
  it("keeps only the product's line items and products, so another product's keys are never sent", () => {
    const scoped = scopeToProduct(order, 'p1');
    expect(scoped?.line_items).toEqual([order.line_items[0]]);
    expect(scoped?.products).toEqual([order.products[0]]);
    expect(JSON.stringify(scoped)).not.toContain('KEY-P2');
    expect(scoped?.uniqid).toBe('inv-1');
  });

  it('sends nothing for an order without the product', () => {
    expect(scopeToProduct(order, 'p3')).toBeNull();
  });

  it('passes a product event that names the product and drops one about another product', () => {
    expect(scopeToProduct({ product_id: 'p1', stock: 3 }, 'p1')).toEqual({ product_id: 'p1', stock: 3 });
    expect(scopeToProduct({ product_id: 'p2', stock: 3 }, 'p1')).toBeNull();
  });
});
