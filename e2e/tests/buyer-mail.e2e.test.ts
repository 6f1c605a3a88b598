import { SmtpCatcher } from '@shopforge/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtCheckout } from '../src/checkout';
import { eventually } from '../src/eventually';
import { call } from '../src/http';
import { bootTestPlatform, MAIL_NOTIFICATIONS_SECRET, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/** Buyer mail through the whole platform, to a real SMTP server in the test process. */
let p: TestPlatform;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = new SmtpCatcher();
  const url = await smtp.start();
  p = await bootTestPlatform({ env: { SMTP_URL: url, MAIL_FROM: 'receipts@shopforge.test' } });
});
afterAll(async () => {
  await p.close();
  await smtp.close();
});

describe('buyer mail', () => {
  it('paying an order of a serial product at the checkout mails the buyer the code; the timeline shows email_queued then email_sent', async () => {
    const { fullKey: token, shop } = await newShop(p, 'Key Shop');
    const product = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Game Key', price: 12.5, type: 'SERIALS' },
    });
    const productId = (product.body as { data: { id: string } }).data.id;
    await call(p.gatewayUrl, 'POST', `/dev/v1/products/${productId}/serials`, {
      token,
      body: { serials: ['E2E-KEY-0001'] },
    });
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token,
      body: { customer_email: 'buyer@example.com', items: [{ product_id: productId, quantity: 1 }] },
    });
    expect(created.status).toBe(201);
    const order = (created.body as { data: { uniqid: string; checkout_url: string } }).data;
    await payAtCheckout(p, order.checkout_url);

    const mail = await eventually('the receipt', () =>
      smtp.received.find((m) => m.to.includes('buyer@example.com')),
    );
    expect(mail.subject).toBe('Your order from Key Shop');
    expect(mail.text).toContain('E2E-KEY-0001');
    expect(mail.raw).toMatch(/^From: Key Shop <receipts@shopforge\.test>/m);
    expect(shop.name).toBe('Key Shop');

    const steps = await eventually('email_sent on the timeline', async () => {
      const res = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, { token });
      const events = (
        res.body as {
          data: { events: { type: string; recipient: string | null; template: string | null }[] };
        }
      ).data.events.filter((event) => event.type.startsWith('email_'));
      return events.length === 2 ? events : undefined;
    });
    expect(steps.map((step) => [step.type, step.recipient, step.template])).toEqual([
      ['email_queued', 'buyer@example.com', 'receipt'],
      ['email_sent', 'buyer@example.com', 'receipt'],
    ]);

    // The mail's access link: a GET (what a mail scanner sends) names the purchase and shows no
    // code; the buyer's POST shows the code and records keys_revealed once.
    const link = /https?:\/\/[^\s]+\/access\/[A-Za-z0-9._-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no access link in the receipt: ${mail.text}`);
    const path = new URL(link).pathname;
    const summary = await call(p.gatewayUrl, 'GET', path);
    expect(summary.status).toBe(200);
    expect(summary.text).toContain('Show my purchase');
    expect(summary.text).not.toContain('E2E-KEY-0001');
    expect(summary.headers['cache-control']).toBe('no-store');
    const shown = await call(p.gatewayUrl, 'POST', path);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('E2E-KEY-0001');
    await call(p.gatewayUrl, 'POST', path);
    const timeline = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, { token });
    const revealed = (
      timeline.body as { data: { events: { type: string; channel: string | null }[] } }
    ).data.events.filter((event) => event.type === 'keys_revealed');
    expect(revealed).toEqual([expect.objectContaining({ channel: 'access_link' })]);

    const altered = await call(p.gatewayUrl, 'GET', `${path.slice(0, -4)}AAAA`);
    expect(altered.status).toBe(404);
    expect(altered.text).toContain('This link does not open anything.');
  });

  it('a test send from the Developer API reaches the SMTP server marked [Test]; the mail log follows it to sent', async () => {
    const { fullKey: token } = await newShop(p, 'Test Send Shop');
    const queued = await call(p.gatewayUrl, 'POST', '/dev/v1/emails/test', {
      token,
      body: { template: 'renewal_upcoming', to: 'owner@testsend.example' },
    });
    expect(queued.status).toBe(202);
    const { id } = (queued.body as { data: { id: string } }).data;
    const mail = await eventually('the test mail', () =>
      smtp.received.find((m) => m.to.includes('owner@testsend.example')),
    );
    expect(mail.subject.startsWith('[Test] ')).toBe(true);
    const logged = await eventually('the mail log says sent', async () => {
      const res = await call(p.gatewayUrl, 'GET', `/dev/v1/emails/messages/${id}`, { token });
      const data = (res.body as { data: { status: string; test: boolean } }).data;
      return data.status === 'sent' ? data : undefined;
    });
    expect(logged.test).toBe(true);
    const invalid = await call(p.gatewayUrl, 'POST', '/dev/v1/emails/test', {
      token,
      body: { template: 'newsletter', to: 'not-an-address' },
    });
    expect(invalid.status).toBe(422);
    expect(
      (invalid.body as { error: { details: { field: string }[] } }).error.details.map((d) => d.field).sort(),
    ).toEqual(['template', 'to']);
  });

  it('a payment with send_email mails the buyer the request; the mail provider’s bounce report marks it bounced through POST /mail/notifications', async () => {
    const { fullKey: token } = await newShop(p, 'Invoice Shop');
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
      token,
      body: {
        title: 'Design work',
        email: 'client@invoice.example',
        value: 120,
        currency: 'USD',
        send_email: true,
      },
    });
    expect(created.status).toBe(201);
    const { uniqid } = (created.body as { data: { uniqid: string } }).data;
    const mail = await eventually('the payment request', () =>
      smtp.received.find((m) => m.to.includes('client@invoice.example')),
    );
    expect(mail.subject).toBe('Invoice Shop asks you to pay 120.00 USD');
    expect(mail.text).toContain(`/checkout/${uniqid}`);

    const report = {
      notifications: [{ type: 'bounce', message_id: mail.messageId, diagnostic: '550 5.1.1 no such user' }],
    };
    const refused = await call(p.gatewayUrl, 'POST', '/mail/notifications', { body: report });
    expect(refused.status).toBe(401);
    expect((refused.body as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    const accepted = await call(p.gatewayUrl, 'POST', '/mail/notifications', {
      body: report,
      headers: { authorization: `Bearer ${MAIL_NOTIFICATIONS_SECRET}` },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ received: 1, matched: 1 });
    const log = await call(p.gatewayUrl, 'GET', '/dev/v1/emails/messages', { token });
    expect((log.body as { data: { status: string; invoice_uniqid: string }[] }).data).toEqual([
      expect.objectContaining({ status: 'bounced', invoice_uniqid: uniqid }),
    ]);
  });
});
