import { TEST_EMAILS_PER_HOUR } from '@shopforge/contracts';
import { SmtpCatcher } from '@shopforge/mail/testing';
import { failureOf, type OpenTestDatabase, testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendDueMail } from '../src/app/mail/send-mail';
import { type BillingHarness, openBillingHarness, SHOP_A, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

const REPORT_SECRET = 'mail-provider-reports-secret-0123456789';

/**
 * Payment requests by mail, test sends, the mail log and the mail provider's bounce and
 * complaint reports, over real SMTP; PGlite and PostgreSQL.
 */
export function describeMailLog(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`mail log and reports on ${backend}`, () => {
    let smtp: SmtpCatcher;
    let h: BillingHarness;
    beforeEach(async () => {
      smtp = new SmtpCatcher();
      const url = await smtp.start();
      h = await openBillingHarness(openBilling, openCatalog, {
        env: {
          SMTP_URL: url,
          MAIL_FROM: 'receipts@shopforge.test',
          MAIL_NOTIFICATIONS_SECRET: REPORT_SECRET,
        },
      });
    });
    afterEach(async () => {
      await h.deps.mail?.transport.close();
      await h.close();
      await smtp.close();
    });

    const mailSteps = async (uniqid: string) =>
      (await h.billing().invoices.timeline({ uniqid })).events
        .filter((event) => event.type.startsWith('email_'))
        .map((event) => [event.type, event.template, event.outcome ?? null]);

    const paidOrder = async (email: string) => {
      const product = await serialProduct(h, ['KEY-BBBB-2222']);
      const order = await h.billing().orders.create({
        customer_email: email,
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      await sendDueMail(h.deps);
      return order;
    };

    const report = (body: unknown, secret = REPORT_SECRET) =>
      h.billing(null).mailNotifications.receive({
        body: JSON.stringify(body),
        authorization: `Bearer ${secret}`,
      });

    const suppressionOf = async (email: string) =>
      (await h.billing().emailMarketing.listContacts({ limit: 50 })).data.find(
        (contact) => contact.email === email,
      )?.suppression ?? null;

    it('a payment created with send_email mails the buyer the request with the checkout address; its timeline shows the mail', async () => {
      const payment = await h.billing().payments.create({
        title: 'Consulting hour',
        email: 'client@example.com',
        value: 49,
        currency: 'EUR',
        send_email: true,
      });
      await sendDueMail(h.deps);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.subject).toBe('Test Shop asks you to pay 49.00 EUR');
      expect(mail?.text).toContain(`https://pay.shopforge.test/checkout/${payment.uniqid}`);
      expect(mail?.text).toContain('Consulting hour');
      expect(await mailSteps(payment.uniqid)).toEqual([
        ['email_queued', 'payment_request', null],
        ['email_sent', 'payment_request', null],
      ]);
    });

    it('a payment without send_email mails no one', async () => {
      const payment = await h.billing().payments.create({
        title: 'Consulting hour',
        email: 'client@example.com',
        value: 49,
        currency: 'EUR',
      });
      expect(await sendDueMail(h.deps)).toBe(0);
      expect(await mailSteps(payment.uniqid)).toEqual([]);
    });

    it('a reseller’s delivery to a customer is mailed once, with its codes, from the shop with replies to the reseller', async () => {
      const delivery = {
        shop_id: SHOP_A,
        object_id: '0190f5a0-0000-7000-8000-0000000000d1',
        recipient: 'Customer@Example.com',
        reseller_email: 'seller@partner.example',
        lines: [{ title: 'Game Key', codes: ['RS-KEY-0001'] }],
      };
      expect(await h.billing(null).buyerEmails.queueResellerDelivery(delivery)).toEqual({ queued: true });
      expect(await h.billing(null).buyerEmails.queueResellerDelivery(delivery)).toEqual({ queued: false });
      expect(await sendDueMail(h.deps)).toBe(1);
      const [mail] = smtp.received;
      expect(mail?.to).toEqual(['customer@example.com']);
      expect(mail?.subject).toBe('Your Game Key from Test Shop');
      expect(mail?.text).toContain('RS-KEY-0001');
      expect(mail?.raw).toMatch(/^From: Test Shop <receipts@shopforge\.test>/m);
      expect(mail?.headers.get('reply-to')).toMatchObject({ text: 'seller@partner.example' });
      const [logged] = (await h.billing().buyerEmails.list({ limit: 1 })).data;
      expect(logged).toMatchObject({ template: 'reseller_delivery', status: 'sent', invoice_uniqid: null });
      expect(JSON.stringify(logged)).not.toContain('RS-KEY-0001');

      await h.billing().buyerEmails.updateSettings({ templates: { reseller_delivery: false } });
      expect(
        await h.billing(null).buyerEmails.queueResellerDelivery({
          ...delivery,
          object_id: '0190f5a0-0000-7000-8000-0000000000d2',
        }),
      ).toEqual({ queued: false });
    });

    it('a test send goes out with sample data marked [Test], even for a template the shop turned off, and shows in the mail log only', async () => {
      await h.billing().buyerEmails.updateSettings({ templates: { receipt: false } });
      const queued = await h
        .billing()
        .buyerEmails.sendTest({ template: 'receipt', to: 'owner@keyshop.example' });
      expect(queued).toMatchObject({
        template: 'receipt',
        recipient: 'owner@keyshop.example',
        status: 'queued',
        test: true,
        attempts: 0,
        invoice_uniqid: null,
        sent_at: null,
      });
      await sendDueMail(h.deps);
      expect(smtp.received[0]?.subject).toBe('[Test] Your order from Test Shop');
      expect(smtp.received[0]?.text).toContain('SAMPLE-KEY-0000-0000');
      const logged = await h.billing().buyerEmails.get({ id: queued.id });
      expect(logged).toMatchObject({ status: 'sent', attempts: 1, next_attempt_at: null });
      expect(logged.sent_at).toBe(Math.floor(h.clock.now().getTime() / 1000));
      expect((await h.billing().buyerEmails.list({ limit: 10 })).data.map((mail) => mail.id)).toEqual([
        queued.id,
      ]);
      // Another shop's log neither lists nor opens it.
      expect((await h.billing(testPrincipal(SHOP_B)).buyerEmails.list({ limit: 10 })).data).toEqual([]);
      expect(
        (await failureOf(h.billing(testPrincipal(SHOP_B)).buyerEmails.get({ id: queued.id }))).code,
      ).toBe('NOT_FOUND');
    });

    it(`test sends are limited to ${TEST_EMAILS_PER_HOUR} an hour per shop, with the seconds until the next one`, async () => {
      for (let i = 0; i < TEST_EMAILS_PER_HOUR; i += 1) {
        await h.billing().buyerEmails.sendTest({ template: 'refund', to: `t${i}@keyshop.example` });
        h.clock.advance(60_000);
      }
      const refused = await failureOf(
        h.billing().buyerEmails.sendTest({ template: 'refund', to: 'x@keyshop.example' }),
      );
      expect(refused.code).toBe('RATE_LIMITED');
      // The first of the hour was 20 minutes ago: the limit frees up in 40.
      expect(refused.extra).toEqual({ retry_after: 40 * 60 });
      expect(
        await h
          .billing(testPrincipal(SHOP_B))
          .buyerEmails.sendTest({ template: 'refund', to: 'x@keyshop.example' }),
      ).toMatchObject({ status: 'queued' });
      h.clock.advance(40 * 60_000);
      expect(
        await h.billing().buyerEmails.sendTest({ template: 'refund', to: 'x@keyshop.example' }),
      ).toMatchObject({ status: 'queued' });
    });

    it('a hard bounce reported after sending marks the mail bounced, fails it on the timeline and suppresses the address, once', async () => {
      const order = await paidOrder('gone@example.com');
      const [sent] = (await h.billing().buyerEmails.list({ limit: 1 })).data;
      const messageId = smtp.received[0]?.messageId ?? '';
      const bounce = {
        type: 'bounce',
        message_id: messageId,
        recipient: 'Gone@Example.com',
        diagnostic: 'smtp; 550 5.1.1 user unknown',
      };
      expect(await report({ notifications: [bounce] })).toEqual({ received: 1, matched: 1 });
      expect(await report({ notifications: [bounce] })).toEqual({ received: 1, matched: 1 });
      expect(await h.billing().buyerEmails.get({ id: sent?.id ?? '' })).toMatchObject({
        status: 'bounced',
        last_error: 'Bounced after it was sent: smtp; 550 5.1.1 user unknown',
      });
      expect(await mailSteps(order.uniqid)).toEqual([
        ['email_queued', 'receipt', null],
        ['email_sent', 'receipt', null],
        ['email_sent', 'receipt', 'failed'],
      ]);
      expect(await suppressionOf('gone@example.com')).toBe('BOUNCED');
      // The next mail to it is not queued.
      const again = await paidOrder('gone@example.com');
      expect(await mailSteps(again.uniqid)).toEqual([]);
    });

    it('a complaint suppresses the address for marketing only: the buyer’s next receipt still goes; it does not lift a bounce', async () => {
      await paidOrder('grumpy@example.com');
      const complaint = { type: 'complaint', message_id: smtp.received[0]?.messageId ?? '' };
      expect(await report({ notifications: [complaint] })).toEqual({ received: 1, matched: 1 });
      const [logged] = (await h.billing().buyerEmails.list({ limit: 1 })).data;
      expect(logged?.complained_at).toBe(Math.floor(h.clock.now().getTime() / 1000));
      expect(await suppressionOf('grumpy@example.com')).toBe('COMPLAINED');
      await paidOrder('grumpy@example.com');
      expect(smtp.received).toHaveLength(2);

      await paidOrder('bounced@example.com');
      const third = smtp.received[2]?.messageId ?? '';
      await report({
        notifications: [
          { type: 'bounce', message_id: third },
          { type: 'complaint', message_id: third },
        ],
      });
      expect(await suppressionOf('bounced@example.com')).toBe('BOUNCED');
    });

    it('a soft bounce, an unknown Message-ID or another recipient changes nothing and is counted unmatched', async () => {
      await paidOrder('fine@example.com');
      const messageId = smtp.received[0]?.messageId ?? '';
      expect(
        await report({
          notifications: [
            { type: 'bounce', bounce_type: 'soft', message_id: messageId },
            { type: 'bounce', message_id: '<0190f5a0-0000-7000-8000-0000000000ff@shopforge.test>' },
            { type: 'bounce', message_id: 'not-ours@elsewhere.example' },
            { type: 'bounce', message_id: messageId, recipient: 'other@example.com' },
          ],
        }),
      ).toEqual({ received: 4, matched: 1 });
      expect((await h.billing().buyerEmails.list({ limit: 1 })).data[0]?.status).toBe('sent');
      expect(await suppressionOf('fine@example.com')).toBeNull();
    });

    it('reports need the provider secret, and a body that is a batch of reports', async () => {
      const body = { notifications: [{ type: 'complaint', message_id: '<x@y>' }] };
      expect((await failureOf(report(body, 'wrong-secret-wrong-secret-wrong'))).code).toBe('UNAUTHORIZED');
      expect(
        (await failureOf(h.billing(null).mailNotifications.receive({ body: JSON.stringify(body) }))).code,
      ).toBe('UNAUTHORIZED');
      expect(
        (
          await failureOf(
            h
              .billing(null)
              .mailNotifications.receive({ body: '{', authorization: `Bearer ${REPORT_SECRET}` }),
          )
        ).code,
      ).toBe('BAD_REQUEST');
      const invalid = await failureOf(
        report({ notifications: [{ type: 'delivered', message_id: '<x@y>' }] }),
      );
      expect(invalid.code).toBe('VALIDATION_ERROR');
      expect(invalid.details?.[0]?.field).toBe('notifications.0.type');
    });
  });
}
