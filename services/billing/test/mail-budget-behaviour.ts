import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/workers/sweeper';
import { type BillingHarness, openBillingHarness } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

const BUDGET = 3;
const HOUR = 3_600_000;

/**
 * The mail budget (docs/email.md "The mail budget"): every path that mails an address on the
 * merchant's say-so spends it unless the address is the shop's customer; a spent budget refuses
 * the request before anything changes, and holds when requests race. PGlite and PostgreSQL.
 */
export function describeMailBudget(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`the mail budget on ${backend}`, () => {
    let h: BillingHarness;
    let mailbox: string;
    beforeEach(async () => {
      mailbox = mkdtempSync(join(tmpdir(), 'mail-budget-'));
      h = await openBillingHarness(openBilling, openCatalog, {
        env: { MAILBOX_DIR: mailbox, MAIL_BUDGET_PER_HOUR: String(BUDGET) },
      });
    });
    afterEach(async () => {
      await h.close();
      rmSync(mailbox, { recursive: true, force: true });
    });

    const request = (email: string, send_email = true) =>
      h.billing().payments.create({ title: 'Deposit', email, value: 5, currency: 'EUR', send_email });
    const invoicesTo = async (email: string) => h.prisma.invoice.count({ where: { customerEmail: email } });
    const spend = async (count: number, prefix = 'stranger') => {
      for (let i = 0; i < count; i++) await request(`${prefix}-${i}@strangers.example`);
    };
    const spentFailure = (call: Promise<unknown>) => failureOf(call);

    it('payment requests to strangers spend it; the next is 429 MAIL_BUDGET_SPENT with retry_after and leaves no invoice; an hour after the first, one more passes', async () => {
      await spend(1);
      h.clock.advance(10 * 60_000);
      await spend(BUDGET - 1, 'later');
      const refused = await spentFailure(request('one-more@strangers.example'));
      expect(refused).toMatchObject({
        code: 'RATE_LIMITED',
        subcode: 'MAIL_BUDGET_SPENT',
        extra: { retry_after: 50 * 60 },
      });
      expect(await invoicesTo('one-more@strangers.example')).toBe(0);
      expect(await h.prisma.mailMessage.count()).toBe(BUDGET);
      // Without send_email nothing is mailed: made, and spends nothing.
      await request('quiet@strangers.example', false);
      h.clock.advance(50 * 60_000);
      await request('one-more@strangers.example');
      expect(await invoicesTo('one-more@strangers.example')).toBe(1);
    });

    it('two requests racing for the last mail of the hour: exactly one passes', async () => {
      await spend(BUDGET - 1);
      const results = await Promise.allSettled([
        request('racer-a@strangers.example'),
        request('racer-b@strangers.example'),
        request('racer-c@strangers.example'),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(await h.prisma.mailBudgetSpend.count()).toBe(BUDGET);
      expect(await h.prisma.mailMessage.count()).toBe(BUDGET);
    });

    it('a buyer who paid through a provider is a customer: mail to them spends nothing; an order marked paid by hand makes no customer', async () => {
      const product = await serialProduct(h, ['KEY-1', 'KEY-2']);
      const paid = await h.billing().orders.create({
        customer_email: 'regular@customers.example',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, paid.uniqid);
      const manual = await h.billing().orders.create({
        customer_email: 'by-hand@strangers.example',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await h.billing().orders.fulfill({ id: manual.id });
      expect(await h.prisma.mailBudgetSpend.count()).toBe(1);
      await spend(BUDGET - 1);
      await request('Regular@Customers.example');
      await request('regular@customers.example');
      expect(await spentFailure(request('by-hand@strangers.example'))).toMatchObject({
        subcode: 'MAIL_BUDGET_SPENT',
      });
    });

    it('marking an order paid by hand, a refund of such an order, a resent receipt and a test send each spend one; a spent budget refuses them and changes nothing', async () => {
      const product = await h
        .catalog()
        .products.create({ title: 'Consulting', price: 10, type: 'SERVICE', service_text: 'Booked.' });
      const order = await h.billing().orders.create({
        customer_email: 'manual@strangers.example',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await h.billing().orders.fulfill({ id: order.id });
      await h.billing().orders.refund({ id: order.id, amount: 1, reason: 'Claim at evil.example' });
      await h.billing().orders.resendReceipt({ id: order.id });
      expect(
        (await h.prisma.mailBudgetSpend.findMany({ orderBy: { id: 'asc' } })).map((spend) => spend.template),
      ).toEqual(['receipt', 'refund', 'receipt']);

      const spent = { code: 'RATE_LIMITED', subcode: 'MAIL_BUDGET_SPENT' };
      expect(
        await failureOf(h.billing().buyerEmails.sendTest({ template: 'receipt', to: 'x@strangers.example' })),
      ).toMatchObject(spent);
      expect(
        await failureOf(h.billing().orders.refund({ id: order.id, amount: 1, reason: 'again' })),
      ).toMatchObject(spent);
      h.clock.advance(60_000);
      expect(await failureOf(h.billing().orders.resendReceipt({ id: order.id }))).toMatchObject(spent);
      const second = await h.billing().orders.create({
        customer_email: 'second@strangers.example',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      expect(await failureOf(h.billing().orders.fulfill({ id: second.id }))).toMatchObject(spent);
      expect((await h.billing().orders.get({ id: second.id })).status).toBe('PENDING');
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('PARTIAL_REFUND');
      expect(await h.prisma.refund.count()).toBe(1);

      // An hour later the budget is back, and the test send spends it.
      h.clock.advance(HOUR);
      await h.billing().buyerEmails.sendTest({ template: 'receipt', to: 'x@strangers.example' });
      expect(await h.prisma.mailBudgetSpend.count()).toBe(BUDGET + 1);
    });

    it('mail that will not be queued spends nothing: a template turned off, an address that bounced', async () => {
      await h.billing().buyerEmails.updateSettings({ templates: { payment_request: false } });
      await spend(BUDGET + 1);
      expect(await h.prisma.mailBudgetSpend.count()).toBe(0);
      await h.billing().buyerEmails.updateSettings({ templates: { payment_request: true } });
      await h.billing().emailMarketing.upsertContact({
        email: 'gone@strangers.example',
        subscribed: false,
        suppression: 'BOUNCED',
      });
      await request('gone@strangers.example');
      expect(await h.prisma.mailBudgetSpend.count()).toBe(0);
    });

    it('the sweeper forgets spends older than the budget’s hour', async () => {
      await spend(BUDGET);
      h.clock.advance(HOUR + 1);
      await sweepOnce(h.deps);
      expect(await h.prisma.mailBudgetSpend.count()).toBe(0);
      await spend(BUDGET, 'next-hour');
      expect(await h.prisma.mailBudgetSpend.count()).toBe(BUDGET);
    });
  });
}
