import { type Filter, listCustomersInputSchema, type Sort } from '@shopforge/contracts';
import { jsonTextOf, uuidv7 } from '@shopforge/service-kit';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, openBillingHarness, SHOP_A, SHOP_B } from './harness';
import { oldCustomerPage } from './list-reference';

/** Text that JSON must escape, and text it must not. */
export const AWKWARD =
  'quote " backslash \\ slash / newline \n tab \t bell \u0007 unit \u001f del \u007f é 𝄞 \u2028 </script>';

/**
 * Walks a list page by page with the new route, asking the old mapping for the same page with
 * the same cursor each time: every page's text must be the same bytes. Returns the pages seen.
 */
export async function walkBoth(
  next: (cursor: string | undefined) => Promise<unknown>,
  old: (cursor: string | undefined) => Promise<string>,
): Promise<number> {
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await next(cursor);
    const text = jsonTextOf(page);
    expect(text).not.toBeNull();
    expect(text).toBe(await old(cursor));
    pages += 1;
    cursor =
      (JSON.parse(text ?? '{}') as { pagination: { next_cursor: string | null } }).pagination.next_cursor ??
      undefined;
  } while (cursor);
  return pages;
}

type CustomerField =
  | 'email'
  | 'country_code'
  | 'total_spent'
  | 'order_count'
  | 'customer_balance'
  | 'created_at'
  | 'updated_at';

/** The customers page serialised by the database (db/list-customers-json.ts). */
export function describeCustomerListJson(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`customers list serialised by ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    const base = Date.UTC(2026, 0, 1);
    async function insert(index: number, shopId: string, data: Record<string, unknown> = {}) {
      const created = new Date(base + Math.floor(index / 2) * 1000 + (index % 2) * 999);
      return h.prisma.customer.create({
        data: {
          id: uuidv7(created.getTime()),
          shopId,
          email: `c${index}@example.com`,
          currency: 'USD',
          createdAt: created,
          updatedAt: new Date(created.getTime() + 1500),
          ...data,
        },
      });
    }

    async function seed() {
      await insert(0, SHOP_A, {
        name: AWKWARD,
        surname: '',
        city: 'Zürich',
        tags: ['vip', 'a "quoted" tag', '\\', AWKWARD],
        affiliateRevenue: '1000000000.00',
        affiliateRevenuePercent: '33.30',
        balance: '5.50',
        totalSpent: '0.01',
        orderCount: 7,
        countryCode: 'DE',
      });
      await insert(1, SHOP_A, { totalSpent: '19.90', orderCount: 2, countryCode: 'US', balance: '12.00' });
      await insert(2, SHOP_A, {
        totalSpent: '19.90',
        orderCount: 2,
        countryCode: 'US',
        email: 'Under_Score@x.com',
      });
      await insert(3, SHOP_A, {
        totalSpent: '100.00',
        orderCount: 0,
        countryCode: 'de',
        email: '100%@x.com',
      });
      await insert(4, SHOP_A, { totalSpent: '0.00', orderCount: 1, tags: [] });
      await insert(5, SHOP_A, { totalSpent: '5.05', orderCount: 3, balance: '0.10' });
      await insert(6, SHOP_B, { totalSpent: '1.00' });
    }

    const second = Math.floor(base / 1000);
    const queries: { filters: Filter<CustomerField>[]; sorts: Sort<CustomerField>[] }[] = [
      { filters: [], sorts: [{ field: 'created_at', direction: 'desc' }] },
      { filters: [], sorts: [{ field: 'created_at', direction: 'asc' }] },
      { filters: [], sorts: [{ field: 'total_spent', direction: 'asc' }] },
      {
        filters: [],
        sorts: [
          { field: 'total_spent', direction: 'desc' },
          { field: 'created_at', direction: 'asc' },
        ],
      },
      { filters: [], sorts: [{ field: 'order_count', direction: 'desc' }] },
      { filters: [], sorts: [{ field: 'customer_balance', direction: 'asc' }] },
      { filters: [], sorts: [{ field: 'updated_at', direction: 'desc' }] },
      { filters: [{ field: 'email', op: 'eq', value: 'c1@example.com' }], sorts: [] },
      { filters: [{ field: 'email', op: 'neq', value: 'c1@example.com' }], sorts: [] },
      { filters: [{ field: 'email', op: 'in', value: ['c1@example.com', 'c4@example.com'] }], sorts: [] },
      { filters: [{ field: 'email', op: 'nin', value: ['c1@example.com', 'c4@example.com'] }], sorts: [] },
      { filters: [{ field: 'email', op: 'contains', value: 'EXAMPLE' }], sorts: [] },
      { filters: [{ field: 'country_code', op: 'eq', value: 'US' }], sorts: [] },
      {
        filters: [{ field: 'total_spent', op: 'gt', value: 5.05 }],
        sorts: [{ field: 'total_spent', direction: 'asc' }],
      },
      { filters: [{ field: 'total_spent', op: 'gte', value: 5.05 }], sorts: [] },
      { filters: [{ field: 'total_spent', op: 'lt', value: 19.9 }], sorts: [] },
      { filters: [{ field: 'total_spent', op: 'lte', value: 19.9 }], sorts: [] },
      { filters: [{ field: 'total_spent', op: 'eq', value: 19.9 }], sorts: [] },
      { filters: [{ field: 'total_spent', op: 'in', value: [0, 100] }], sorts: [] },
      { filters: [{ field: 'order_count', op: 'nin', value: [2, 7] }], sorts: [] },
      { filters: [{ field: 'customer_balance', op: 'neq', value: 0 }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'eq', value: second }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'neq', value: second }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'gt', value: second }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'gte', value: second + 1 }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'lt', value: second + 1 }], sorts: [] },
      { filters: [{ field: 'updated_at', op: 'lte', value: second + 2 }], sorts: [] },
      {
        filters: [
          { field: 'country_code', op: 'in', value: ['US', 'DE'] },
          { field: 'order_count', op: 'gte', value: 2 },
        ],
        sorts: [{ field: 'order_count', direction: 'asc' }],
      },
    ];

    it('writes every field as the record mapping did, and pages through every filter and sort alike', async () => {
      await seed();
      for (const asked of queries) {
        // The route's input schema puts the default sort in for an empty one.
        const query = listCustomersInputSchema.parse(asked);
        for (const limit of [2, 50]) {
          await walkBoth(
            (cursor) => h.billing().customers.list({ ...asked, limit, ...(cursor ? { cursor } : {}) }),
            (cursor) =>
              oldCustomerPage(h.deps, {
                shopId: SHOP_A,
                query: { filters: query.filters, sorts: query.sorts },
                cursor,
                limit,
              }),
          );
        }
      }
    });

    it('answers an empty page for a shop without customers', async () => {
      await insert(0, SHOP_B);
      const page = await h.billing(testPrincipal('0190f5a0-0000-7000-8000-0000000000cc')).customers.list({
        filters: [],
        sorts: [{ field: 'created_at', direction: 'desc' }],
        limit: 50,
      });
      expect(jsonTextOf(page)).toBe('{"data":[],"pagination":{"next_cursor":null,"has_more":false}}');
    });

    it('matches `contains` literally: % and _ are not wildcards (docs/lists.md)', async () => {
      await seed();
      const emails = async (value: string) => {
        const page = await h.billing().customers.list({
          filters: [{ field: 'email', op: 'contains', value }],
          sorts: [{ field: 'created_at', direction: 'asc' }],
          limit: 50,
        });
        return page.data.map((customer) => customer.email);
      };
      expect(await emails('%')).toEqual(['100%@x.com']);
      expect(await emails('r_s')).toEqual(['under_score@x.com'.replace('under_score', 'Under_Score')]);
      expect(await emails('c_@')).toEqual([]);
      expect(await emails('\\')).toEqual([]);
    });
  });
}
