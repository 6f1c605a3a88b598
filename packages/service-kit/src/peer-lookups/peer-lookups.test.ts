import type { OperatorShop } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { testPrincipal } from '../testing';
import { type ProductRefClient, resolveProductRef } from './product-refs';
import { type ShopLookupClient, shopLookups } from './shops';

const SHOP = '0190f5a0-0000-7000-8000-00000000000a';
const principal = testPrincipal(SHOP);

const catalogAnswering = (answer: (id: string) => Promise<{ id: string }>) => {
  const calls: unknown[] = [];
  const client: ProductRefClient = {
    products: {
      get: {
        query: (input, options) => {
          calls.push(options.context.principal);
          return answer(input.id);
        },
      },
    },
  };
  return { catalog: () => client, calls };
};

describe('resolveProductRef', () => {
  it("answers the product's id, asking as the caller", async () => {
    const { catalog, calls } = catalogAnswering(async () => ({ id: 'product-id' }));
    expect(await resolveProductRef(catalog, principal, 'uniqid')).toBe('product-id');
    expect(calls).toEqual([principal]);
  });

  it('answers null when the caller has no such product', async () => {
    const { catalog } = catalogAnswering(async () => {
      throw new AppError('PRODUCT_NOT_FOUND', 'No such product.');
    });
    expect(await resolveProductRef(catalog, principal, 'theirs')).toBeNull();
  });

  it('passes any other failure on as an AppError, a missing peer included', async () => {
    const { catalog } = catalogAnswering(async () => {
      throw new AppError('FORBIDDEN', 'No.');
    });
    await expect(resolveProductRef(catalog, principal, 'x')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const noPeer = () => {
      throw new Error('no peer directory');
    };
    await expect(resolveProductRef(noPeer, principal, 'x')).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});

describe('shopLookups', () => {
  const shop: OperatorShop = {
    id: SHOP,
    name: 'Acme',
    slug: 'acme',
    currency: 'USD',
    status: 'active',
    plan: 'free',
    created_at: 0,
    updated_at: 0,
  };
  const oauth: ShopLookupClient = {
    shop: {
      describe: { query: async (input) => ({ ...shop, id: input.shop_id }) },
      bySlug: {
        query: async (input) => {
          if (input.slug === 'down') throw new AppError('SERVICE_UNAVAILABLE', 'Down.');
          return input.slug === shop.slug ? shop : null;
        },
      },
    },
  };

  it('describes a shop by id and finds one by its storefront address', async () => {
    const shops = shopLookups(() => oauth);
    expect(await shops.describe(SHOP)).toEqual(shop);
    expect(await shops.bySlug('acme')).toEqual(shop);
    expect(await shops.bySlug('nobody')).toBeNull();
  });

  it('passes failures on as the AppError the peer threw', async () => {
    await expect(shopLookups(() => oauth).bySlug('down')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
