import { TEST_PROVIDER_SIGNATURE_HEADER } from '@shopforge/contracts';
import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/service';
import { type BillingHarness, openBillingHarness, outbox } from './harness';
import { describeOrders, openSession, serialProduct } from './orders-behaviour';

const open = (migrationsDir: string) => async () => {
  const db = await createPostgresTestDatabase({ migrationsDir });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

describeOrders('PostgreSQL', open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS));

describe('paying one invoice from many places at once, on PostgreSQL', () => {
  let h: BillingHarness;
  beforeEach(async () => {
    h = await openBillingHarness(open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS));
  });
  afterEach(async () => {
    await h.close();
  });

  it('8 provider confirmations and 2 manual fulfilments racing: one payment, codes claimed once, one order:paid', async () => {
    const product = await serialProduct(h, ['R1', 'R2', 'R3', 'R4', 'R5']);
    const order = await h.billing().orders.create({
      customer_email: 'race@example.com',
      items: [{ product_id: product.id, quantity: 3 }],
    });
    const sessionId = await openSession(h, order.uniqid);
    await h.prisma.testProviderSession.update({ where: { id: sessionId }, data: { status: 'SUCCEEDED' } });
    const webhooks = await Promise.all(
      Array.from({ length: 8 }, () => h.deps.testProvider.signedEvent(sessionId, 'payment.succeeded')),
    );
    const results = await Promise.allSettled([
      ...webhooks.map((event) =>
        h.billing(null).providerWebhooks.receive({
          provider: 'test',
          body: event.body,
          signature_headers: { [TEST_PROVIDER_SIGNATURE_HEADER]: event.signature },
        }),
      ),
      h.billing().orders.fulfill({ id: order.id }),
      h.billing().orders.fulfill({ id: order.id }),
    ]);
    // Every caller gets an answer; none of them breaks the invoice.
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const paid = await h.billing().orders.get({ id: order.id });
    expect(paid.status).toBe('COMPLETED');
    const counts = await h.catalog().serials.counts({ id: product.id });
    expect(counts.counts).toEqual([{ variant_id: null, available: 2, claimed: 3 }]);
    expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
    const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
    expect(events.filter((event) => event.type === 'marked_paid')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'line_delivered')).toHaveLength(1);
  });
});
