import {
  type Filter,
  listCustomersInputSchema,
  listInvoicesInputSchema,
  listOrdersInputSchema,
  type Sort,
} from '@shopforge/contracts';
import { jsonTextOf, uuidv7 } from '@shopforge/service-kit';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, openBillingHarness, SHOP_A, SHOP_B } from './harness';
import { oldCustomerPage, oldInvoicePage, oldOrderPage, oldSubscriptionPage } from './list-reference';

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
      { filters: [{ field: 'email', op: 'contains', value: 'c_@' }], sorts: [] },
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

    it('matches `contains` as the text itself: %, _ and \\ are not LIKE wildcards, on the SQL page and through Prisma (docs/lists.md)', async () => {
      await seed();
      await insert(7, SHOP_A, { email: 'idem@example.com' });
      await insert(8, SHOP_A, { email: 'i_em@example.com' });
      await insert(9, SHOP_A, { email: '50%off@example.com' });
      await insert(10, SHOP_A, { email: '500off@example.com' });
      await insert(11, SHOP_A, { email: 'back\\slash@example.com' });
      await insert(12, SHOP_A, { email: 'backslash@example.com' });
      const sorts: Sort<CustomerField>[] = [{ field: 'created_at', direction: 'asc' }];
      const onSqlPage = async (value: string) => {
        const page = await h.billing().customers.list({
          filters: [{ field: 'email', op: 'contains', value }],
          sorts,
          limit: 50,
        });
        return page.data.map((customer) => customer.email);
      };
      const throughPrisma = async (value: string) => {
        const text = await oldCustomerPage(h.deps, {
          shopId: SHOP_A,
          query: { filters: [{ field: 'email', op: 'contains', value }], sorts },
          limit: 50,
        });
        return (JSON.parse(text) as { data: { email: string }[] }).data.map((customer) => customer.email);
      };
      const expected: [string, string[]][] = [
        ['i_em@', ['i_em@example.com']],
        ['50%', ['50%off@example.com']],
        ['%', ['100%@x.com', '50%off@example.com']],
        ['r_s', ['Under_Score@x.com']],
        ['c_@', []],
        ['k\\s', ['back\\slash@example.com']],
        ['\\', ['back\\slash@example.com']],
      ];
      for (const [value, emails] of expected) {
        expect({ value, emails: await onSqlPage(value) }).toEqual({ value, emails });
        expect({ value, emails: await throughPrisma(value) }).toEqual({ value, emails });
      }
    });
  });
}

type InvoiceField =
  | 'status'
  | 'type'
  | 'customer_email'
  | 'gateway'
  | 'affiliate_code'
  | 'currency'
  | 'total'
  | 'created_at'
  | 'updated_at';

/** Custom fields whose JSON changes between jsonb and JS: key order, exponents, escapes. */
export const ODD_FIELDS = {
  b: 1,
  a: 'x',
  '10': true,
  '2': 1.5,
  '01': 'not an index',
  '4294967295': 'not an index either',
  ä: AWKWARD,
  long_name: 1e21,
  tiny: 1.5e-7,
  negative_tiny: -2.5e-9,
  big: -1.2345e25,
  '-1': 0,
  small: 0.000001,
};

/** The orders and invoices pages serialised by the database (db/list-invoices-json.ts). */
export function describeInvoiceListJson(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`orders and invoices lists serialised by ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    const base = Date.UTC(2026, 0, 1);
    const second = Math.floor(base / 1000);
    let count = 0;

    type Line = {
      title: string;
      variant?: string | null;
      quantity?: number;
      price?: string;
      position: number;
    };
    async function insert(shopId: string, data: Record<string, unknown>, lines: Line[] = []) {
      const index = count++;
      const created = new Date(base + Math.floor(index / 2) * 1000 + (index % 2) * 999);
      const id = uuidv7(created.getTime());
      await h.prisma.invoice.create({
        data: {
          id,
          uniqid: uuidv7(),
          shopId,
          kind: 'PRODUCT',
          origin: 'API',
          status: 'PENDING',
          flowType: 'HOSTED_CHECKOUT',
          currency: 'USD',
          subtotal: '10.00',
          total: '10.00',
          customerEmail: `buyer${index}@example.com`,
          createdAt: created,
          updatedAt: new Date(created.getTime() + 1500),
          ...data,
          lines: {
            create: lines.map((line) => ({
              id: uuidv7(),
              shopId,
              position: line.position,
              productId: uuidv7(),
              productUniqid: `p${line.position}`,
              productTitle: line.title,
              productType: 'SERVICE',
              productPrice: line.price ?? '5.00',
              variantTitle: line.variant ?? null,
              quantity: line.quantity ?? 1,
              unitPrice: line.price ?? '5.00',
              total: line.price ?? '5.00',
            })),
          },
        },
      });
    }

    async function seed() {
      await insert(
        SHOP_A,
        {
          status: 'COMPLETED',
          gateway: 'STRIPE',
          cryptoGateway: 'BTC',
          flowType: 'MANUAL',
          providerReference: 'cs_1',
          affiliateCode: 'AFF',
          affiliateCustomerId: uuidv7(),
          couponId: 'coupon-1',
          country: 'DE',
          customFields: ODD_FIELDS,
          subtotal: '1000000000.00',
          discount: '0.01',
          volumeDiscount: '12.50',
          total: '999999999.99',
          amountReceived: '0.10',
          statusDetails: AWKWARD,
          subscriptionId: uuidv7(),
        },
        [
          { title: `second ${AWKWARD}`, variant: AWKWARD, quantity: 3, price: '0.30', position: 2 },
          { title: 'first', variant: '', quantity: 2, price: '19.90', position: 1 },
          { title: 'third', variant: 'Large', quantity: 1, position: 3 },
        ],
      );
      await insert(SHOP_A, {
        kind: 'PAYMENT',
        developerTitle: AWKWARD,
        developerWebhook: 'https://example.com/hook',
        returnUrl: 'https://example.com/back',
        providerReference: '',
        total: '19.90',
      });
      await insert(SHOP_A, { status: 'VOIDED', customFields: ['not', 'an', 'object'], voidDetails: 'gone' }, [
        { title: 'only', quantity: 1, position: 1 },
      ]);
      await insert(
        SHOP_A,
        { status: 'PARTIAL_REFUND', customFields: {}, total: '19.90', gateway: 'PAYPAL' },
        [{ title: 'a', quantity: 1, position: 1 }],
      );
      await insert(SHOP_A, { status: 'EXPIRED', currency: 'EUR', total: '0.00', customFields: 'text' }, [
        { title: 'b', quantity: 0, position: 1 },
      ]);
      await insert(SHOP_A, {
        status: 'PENDING_PAYMENT',
        flowType: 'OTHER',
        affiliateCode: 'AFF2',
        customFields: { n: -0.5 },
      });
      await insert(SHOP_A, { status: 'DISPUTED', kind: 'PAYMENT', customFields: { x: 'y' } }, [
        { title: 'paid by link', quantity: 4, position: 1 },
      ]);
      await insert(SHOP_B, { status: 'COMPLETED' });
    }

    const common: { filters: Filter<InvoiceField>[]; sorts: Sort<InvoiceField>[] }[] = [
      { filters: [], sorts: [] },
      { filters: [], sorts: [{ field: 'created_at', direction: 'asc' }] },
      { filters: [], sorts: [{ field: 'total', direction: 'asc' }] },
      {
        filters: [],
        sorts: [
          { field: 'total', direction: 'desc' },
          { field: 'updated_at', direction: 'asc' },
        ],
      },
      { filters: [], sorts: [{ field: 'updated_at', direction: 'desc' }] },
      { filters: [{ field: 'status', op: 'eq', value: 'COMPLETED' }], sorts: [] },
      { filters: [{ field: 'status', op: 'in', value: ['VOIDED', 'EXPIRED', 'PENDING'] }], sorts: [] },
      { filters: [{ field: 'status', op: 'nin', value: ['VOIDED'] }], sorts: [] },
      { filters: [{ field: 'status', op: 'neq', value: 'PENDING' }], sorts: [] },
      { filters: [{ field: 'customer_email', op: 'contains', value: 'BUYER1' }], sorts: [] },
      { filters: [{ field: 'customer_email', op: 'eq', value: 'buyer3@example.com' }], sorts: [] },
      { filters: [{ field: 'gateway', op: 'neq', value: 'STRIPE' }], sorts: [] },
      { filters: [{ field: 'gateway', op: 'nin', value: ['STRIPE'] }], sorts: [] },
      { filters: [{ field: 'gateway', op: 'is_null', value: true }], sorts: [] },
      { filters: [{ field: 'gateway', op: 'is_null', value: false }], sorts: [] },
      { filters: [{ field: 'gateway', op: 'contains', value: 'pal' }], sorts: [] },
      { filters: [{ field: 'currency', op: 'eq', value: 'EUR' }], sorts: [] },
      { filters: [{ field: 'currency', op: 'nin', value: ['EUR'] }], sorts: [] },
      { filters: [{ field: 'total', op: 'gt', value: 19.9 }], sorts: [] },
      {
        filters: [{ field: 'total', op: 'lte', value: 19.9 }],
        sorts: [{ field: 'total', direction: 'desc' }],
      },
      { filters: [{ field: 'total', op: 'in', value: [0, 19.9] }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'eq', value: second + 1 }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'neq', value: second + 1 }], sorts: [] },
      { filters: [{ field: 'created_at', op: 'gt', value: second }], sorts: [] },
      { filters: [{ field: 'updated_at', op: 'lt', value: second + 2 }], sorts: [] },
      { filters: [{ field: 'updated_at', op: 'gte', value: second + 3 }], sorts: [] },
    ];
    const orderOnly: typeof common = [
      { filters: [{ field: 'affiliate_code', op: 'is_null', value: false }], sorts: [] },
      { filters: [{ field: 'affiliate_code', op: 'neq', value: 'AFF' }], sorts: [] },
    ];
    const invoiceOnly: typeof common = [
      { filters: [{ field: 'type', op: 'eq', value: 'PAYMENT' }], sorts: [] },
      {
        filters: [{ field: 'type', op: 'neq', value: 'PAYMENT' }],
        sorts: [{ field: 'total', direction: 'asc' }],
      },
    ];

    it('writes every order field as the record mapping did, through every filter, sort and page', async () => {
      await seed();
      const first = jsonTextOf(await h.billing().orders.list({ limit: 50 })) ?? '';
      // The odd custom fields really are on the page: integer keys first, JS's exponents.
      expect(first).toContain('"custom_fields":{"2":1.5,"10":true,"a":"x","b":1,"-1":0,"01":"not an index"');
      expect(first).toContain('"long_name":1e+21');
      expect(first).toContain('"negative_tiny":-2.5e-9');
      expect(first).toContain('"custom_fields":null');
      let walked = 0;
      const queries = [...common, ...orderOnly];
      for (const asked of queries) {
        const query = listOrdersInputSchema.parse(asked);
        for (const limit of [2, 50]) {
          walked += await walkBoth(
            (cursor) => h.billing().orders.list({ ...asked, limit, ...(cursor ? { cursor } : {}) }),
            (cursor) =>
              oldOrderPage(h.deps, {
                shopId: SHOP_A,
                query: { filters: query.filters, sorts: query.sorts },
                cursor,
                limit,
              }),
          );
        }
      }
      // Each query ran at two page sizes; pages of two rows made many take several.
      expect(walked).toBeGreaterThan(queries.length * 2);
    });

    it('writes every invoice field as the record mapping did, through every filter, sort and page', async () => {
      await seed();
      const first = jsonTextOf(await h.billing().invoices.list({ limit: 50 })) ?? '';
      expect(first).toContain('"custom_fields":[{"name":"2","value":1.5},{"name":"10","value":true}');
      expect(first).toContain('"product_title":"first"');
      expect(first).toContain('</script>"},{"title":"Large"}],"custom_fields":[{"name":"2"');
      let walked = 0;
      const queries = [...common, ...invoiceOnly];
      for (const asked of queries) {
        const query = listInvoicesInputSchema.parse(asked);
        for (const limit of [2, 50]) {
          walked += await walkBoth(
            (cursor) => h.billing().invoices.list({ ...asked, limit, ...(cursor ? { cursor } : {}) }),
            (cursor) =>
              oldInvoicePage(h.deps, {
                shopId: SHOP_A,
                query: { filters: query.filters, sorts: query.sorts },
                cursor,
                limit,
              }),
          );
        }
      }
      expect(walked).toBeGreaterThan(queries.length * 2);
      // The older single-field parameters are filters like the others.
      await walkBoth(
        (cursor) =>
          h.billing().invoices.list({
            status: 'VOIDED',
            customerEmail: 'buyer2@example.com',
            ...(cursor ? { cursor } : {}),
          }),
        (cursor) =>
          oldInvoicePage(h.deps, {
            shopId: SHOP_A,
            query: {
              filters: [
                { field: 'status', op: 'eq', value: 'VOIDED' },
                { field: 'customer_email', op: 'eq', value: 'buyer2@example.com' },
              ],
              sorts: [{ field: 'created_at', direction: 'desc' }],
            },
            cursor,
            limit: 50,
          }),
      );
    });
  });
}

/** The subscriptions page serialised by the database (db/list-subscriptions-json.ts). */
export function describeSubscriptionListJson(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`subscriptions list serialised by ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    const base = Date.UTC(2026, 0, 1);
    let count = 0;
    async function insert(shopId: string, data: Record<string, unknown> = {}, invoices = 0) {
      const index = count++;
      const created = new Date(base + index * 1000 + 999);
      const id = uuidv7(created.getTime());
      await h.prisma.subscription.create({
        data: {
          id,
          shopId,
          productId: uuidv7(),
          productUniqid: 'p1',
          productTitle: `Plan ${index}`,
          productType: 'SERVICE',
          quantity: 1,
          unitPrice: '9.99',
          price: '9.90',
          currency: 'USD',
          interval: 'MONTH',
          intervalCount: 1,
          trialDays: 0,
          status: 'ACTIVE',
          origin: 'API',
          customerEmail: `sub${index}@example.com`,
          firstInvoiceId: uuidv7(),
          templateLineId: uuidv7(),
          createdAt: created,
          updatedAt: new Date(created.getTime() + 1),
          ...data,
        },
      });
      // Invoices created newest first, so their order on the page comes from created_at.
      for (let n = invoices; n > 0; n--) {
        const at = new Date(created.getTime() + n * 60_000);
        await h.prisma.invoice.create({
          data: {
            id: uuidv7(at.getTime()),
            uniqid: uuidv7(),
            shopId,
            kind: 'PRODUCT',
            origin: 'SUBSCRIPTION',
            status: 'COMPLETED',
            flowType: 'HOSTED_CHECKOUT',
            currency: 'USD',
            subtotal: '9.90',
            total: '9.90',
            customerEmail: `sub${index}@example.com`,
            subscriptionId: id,
            createdAt: at,
            updatedAt: at,
          },
        });
      }
    }

    it('writes every field as the record mapping did, with each status filter and page', async () => {
      await insert(
        SHOP_A,
        {
          productTitle: AWKWARD,
          gateway: 'STRIPE',
          customerId: uuidv7(),
          paymentLinkId: uuidv7(),
          couponId: 'c-1',
          currentPeriodStart: new Date(base + 999),
          currentPeriodEnd: new Date(base + 86_400_000 + 1),
          trialEndsAt: new Date(base + 5_000),
          renewalInvoiceCreated: true,
          trialPeriodEndingEmailSent: true,
          statusDetails: AWKWARD,
          cancelReasonId: 3,
          cancelReasonComment: '',
          customFields: ODD_FIELDS,
          price: '1000000000.00',
          interval: 'YEAR',
          intervalCount: 2,
          quantity: 5,
        },
        3,
      );
      await insert(
        SHOP_A,
        { status: 'CANCELLED', canceledAt: new Date(base + 7_777), cancelAtPeriodEnd: true },
        1,
      );
      await insert(SHOP_A, {
        status: 'CANCELED',
        pausedAt: new Date(base),
        resumesAt: new Date(base + 1_000_000),
      });
      await insert(SHOP_A, { status: 'TRIALING', customFields: { '0': 'zero', z: false }, price: '0.01' }, 2);
      await insert(SHOP_A, { status: 'PENDING', upcomingEmail1WeekSent: true });
      await insert(SHOP_B, {}, 1);
      let walked = 0;
      const statuses = [undefined, 'ACTIVE', 'CANCELLED', 'CANCELED', 'TRIALING', 'PENDING'] as const;
      for (const status of statuses) {
        for (const limit of [1, 2, 50]) {
          walked += await walkBoth(
            (cursor) =>
              h.billing().subscriptions.list({
                limit,
                ...(status ? { status } : {}),
                ...(cursor ? { cursor } : {}),
              }),
            (cursor) => oldSubscriptionPage(h.deps, { shopId: SHOP_A, status, cursor, limit }),
          );
        }
      }
      expect(walked).toBeGreaterThan(statuses.length * 3);
      const first = jsonTextOf(await h.billing().subscriptions.list({ status: 'ACTIVE' })) ?? '';
      expect(first).toMatch(/"invoices":\["[0-9a-f-]{36}","[0-9a-f-]{36}","[0-9a-f-]{36}"\]/);
      expect(first).toContain('"long_name":1e+21');
    });
  });
}
