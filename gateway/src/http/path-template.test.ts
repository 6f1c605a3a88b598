import { describe, expect, it } from 'vitest';
import { toExpressPath, toSpecPath } from './path-template';

describe('path templates', () => {
  it('turns spec path parameters into Express parameters', () => {
    expect(toExpressPath('/dev/v1/invoices/{uniqid}/timeline')).toBe('/dev/v1/invoices/:uniqid/timeline');
    expect(toExpressPath('/dev/v1/resellers/{reseller_relationship_id}/stock-transfers/{transfer_id}')).toBe(
      '/dev/v1/resellers/:reseller_relationship_id/stock-transfers/:transfer_id',
    );
  });

  it('turns Express parameters back into the spec form', () => {
    expect(toSpecPath('/dev/v1/products/:id/variants/:variantId')).toBe(
      '/dev/v1/products/{id}/variants/{variantId}',
    );
  });

  it('leaves paths without parameters alone', () => {
    expect(toExpressPath('/dev/v1/me')).toBe('/dev/v1/me');
    expect(toSpecPath('/dev/v1/me')).toBe('/dev/v1/me');
  });
});
