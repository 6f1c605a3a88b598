import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { createOrder } from '../src/app/create-order';
import { findInvoice, findInvoiceByUniqid, loadInvoice, lockInvoice } from '../src/db/invoices';
import { type BillingHarness, openBillingHarness, SHOP_A, SHOP_B } from './harness';

const INVOICE = '0190f5a0-0000-7000-8000-0000000000f1';
const UNIQID = '0190f5a0-0000-7000-8000-0000000000f2';

const MONEY = /^-?\d+\.\d{2}$/;
/** Decimal columns as text: money, and whole base units of a crypto amount. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Either read with money as numbers: Prisma prints 10.10 as "10.1", the text read as "10.10". */
function normalise(value: unknown): unknown {
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(normalise);
  if ('toFixed' in value && typeof value.toFixed === 'function') return Number(value.toString());
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalise(inner)]));
}

/** The one-statement invoice read (db/invoice-json.ts), run on PGlite (unit) and PostgreSQL (integration). */
export function describeInvoiceRead(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
) {
  describe(`the invoice read on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
      const at = new Date('2026-11-01T12:00:00.123Z');
      await h.prisma.invoice.create({
        data: {
          id: INVOICE,
          uniqid: UNIQID,
          shopId: SHOP_A,
          kind: 'PRODUCT',
          origin: 'API',
          status: 'PROCESSING',
          flowType: 'HOSTED_CHECKOUT',
          currency: 'EUR',
          subtotal: '30.10',
          volumeDiscount: '0.00',
          discount: '1.05',
          total: '29.05',
          amountReceived: '29.05',
          customerEmail: 'buyer@example.com',
          affiliatePercent: '12.50',
          customFields: { note: 'quote " and \\ and ü', n: 3, nested: [null, true] },
          paidAt: at,
          expiresAt: new Date(at.getTime() + 3_600_000),
          createdAt: at,
          updatedAt: at,
          lines: {
            create: [1, 0].map((position) => ({
              id: `0190f5a0-0000-7000-8000-00000000010${position}`,
              shopId: SHOP_A,
              position,
              productId: '0190f5a0-0000-7000-8000-000000000200',
              productUniqid: 'abc123',
              productTitle: `Line ${position}`,
              productType: 'SERIALS',
              productPrice: '10.10',
              quantity: 3 - position,
              unitPrice: '10.10',
              total: position === 0 ? '30.30' : '20.20',
              licenseKeys: position === 0 ? ['K-1', 'K-"2"'] : [],
              deliveredAt: position === 0 ? at : null,
              licensingEnabled: position === 0,
            })),
          },
        },
      });
    });
    afterEach(async () => {
      await h.close();
    });

    it('reads what Prisma reads, field for field, lines in position order, money as exact text', async () => {
      const prisma = await h.prisma.invoice.findUniqueOrThrow({
        where: { id: INVOICE },
        include: { lines: { orderBy: { position: 'asc' } } },
      });
      const read = await loadInvoice(h.deps.sql, INVOICE);
      expect(normalise(read)).toEqual(normalise(prisma));
      expect(read.lines.map((line) => line.position)).toEqual([0, 1]);
      expect([read.subtotal, read.total, read.affiliatePercent, read.lines[0]?.unitPrice]).toEqual([
        '30.10',
        '29.05',
        '12.50',
        '10.10',
      ]);
      for (const money of [read.discount, read.refundedAmount, read.lines[1]?.volumeDiscount]) {
        expect(money).toMatch(MONEY);
      }
      expect(read.lines[0]?.deliveredAt).toBeInstanceOf(Date);
      expect(read.paidAt?.toISOString()).toBe('2026-11-01T12:00:00.123Z');
    });

    it('reads the same inside Prisma’s transaction and the driver’s as outside them', async () => {
      const direct = await loadInvoice(h.deps.sql, INVOICE);
      const locked = await h.prisma.$transaction((tx) => lockInvoice(tx, INVOICE));
      const inSqlTransaction = await h.deps.sql.transaction((tx) => lockInvoice(tx, INVOICE));
      expect(locked).toEqual(direct);
      expect(inSqlTransaction).toEqual(direct);
    });

    it('finds by id or uniqid only within the shop and the kind asked for', async () => {
      expect((await findInvoice(h.deps.sql, SHOP_A, INVOICE))?.id).toBe(INVOICE);
      expect((await findInvoice(h.prisma, SHOP_A, UNIQID.toUpperCase(), 'PRODUCT'))?.id).toBe(INVOICE);
      expect(await findInvoice(h.deps.sql, SHOP_A, UNIQID, 'PAYMENT')).toBeNull();
      expect(await findInvoice(h.deps.sql, SHOP_B, INVOICE)).toBeNull();
      expect(await findInvoice(h.deps.sql, SHOP_A, 'not-a-uuid')).toBeNull();
      expect((await findInvoiceByUniqid(h.deps.sql, UNIQID))?.id).toBe(INVOICE);
      expect(await findInvoiceByUniqid(h.deps.sql, INVOICE)).toBeNull();
      await expect(loadInvoice(h.deps.sql, UNIQID)).rejects.toMatchObject({ code: 'INVOICE_NOT_FOUND' });
    });

    it('a new order is written as the invoice it was built from: reading it back changes nothing', async () => {
      const customer = await h.billing().customers.create({ email: 'ann@example.com', name: 'Ann' });
      const application = await h.billing().affiliates.submit({ customer_id: customer.id, message: 'blog' });
      await h.billing().affiliates.approve({ id: application.id, commission_percent: 12.5, code: 'ANN10' });
      const key = await h
        .catalog()
        .products.create({ title: 'Key "one"', price: 10.1, type: 'SERVICE', service_text: 'hi' });
      const plan = await h.catalog().products.create({
        title: 'Plan',
        price: 9.5,
        type: 'SERVICE',
        service_text: 'Welcome',
        subtype: 'RECURRING',
        recurring_interval: 'MONTH',
        recurring_interval_count: 1,
      });
      for (const items of [
        [{ product_id: key.id, quantity: 3 }],
        [
          { product_id: key.id, quantity: 1 },
          { product_id: plan.id, quantity: 2 },
        ],
      ]) {
        const invoice = await createOrder(h.deps, testPrincipal(SHOP_A), {
          customer_email: 'buyer@example.com',
          country: 'DE',
          referral_code: 'ann10',
          custom_fields: { note: 'quote " ü', n: 2 },
          return_url: 'https://shop.example/thanks',
          items,
        });
        expect(await loadInvoice(h.deps.sql, invoice.id)).toEqual(invoice);
        expect(invoice.affiliatePercent).toBe('12.50');
      }
      const [sub] = (await h.billing().subscriptions.list({ limit: 10 })).data;
      const recurring = await h.prisma.invoice.findFirstOrThrow({ where: { subscriptionId: { not: null } } });
      expect(sub?.id).toBe(recurring.subscriptionId);
    });
  });
}
