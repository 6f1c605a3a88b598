import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoiceTimelineEventSchema, PRODUCT_FILE_CHUNK_BYTES } from '@shopforge/contracts';
import { readMailbox } from '@shopforge/mail';
import { SmtpCatcher } from '@shopforge/mail/testing';
import { appErrorFromTRPC } from '@shopforge/service-kit';
import { failureOf, type OpenTestDatabase, testPrincipal } from '@shopforge/service-kit/testing';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_CLAIM_MS, sendDueMail } from '../src/app/mail/send-mail';
import type { BillingDeps } from '../src/deps';
import { sweepOnce } from '../src/workers/sweeper';
import { type BillingHarness, openBillingHarness, SHOP_A, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';
import { monthlyPlan } from './subscriptions-behaviour';

const FROM = 'receipts@shopforge.test';
const DAY = 86_400_000;

/** A call refused by its input schema, as the gateway answers it (422 with `details`). */
async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return appErrorFromTRPC(error);
    throw error;
  }
  throw new Error('expected the call to be refused');
}

/** Buyer mail: queued with the change, sent by the worker over real SMTP; PGlite and PostgreSQL. */
export function describeBuyerMail(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`buyer mail on ${backend}`, () => {
    let smtp: SmtpCatcher;
    let h: BillingHarness;
    const open = async (env: Record<string, string>) => {
      h = await openBillingHarness(openBilling, openCatalog, { env });
      return h;
    };
    beforeEach(async () => {
      smtp = new SmtpCatcher();
      const url = await smtp.start();
      await open({ SMTP_URL: url, MAIL_FROM: FROM });
    });
    afterEach(async () => {
      await h.deps.mail?.transport.close();
      await h.close();
      await smtp.close();
    });

    const mailSteps = async (uniqid: string) =>
      (await h.billing().invoices.timeline({ uniqid })).events.filter((event) =>
        ['email_queued', 'email_sent'].includes(event.type),
      );

    const paidSerialOrder = async (email = 'buyer@example.com') => {
      const product = await serialProduct(h, ['KEY-AAAA-1111'], { title: 'Game <Key> & Co' });
      const order = await h.billing().orders.create({
        customer_email: email,
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      return order;
    };

    it('paying an order of a serial product sends one receipt holding the code; the timeline shows email_queued then email_sent with recipient and template', async () => {
      const order = await paidSerialOrder();
      expect(await mailSteps(order.uniqid)).toEqual([
        expect.objectContaining({
          type: 'email_queued',
          recipient: 'buyer@example.com',
          template: 'receipt',
        }),
      ]);
      expect(await sendDueMail(h.deps)).toBe(1);
      expect(await sendDueMail(h.deps)).toBe(0);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.to).toEqual(['buyer@example.com']);
      expect(mail?.raw).toMatch(/^From: Test Shop <receipts@shopforge\.test>/m);
      expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@shopforge\.test>$/);
      expect(mail?.subject).toBe('Your order from Test Shop');
      expect(mail?.text).toContain('KEY-AAAA-1111');
      expect(mail?.text).toContain('Game <Key> & Co');
      expect(mail?.html).toContain('KEY-AAAA-1111');
      expect(mail?.html).toContain('Game &lt;Key&gt; &amp; Co');
      expect(mail?.text).toContain(`https://pay.shopforge.test/checkout/${order.uniqid}`);
      // Transactional mail carries no unsubscribe header.
      expect(mail?.headers.has('list-unsubscribe')).toBe(false);
      const steps = await mailSteps(order.uniqid);
      expect(steps.map((step) => [step.type, step.recipient, step.template, step.outcome])).toEqual([
        ['email_queued', 'buyer@example.com', 'receipt', null],
        ['email_sent', 'buyer@example.com', 'receipt', null],
      ]);
      for (const step of steps) expect(invoiceTimelineEventSchema.parse(step)).toEqual(step);
    });

    it('a paid order’s receipt is sent again on request, at most once a minute; not before payment, not when receipts are off, not another shop’s', async () => {
      const order = await paidSerialOrder();
      expect(await sendDueMail(h.deps)).toBe(1);
      const again = await h.billing().orders.resendReceipt({ id: order.id });
      expect(again).toMatchObject({ template: 'receipt', recipient: 'buyer@example.com', status: 'queued' });
      expect(await sendDueMail(h.deps)).toBe(1);
      expect(smtp.received.map((mail) => mail.text.includes('KEY-AAAA-1111'))).toEqual([true, true]);
      expect((await mailSteps(order.uniqid)).map((step) => step.type)).toEqual([
        'email_queued',
        'email_sent',
        'email_queued',
        'email_sent',
      ]);

      const tooSoon = await failureOf(h.billing().orders.resendReceipt({ id: order.id }));
      expect(tooSoon).toMatchObject({ code: 'RATE_LIMITED', extra: { retry_after: 60 } });
      h.clock.advance(60_000);
      expect((await h.billing().orders.resendReceipt({ id: order.uniqid })).status).toBe('queued');

      const unpaid = await h.billing().orders.create({
        customer_email: 'later@example.com',
        items: [{ product_id: (await serialProduct(h, ['KEY-B'])).id, quantity: 1 }],
      });
      expect((await failureOf(h.billing().orders.resendReceipt({ id: unpaid.id }))).code).toBe('BAD_REQUEST');
      expect(
        (await failureOf(h.billing(testPrincipal(SHOP_B)).orders.resendReceipt({ id: order.id }))).code,
      ).toBe('NOT_FOUND');
      await h.billing().buyerEmails.updateSettings({ templates: { receipt: false } });
      h.clock.advance(60_000);
      expect((await failureOf(h.billing().orders.resendReceipt({ id: order.id }))).code).toBe('CONFLICT');
    });

    it('the shop’s live theme brands its mail: its primary colour; the default colour without a live theme', async () => {
      h.mailBranding.set(SHOP_A, { primary_color: '#ff6600', logo_text: null });
      await paidSerialOrder();
      await sendDueMail(h.deps);
      expect(smtp.received[0]?.html).toContain('border-top:4px solid #ff6600');
      h.mailBranding.clear();
      await paidSerialOrder('second@example.com');
      await sendDueMail(h.deps);
      expect(smtp.received[1]?.html).toContain('border-top:4px solid #4f46e5');
    });

    it('an SMTP 5xx refusal fails the mail at once: email_sent with outcome failed and the reason, never retried', async () => {
      smtp.refuse(() => ({ code: 550, message: 'Mailbox unavailable' }));
      const order = await paidSerialOrder('nobody@example.com');
      await sendDueMail(h.deps);
      h.clock.advance(48 * 3_600_000);
      expect(await sendDueMail(h.deps)).toBe(0);
      expect(smtp.received).toEqual([]);
      const failed = (await mailSteps(order.uniqid)).at(-1);
      expect(failed).toMatchObject({
        type: 'email_sent',
        recipient: 'nobody@example.com',
        outcome: 'failed',
      });
      expect(failed?.note).toContain('Mailbox unavailable');
    });

    const accessTokenOf = (text: string) => {
      const match = /https:\/\/pay\.shopforge\.test\/access\/([A-Za-z0-9._-]+)/.exec(text);
      if (!match?.[1]) throw new Error(`no access link in: ${text}`);
      return match[1];
    };

    it('the receipt’s access link opens the purchase for 30 days; opening it records keys_revealed once', async () => {
      const order = await paidSerialOrder();
      await sendDueMail(h.deps);
      const token = accessTokenOf(smtp.received[0]?.text ?? '');
      const opened = await h.billing(null).buyerAccess.open({ token });
      expect(opened).toMatchObject({
        shop_name: 'Test Shop',
        invoice_uniqid: order.uniqid,
        deliveries: [{ title: 'Game <Key> & Co', status: 'DELIVERED', keys: ['KEY-AAAA-1111'], text: null }],
      });
      await h.billing(null).buyerAccess.open({ token });
      const revealed = (await h.billing().invoices.timeline({ uniqid: order.uniqid })).events.filter(
        (event) => event.type === 'keys_revealed',
      );
      expect(revealed).toEqual([
        expect.objectContaining({
          channel: 'access_link',
          actor: { type: 'buyer', user_id: null, name: null },
        }),
      ]);
      for (const event of revealed) expect(invoiceTimelineEventSchema.parse(event)).toEqual(event);

      const [id, expiry, mac] = token.split('.');
      const altered = `${id}.${Number(expiry) + 86_400}.${mac}`;
      expect((await failureOf(h.billing(null).buyerAccess.open({ token: altered }))).code).toBe(
        'ACCESS_LINK_INVALID',
      );
      h.clock.advance(30 * DAY + 1_000);
      expect(await failureOf(h.billing(null).buyerAccess.open({ token }))).toMatchObject({
        code: 'ACCESS_LINK_EXPIRED',
        status: 410,
      });
    });

    it('a shop that keeps goods out of mail sends the link alone; a service’s text opened is access_granted', async () => {
      await h.billing().buyerEmails.updateSettings({ goods_in_mail: false });
      const product = await h.catalog().products.create({
        title: 'Coaching',
        price: 20,
        type: 'SERVICE',
        service_text: 'Book at https://cal.example/secret-slot',
      });
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      await sendDueMail(h.deps);
      const text = smtp.received[0]?.text ?? '';
      expect(text).not.toContain('secret-slot');
      const opened = await h.billing(null).buyerAccess.open({ token: accessTokenOf(text) });
      expect(opened.deliveries[0]?.text).toBe('Book at https://cal.example/secret-slot');
      expect(
        (await h.billing().invoices.timeline({ uniqid: order.uniqid })).events
          .filter((event) => ['keys_revealed', 'access_granted'].includes(event.type))
          .map((event) => event.type),
      ).toEqual(['access_granted']);
    });

    /** `bytes` uploaded as a FILE product's file, in chunks as the gateway sends them. */
    const uploadFile = async (productId: string, bytes: Buffer) => {
      const { upload_id } = await h.catalog().productFiles.begin({
        product_id: productId,
        filename: 'guide.pdf',
        content_type: 'application/pdf',
        size: bytes.length,
      });
      for (let seq = 0; seq * PRODUCT_FILE_CHUNK_BYTES < bytes.length; seq += 1) {
        const chunk = bytes.subarray(seq * PRODUCT_FILE_CHUNK_BYTES, (seq + 1) * PRODUCT_FILE_CHUNK_BYTES);
        await h.catalog().productFiles.append({ upload_id, seq, data: chunk.toString('base64') });
      }
      await h.catalog().productFiles.complete({ upload_id });
    };
    const fileProduct = async (bytes: Buffer) => {
      const product = await h.catalog().products.create({ title: 'Field Guide', price: 9, type: 'FILE' });
      await uploadFile(product.id, bytes);
      return product;
    };

    it('the buyer downloads a bought file through the access link, chunk by chunk; downloaded is recorded once per line', async () => {
      const bytes = randomBytes(PRODUCT_FILE_CHUNK_BYTES + 100);
      const product = await fileProduct(bytes);
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      await sendDueMail(h.deps);
      const token = accessTokenOf(smtp.received[0]?.text ?? '');
      const opened = await h.billing(null).buyerAccess.open({ token });
      const [offered] = opened.files;
      if (!offered) throw new Error('no file offered');
      expect(offered.title).toBe('Field Guide');

      const started = await h.billing(null).buyerAccess.file({ token, line_id: offered.line_id });
      expect(started).toMatchObject({ filename: 'guide.pdf', size: bytes.length });
      const parts: Buffer[] = [];
      for (let seq = 0; ; seq += 1) {
        const chunk = await h
          .billing(null)
          .buyerAccess.fileChunk({ token, line_id: offered.line_id, file_id: started.id, seq });
        parts.push(Buffer.from(chunk.data, 'base64'));
        if (chunk.last) break;
      }
      expect(Buffer.concat(parts).equals(bytes)).toBe(true);
      await h.billing(null).buyerAccess.file({ token, line_id: offered.line_id });

      const downloaded = (await h.billing().invoices.timeline({ uniqid: order.uniqid })).events.filter(
        (event) => event.type === 'downloaded',
      );
      expect(downloaded).toEqual([
        expect.objectContaining({
          channel: 'access_link',
          line_item_id: offered.line_id,
          product_title: 'Field Guide',
          actor: { type: 'buyer', user_id: null, name: null },
        }),
      ]);
      for (const event of downloaded) expect(invoiceTimelineEventSchema.parse(event)).toEqual(event);

      // Replaced mid-way: the old download ends rather than mixing two files.
      await uploadFile(product.id, randomBytes(10));
      const other = await failureOf(
        h
          .billing(null)
          .buyerAccess.fileChunk({ token, line_id: offered.line_id, file_id: started.id, seq: 0 }),
      );
      expect(other.code).toBe('NOT_FOUND');
    });

    it('no file to download: a line that is not a file, another invoice’s line, or a file not uploaded yet; nothing is recorded', async () => {
      const product = await h.catalog().products.create({ title: 'Later File', price: 5, type: 'FILE' });
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      await sendDueMail(h.deps);
      const token = accessTokenOf(smtp.received[0]?.text ?? '');
      const { files } = await h.billing(null).buyerAccess.open({ token });
      const lineId = files[0]?.line_id ?? '';
      expect(await failureOf(h.billing(null).buyerAccess.file({ token, line_id: lineId }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'The shop has not made this file available yet.',
      });
      const stranger = '0190f5a0-0000-7000-8000-0000000000aa';
      expect((await failureOf(h.billing(null).buyerAccess.file({ token, line_id: stranger }))).code).toBe(
        'NOT_FOUND',
      );
      expect(
        (await h.billing().invoices.timeline({ uniqid: order.uniqid })).events.filter(
          (event) => event.type === 'downloaded',
        ),
      ).toEqual([]);
    });

    it('a refund mails the buyer its amount and reason; the invoice timeline shows the mail', async () => {
      const order = await paidSerialOrder();
      await sendDueMail(h.deps);
      await h.billing().orders.refund({ id: order.id, amount: 4, reason: 'Goodwill' });
      await sendDueMail(h.deps);
      const refundMail = smtp.received.find((mail) => mail.subject.startsWith('Refund of'));
      expect(refundMail?.subject).toBe('Refund of 4.00 USD from Test Shop');
      expect(refundMail?.text).toContain('Part of your order was refunded');
      expect(refundMail?.text).toContain('Goodwill');
      expect((await mailSteps(order.uniqid)).map((step) => [step.type, step.template])).toEqual([
        ['email_queued', 'receipt'],
        ['email_sent', 'receipt'],
        ['email_queued', 'refund'],
        ['email_sent', 'refund'],
      ]);
    });

    it('what the merchant wrote reaches the mail with no link in it: a payment’s title, a product’s title, a refund’s reason; the pay link is the only link', async () => {
      const lure = 'You won! Claim at evil.com/x or https://evil.com/claim';
      await h.billing().payments.create({
        title: lure,
        email: 'winner@example.com',
        value: 5,
        currency: 'EUR',
        send_email: true,
      });
      const product = await serialProduct(h, ['KEY-1'], { title: 'Prize at www.evil.com' });
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      await h.billing().orders.refund({ id: order.id, amount: 1, reason: 'Claim the rest at evil.com' });
      expect(await sendDueMail(h.deps)).toBe(3);
      expect(smtp.received).toHaveLength(3);
      for (const mail of smtp.received) {
        for (const part of [mail.text, mail.html]) {
          expect(part).not.toContain('evil.com');
          expect(part).not.toContain('https://evil');
        }
        // The platform's own links (pay, order page, access link) are the only ones.
        const found = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
        expect(found.every((link) => link.startsWith('https://pay.shopforge.test/'))).toBe(true);
      }
      const texts = smtp.received.map((mail) => mail.text.replaceAll('\u200d', '')).join('\n');
      expect(texts).toContain(lure);
      expect(texts).toContain('Prize at www.evil.com');
      expect(texts).toContain('Claim the rest at evil.com');
    });

    it('a dispute decided either way mails the buyer the outcome, once', async () => {
      const won = await paidSerialOrder('kept@example.com');
      const lost = await paidSerialOrder('returned@example.com');
      for (const [uniqid, end] of [
        [won.uniqid, 'win'],
        [lost.uniqid, 'lose'],
      ] as const) {
        await h.operator().disputes.simulate({ uniqid, action: 'open', reason: 'fraudulent' });
        await h.operator().disputes.simulate({ uniqid, action: end, reason: 'fraudulent' });
      }
      await sendDueMail(h.deps);
      const outcome = (to: string) =>
        smtp.received.filter((mail) => mail.to.includes(to) && mail.subject.includes('dispute'));
      expect(outcome('kept@example.com').map((mail) => mail.text)).toEqual([
        expect.stringContaining('was decided for the shop: the payment stands.'),
      ]);
      expect(outcome('returned@example.com').map((mail) => mail.text)).toEqual([
        expect.stringContaining('was decided in your favour: the payment goes back to you.'),
      ]);
    });

    it('a hard bounce (550) suppresses the address: marketing and later mail skip it until the merchant clears it; a spam refusal (554) does not', async () => {
      smtp.refuse((address) =>
        address === 'gone@example.com'
          ? { code: 550, message: 'No such user' }
          : address === 'picky@example.com'
            ? { code: 554, message: 'Message rejected as spam' }
            : null,
      );
      await paidSerialOrder('gone@example.com');
      await paidSerialOrder('picky@example.com');
      await sendDueMail(h.deps);
      const contacts = (await h.billing().emailMarketing.listContacts({ limit: 10 })).data;
      const suppressionOf = (email: string) =>
        contacts.find((contact) => contact.email === email)?.suppression;
      expect(suppressionOf('gone@example.com')).toBe('BOUNCED');
      expect(suppressionOf('picky@example.com')).toBeNull();

      const skipped = await paidSerialOrder('gone@example.com');
      expect(await mailSteps(skipped.uniqid)).toEqual([]);
      await h.billing().emailMarketing.upsertContact({ email: 'gone@example.com', suppression: null });
      smtp.refuse(() => null);
      const again = await paidSerialOrder('gone@example.com');
      await sendDueMail(h.deps);
      expect((await mailSteps(again.uniqid)).map((step) => step.type)).toEqual([
        'email_queued',
        'email_sent',
      ]);
    });

    it('a 4xx reply is tried again a minute later, then delivered; only the delivery is a timeline step', async () => {
      smtp.refuse(() => ({ code: 452, message: 'Mailbox full' }));
      const order = await paidSerialOrder();
      expect(await sendDueMail(h.deps)).toBe(1);
      h.clock.advance(30_000);
      expect(await sendDueMail(h.deps)).toBe(0);
      smtp.refuse(() => null);
      h.clock.advance(31_000);
      expect(await sendDueMail(h.deps)).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect((await mailSteps(order.uniqid)).map((step) => [step.type, step.outcome])).toEqual([
        ['email_queued', null],
        ['email_sent', null],
      ]);
      const [row] = await h.prisma.mailMessage.findMany();
      expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    });

    it('a passing failure that lasts past the seventh attempt fails the mail', async () => {
      smtp.refuse(() => ({ code: 421, message: 'Try again later' }));
      const order = await paidSerialOrder();
      for (let attempt = 0; attempt < 7; attempt++) {
        expect(await sendDueMail(h.deps)).toBe(1);
        h.clock.advance(13 * 3_600_000);
      }
      expect(await sendDueMail(h.deps)).toBe(0);
      expect((await mailSteps(order.uniqid)).at(-1)).toMatchObject({ type: 'email_sent', outcome: 'failed' });
    });

    it('a worker killed between the server accepting a mail and recording it: the mail goes again only with its Message-ID, and is recorded sent once', async () => {
      const order = await paidSerialOrder();
      const mail = h.deps.mail;
      if (!mail) throw new Error('mail is configured in this suite');
      const dying: BillingDeps = {
        ...h.deps,
        mail: {
          ...mail,
          transport: {
            ...mail.transport,
            send: async (outgoing) => {
              await mail.transport.send(outgoing);
              throw new Error('worker killed');
            },
          },
        },
      };
      await sendDueMail(dying);
      expect(smtp.received).toHaveLength(1);
      // Its claim holds: nobody sends it again meanwhile.
      expect(await sendDueMail(h.deps)).toBe(0);
      h.clock.advance(MAIL_CLAIM_MS + 1);
      expect(await sendDueMail(h.deps)).toBe(1);
      expect(smtp.received.map((received) => received.messageId)).toEqual([
        smtp.received[0]?.messageId,
        smtp.received[0]?.messageId,
      ]);
      expect((await mailSteps(order.uniqid)).map((step) => step.type)).toEqual([
        'email_queued',
        'email_sent',
      ]);
    });

    it('sent and failed mails are deleted after MAIL_RETENTION_DAYS; the timeline keeps their steps; a queued one stays', async () => {
      const sent = await paidSerialOrder();
      await sendDueMail(h.deps);
      smtp.refuse(() => ({ code: 452, message: 'Mailbox full' }));
      await paidSerialOrder('waiting@example.com');
      await sendDueMail(h.deps); // queued again for a retry
      h.clock.advance(91 * DAY);
      await sweepOnce(h.deps);
      expect((await h.prisma.mailMessage.findMany()).map((row) => [row.recipient, row.status])).toEqual([
        ['waiting@example.com', 'QUEUED'],
      ]);
      expect((await mailSteps(sent.uniqid)).map((step) => step.type)).toEqual(['email_queued', 'email_sent']);
    });

    it('two workers sending at once claim different mails: each receipt goes out once', async () => {
      await paidSerialOrder('one@example.com');
      await paidSerialOrder('two@example.com');
      await paidSerialOrder('three@example.com');
      await Promise.all([sendDueMail(h.deps), sendDueMail(h.deps), sendDueMail(h.deps)]);
      expect(smtp.received.flatMap((received) => received.to).sort()).toEqual([
        'one@example.com',
        'three@example.com',
        'two@example.com',
      ]);
    });

    it('the receipt lists license keys and a service’s delivery text', async () => {
      const product = await h.catalog().products.create({
        title: 'Editor Pro',
        price: 20,
        type: 'SERVICE',
        service_text: 'Sign in at https://editor.example with your email.',
        licensing_enabled: true,
        license_period: '30d',
      });
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      await sendDueMail(h.deps);
      const { data } = await h.billing().licenses.list({ limit: 10, product_id: product.uniqid });
      expect(smtp.received[0]?.text).toContain('Sign in at https://editor.example with your email.');
      expect(smtp.received[0]?.text).toContain(data[0]?.key ?? 'a license key');
    });

    /** Moves the clock and runs the sweeper (the subscription scheduler) and the mail worker. */
    async function advance(ms: number) {
      h.clock.advance(ms);
      for (let pass = 0; pass < 10 && (await sweepOnce(h.deps)) > 0; pass++);
      await sendDueMail(h.deps);
    }
    const subscribed = async (extra: Record<string, unknown> = {}) => {
      const product = await monthlyPlan(h, extra);
      const order = await h.billing().orders.create({
        customer_email: 'sub@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      await sendDueMail(h.deps);
      const [sub] = (await h.billing().subscriptions.list({ limit: 10 })).data;
      if (!sub) throw new Error('no subscription');
      smtp.received.length = 0; // the first order's receipt
      return sub;
    };

    it('a week before a renewal the buyer gets the upcoming-renewal mail, once, and upcoming_email_1_week_sent is set', async () => {
      const sub = await subscribed();
      await advance(22 * DAY);
      expect(smtp.received).toEqual([]);
      await advance(1 * DAY); // a week before the period ends
      expect(await h.billing().subscriptions.get({ id: sub.id })).toMatchObject({
        upcoming_email_1_week_sent: true,
      });
      expect(smtp.received.map((mail) => [mail.to[0], mail.subject])).toEqual([
        ['sub@example.com', 'Your Pro plan subscription renews on 1 December 2026'],
      ]);
      expect(smtp.received[0]?.text).toContain('9.50 USD, every month');
      await advance(1 * DAY);
      expect(smtp.received.filter((mail) => mail.subject.includes('renews on'))).toHaveLength(1);
    });

    it('a renewal invoice goes to the buyer with the link to pay it; its timeline shows the mail', async () => {
      const sub = await subscribed();
      await advance(27 * DAY); // three days before the period ends
      const renewalUniqid = (await h.billing().subscriptions.get({ id: sub.id })).invoices[1] as string;
      const renewalMail = smtp.received.find((mail) => mail.subject.startsWith('Renew Pro plan'));
      expect(renewalMail?.text).toContain(`https://pay.shopforge.test/checkout/${renewalUniqid}`);
      expect((await mailSteps(renewalUniqid)).map((step) => [step.type, step.template])).toEqual([
        ['email_queued', 'renewal_invoice'],
        ['email_sent', 'renewal_invoice'],
      ]);
    });

    it('a trial ending sends the trial-ending mail and sets trial_period_ending_email_sent', async () => {
      const sub = await subscribed({ trial_period: 7 });
      await advance(4 * DAY);
      expect(await h.billing().subscriptions.get({ id: sub.id })).toMatchObject({
        trial_period_ending_email_sent: true,
      });
      const trialMail = smtp.received.find((mail) => mail.subject.startsWith('Your Pro plan trial ends on'));
      expect(trialMail?.text).toContain('Then it costs 9.50 USD, every month.');
    });

    it('a shop’s settings: every template on by default; one turned off is not queued; reply_to becomes Reply-To; other shops keep theirs', async () => {
      expect(await h.billing().buyerEmails.settings()).toEqual({
        delivery_configured: true,
        templates: {
          receipt: true,
          renewal_invoice: true,
          renewal_upcoming: true,
          trial_ending: true,
          refund: true,
          dispute_closed: true,
          payment_request: true,
          reseller_delivery: true,
        },
        reply_to: null,
        goods_in_mail: true,
        locale: 'en',
        updated_at: null,
      });
      const changed = await h
        .billing()
        .buyerEmails.updateSettings({ templates: { receipt: false }, reply_to: 'Help@KeyShop.example' });
      expect(changed).toMatchObject({
        templates: { receipt: false, renewal_invoice: true },
        reply_to: 'help@keyshop.example',
        updated_at: Math.floor(h.clock.now().getTime() / 1000),
      });
      // A later change names only what it changes.
      expect(
        await h.billing().buyerEmails.updateSettings({ templates: { trial_ending: false } }),
      ).toMatchObject({
        templates: { receipt: false, trial_ending: false },
        reply_to: 'help@keyshop.example',
      });
      const quiet = await paidSerialOrder();
      expect(await mailSteps(quiet.uniqid)).toEqual([]);
      expect(await sendDueMail(h.deps)).toBe(0);

      await h.billing().buyerEmails.updateSettings({ templates: { receipt: true } });
      await paidSerialOrder('second@example.com');
      await sendDueMail(h.deps);
      expect(smtp.received[0]?.headers.get('reply-to')).toMatchObject({ text: 'help@keyshop.example' });
      expect(await h.billing(testPrincipal(SHOP_B)).buyerEmails.settings()).toMatchObject({
        templates: { receipt: true, trial_ending: true },
        reply_to: null,
      });
      expect((await h.billing().buyerEmails.updateSettings({ reply_to: null })).reply_to).toBeNull();
    });

    it('a shop with locale de gets its receipt in German with lang=de; other shops keep English', async () => {
      expect(await h.billing().buyerEmails.updateSettings({ locale: 'de' })).toMatchObject({ locale: 'de' });
      await paidSerialOrder();
      await sendDueMail(h.deps);
      const [mail] = smtp.received;
      expect(mail?.subject).toBe('Ihre Bestellung bei Test Shop');
      expect(mail?.html).toContain('<html lang="de">');
      expect(mail?.text).toContain('Vielen Dank für Ihre Bestellung');
      expect(mail?.text).toContain('KEY-AAAA-1111');
      // The access link's expiry, 30 days after sending, written the German way.
      expect(mail?.text).toContain('Dieser Link ist bis zum 1. Dezember 2026 gültig.');
      expect((await h.billing(testPrincipal(SHOP_B)).buyerEmails.settings()).locale).toBe('en');
    });

    it('the locale is read when a mail is sent: one queued before the shop changed it goes out in the new language', async () => {
      await paidSerialOrder();
      await h.billing().buyerEmails.updateSettings({ locale: 'fr' });
      await sendDueMail(h.deps);
      expect(smtp.received.map((mail) => mail.subject)).toEqual(['Votre commande chez Test Shop']);
      expect(smtp.received[0]?.html).toContain('<html lang="fr">');
    });

    it('an unsupported locale is refused with details, and the shop keeps its language', async () => {
      await h.billing().buyerEmails.updateSettings({ locale: 'es' });
      const refused = await refusalOf(
        // @ts-expect-error: the contract offers en, de, fr and es only.
        h.billing().buyerEmails.updateSettings({ locale: 'it' }),
      );
      expect(refused).toMatchObject({
        code: 'VALIDATION_ERROR',
        status: 422,
        details: [{ field: 'locale', message: 'Unsupported locale; use one of en, de, fr, es.' }],
      });
      expect((await h.billing().buyerEmails.settings()).locale).toBe('es');
    });

    it('two changes to different templates at once both land', async () => {
      await Promise.all([
        h.billing().buyerEmails.updateSettings({ templates: { receipt: false } }),
        h.billing().buyerEmails.updateSettings({ templates: { trial_ending: false } }),
      ]);
      expect((await h.billing().buyerEmails.settings()).templates).toMatchObject({
        receipt: false,
        trial_ending: false,
      });
    });

    it('without a mail transport nothing is queued, the timeline has no mail step and a test send is refused', async () => {
      await h.close();
      await open({});
      const order = await paidSerialOrder();
      expect(await mailSteps(order.uniqid)).toEqual([]);
      expect(await h.prisma.mailMessage.count()).toBe(0);
      expect((await h.billing().buyerEmails.settings()).delivery_configured).toBe(false);
      const test = await failureOf(
        h.billing().buyerEmails.sendTest({ template: 'receipt', to: 'a@example.com' }),
      );
      expect(test.code).toBe('CONFLICT');
      expect(test.message).toContain('sends no mail');
    });

    it('MAILBOX_DIR writes each mail as an .eml file named by its Message-ID', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'billing-mailbox-'));
      try {
        await h.close();
        await open({ MAILBOX_DIR: dir, MAIL_FROM: FROM });
        await paidSerialOrder();
        await sendDueMail(h.deps);
        const [file] = await readMailbox(dir);
        expect(file?.raw).toContain('KEY-AAAA-1111');
        expect(file?.file).toMatch(/@shopforge\.test\.eml$/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
