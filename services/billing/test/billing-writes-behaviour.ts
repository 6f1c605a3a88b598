import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadInvoice } from '../src/db/invoices';
import { updateInvoice, updateLines } from '../src/db/invoice-updates';
import { issueLicenses } from '../src/db/licenses';
import { recordTimelineEntries, timelineRecord } from '../src/db/timeline';
import { lockSubscription, type SubscriptionRow, updateSubscription } from '../src/db/subscriptions';
import { billingTransaction } from '../src/db/transaction';
import { type BillingHarness, openBillingHarness, SHOP_A } from './harness';

const INVOICE = '0190f5a0-0000-7000-8000-0000000001f1';
const UNIQID = '0190f5a0-0000-7000-8000-0000000001f2';
const LINE = (position: number) => `0190f5a0-0000-7000-8000-00000000011${position}`;
const AT = new Date('2026-11-01T12:00:00.123Z');

async function seedInvoice(h: BillingHarness) {
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
      subtotal: '30.30',
      total: '30.30',
      customerEmail: 'buyer@example.com',
      providerReference: 'sess_1',
      voidDetails: 'kept',
      createdAt: AT,
      updatedAt: AT,
      lines: {
        create: [0, 1].map((position) => ({
          id: LINE(position),
          shopId: SHOP_A,
          position,
          productId: '0190f5a0-0000-7000-8000-000000000200',
          productUniqid: 'abc123',
          productTitle: `Line ${position}`,
          productType: 'SERVICE',
          productPrice: '10.10',
          quantity: 2 - position,
          unitPrice: '10.10',
          total: position === 0 ? '20.20' : '10.10',
          deliveredText: position === 1 ? 'earlier text' : null,
          licensingEnabled: position === 0,
          licensePeriod: position === 0 ? '30d' : null,
        })),
      },
    },
  });
}

/** The billing statements that write an invoice, its lines, timeline and licences, on PGlite and PostgreSQL. */
export function describeBillingWrites(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
) {
  describe(`billing's write statements on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
      await seedInvoice(h);
    });
    afterEach(async () => {
      await h.close();
    });

    it('an invoice update writes only the fields given, clears the nulls, and returns the invoice as left', async () => {
      const now = new Date('2026-11-02T08:00:00.456Z');
      const returned = await updateInvoice(h.deps.sql, INVOICE, {
        status: 'COMPLETED',
        amountReceived: '30.30',
        fulfilmentDueAt: null,
        paidEventAt: now,
        voidDetails: null,
        updatedAt: now,
      });
      const stored = await loadInvoice(h.deps.sql, INVOICE);
      expect(returned).toEqual(stored);
      expect(stored).toMatchObject({
        status: 'COMPLETED',
        amountReceived: '30.30',
        paidEventAt: now,
        voidDetails: null,
        updatedAt: now,
        // Not given: left as they were.
        providerReference: 'sess_1',
        total: '30.30',
        createdAt: AT,
      });
      await expect(
        updateInvoice(h.deps.sql, '0190f5a0-0000-7000-8000-0000000009f9', { updatedAt: now }),
      ).rejects.toMatchObject({ code: 'INVOICE_NOT_FOUND' });
    });

    it('an update in a transaction returns the lines as that transaction changed them', async () => {
      const now = new Date('2026-11-02T08:00:00.000Z');
      const returned = await h.deps.sql.transaction(async (tx) => {
        await updateLines(tx, [
          {
            id: LINE(0),
            deliveryStatus: 'DELIVERED',
            deliveredAt: now,
            licenseKeys: ['A-1', 'B-"2"'],
            deliveredText: 'the text',
            deliveryError: null,
          },
          { id: LINE(1), deliveryStatus: 'FAILED', deliveryError: 'out of stock' },
        ]);
        return updateInvoice(tx, INVOICE, { status: 'PROCESSING', updatedAt: now });
      });
      expect(returned.lines).toEqual((await loadInvoice(h.deps.sql, INVOICE)).lines);
      expect(returned.lines[0]).toMatchObject({
        deliveryStatus: 'DELIVERED',
        deliveredAt: now,
        licenseKeys: ['A-1', 'B-"2"'],
        deliveredText: 'the text',
        deliveryError: null,
      });
      // A failure keeps what the line had: no delivery time, keys or text of its own.
      expect(returned.lines[1]).toMatchObject({
        deliveryStatus: 'FAILED',
        deliveredAt: null,
        licenseKeys: [],
        deliveredText: 'earlier text',
        deliveryError: 'out of stock',
      });
    });

    it('an update writes the timeline rows recording it in the same statement, in order; an invoice that is gone keeps none', async () => {
      const now = new Date('2026-11-02T08:00:00.000Z');
      const invoice = { shopId: SHOP_A, uniqid: UNIQID };
      await recordTimelineEntries(h.deps.sql, [
        timelineRecord(invoice, 'line_delivered', AT, { note: 'before' }),
      ]);
      const recording = (['line_delivered', 'status_changed'] as const).map((type, i) =>
        timelineRecord(invoice, type, now, { note: `with the change ${i}` }),
      );
      const returned = await h.deps.sql.transaction((tx) =>
        updateInvoice(tx, INVOICE, { status: 'COMPLETED', updatedAt: now }, recording),
      );
      expect(returned.status).toBe('COMPLETED');
      const rows = await h.prisma.timelineEntry.findMany({ orderBy: { sequence: 'asc' } });
      expect(rows.map((row) => (row.facts as { note: string }).note)).toEqual([
        'before',
        'with the change 0',
        'with the change 1',
      ]);
      await expect(
        h.deps.sql.transaction((tx) =>
          updateInvoice(tx, '0190f5a0-0000-7000-8000-0000000009f9', { updatedAt: now }, [
            timelineRecord(invoice, 'status_changed', now),
          ]),
        ),
      ).rejects.toMatchObject({ code: 'INVOICE_NOT_FOUND' });
      expect(await h.prisma.timelineEntry.count()).toBe(3);
    });

    it('timeline entries written together keep the order they were given', async () => {
      const invoice = { shopId: SHOP_A, uniqid: UNIQID };
      const types = ['line_delivered', 'line_delivered', 'status_changed'] as const;
      await recordTimelineEntries(
        h.deps.sql,
        types.map((type, i) => timelineRecord(invoice, type, AT, { note: `entry ${i}` })),
      );
      const rows = await h.prisma.timelineEntry.findMany({ orderBy: { sequence: 'asc' } });
      expect(rows.map((row) => [row.type, (row.facts as { note: string }).note])).toEqual([
        ['line_delivered', 'entry 0'],
        ['line_delivered', 'entry 1'],
        ['status_changed', 'entry 2'],
      ]);
    });

    it('licences are issued once per licensed line, however often a completion is replayed', async () => {
      const invoice = await loadInvoice(h.deps.sql, INVOICE);
      await issueLicenses(h.deps.sql, invoice, AT);
      await h.prisma.$transaction((tx) => issueLicenses(tx, invoice, AT));
      const licences = await h.prisma.license.findMany({ orderBy: { key: 'asc' } });
      expect(licences).toHaveLength(2);
      expect(new Set(licences.map((licence) => licence.key)).size).toBe(2);
      expect(licences.every((licence) => licence.lineId === LINE(0))).toBe(true);
      expect(licences[0]?.expiresAt?.toISOString()).toBe('2026-12-01T12:00:00.123Z');
      expect(licences[0]).toMatchObject({ invoiceUniqid: UNIQID, customerEmail: 'buyer@example.com' });
    });

    it('a billing transaction commits on the driver; one that fails leaves nothing', async () => {
      const now = new Date('2026-11-02T08:00:00.000Z');
      await billingTransaction(h.deps, async (tx) => {
        await updateInvoice(tx, INVOICE, { status: 'COMPLETED', updatedAt: now });
      });
      expect((await loadInvoice(h.deps.sql, INVOICE)).status).toBe('COMPLETED');
      await expect(
        billingTransaction(h.deps, async (tx) => {
          await updateInvoice(tx, INVOICE, { status: 'REFUNDED', updatedAt: now });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await loadInvoice(h.deps.sql, INVOICE)).status).toBe('COMPLETED');
    });

    const SUBSCRIPTION = '0190f5a0-0000-7000-8000-0000000003a1';

    async function seedSubscription() {
      await h.prisma.subscription.create({
        data: {
          id: SUBSCRIPTION,
          shopId: SHOP_A,
          productId: '0190f5a0-0000-7000-8000-000000000200',
          productUniqid: 'abc123',
          productTitle: 'Plan "pro"',
          productType: 'SERVICE',
          quantity: 2,
          unitPrice: '9.5',
          price: '19.00',
          currency: 'EUR',
          interval: 'MONTH',
          intervalCount: 1,
          trialDays: 7,
          status: 'PENDING',
          origin: 'API',
          customerEmail: 'buyer@example.com',
          firstInvoiceId: INVOICE,
          templateLineId: LINE(0),
          customFields: { seats: 3, note: 'ünïcode', nested: { b: 1, a: [true, null] } },
          createdAt: AT,
          updatedAt: AT,
        },
      });
    }

    /** Every field as plain values, money as cents, so Prisma's Decimals and the driver's text compare. */
    const comparable = (row: SubscriptionRow) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          key === 'price' || key === 'unitPrice' ? Math.round(Number(String(value)) * 100) : value,
        ]),
      );

    it('a subscription read and written on the driver is the row Prisma reads, field for field', async () => {
      await seedSubscription();
      const prismaRow = await h.prisma.subscription.findUniqueOrThrow({ where: { id: SUBSCRIPTION } });
      const locked = await h.deps.sql.transaction((tx) => lockSubscription(tx, SUBSCRIPTION));
      expect(comparable(locked)).toEqual(comparable(prismaRow));

      const start = new Date('2026-11-03T10:00:00.456Z');
      const end = new Date('2026-12-03T10:00:00.456Z');
      const written = await billingTransaction(h.deps, (tx) =>
        updateSubscription(
          tx,
          locked,
          {
            status: 'ACTIVE',
            currentPeriodStart: start,
            currentPeriodEnd: end,
            customerId: '0190f5a0-0000-7000-8000-0000000003b1',
            cancelReasonId: 4,
            cancelAtPeriodEnd: true,
            statusDetails: null,
            price: '21.5',
            customFields: { seats: 4 },
          },
          start,
        ),
      );
      const reread = await h.prisma.subscription.findUniqueOrThrow({ where: { id: SUBSCRIPTION } });
      expect(comparable(written)).toEqual(comparable(reread));
      expect(reread).toMatchObject({
        status: 'ACTIVE',
        currentPeriodEnd: end,
        cancelAtPeriodEnd: true,
        cancelReasonId: 4,
        customFields: { seats: 4 },
        updatedAt: start,
        // Cancelling at the period's end: that is when the scheduler next has work.
        nextDueAt: end,
      });
      expect(reread.price.toFixed(2)).toBe('21.50');
      // Inside a Prisma transaction the same statements give the same row.
      const viaPrisma = await h.prisma.$transaction((tx) => lockSubscription(tx, SUBSCRIPTION));
      expect(comparable(viaPrisma)).toEqual(comparable(reread));
    });

    it('a change that fails leaves the subscription as it was; an unknown one is SUBSCRIPTION_NOT_FOUND', async () => {
      await seedSubscription();
      await expect(
        billingTransaction(h.deps, async (tx) => {
          const sub = await lockSubscription(tx, SUBSCRIPTION);
          await updateSubscription(tx, sub, { status: 'ACTIVE' }, AT);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await h.prisma.subscription.findUniqueOrThrow({ where: { id: SUBSCRIPTION } })).status).toBe(
        'PENDING',
      );
      await expect(
        h.deps.sql.transaction((tx) => lockSubscription(tx, '0190f5a0-0000-7000-8000-0000000003ff')),
      ).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    });
  });
}
