import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, failure, openBillingHarness, outbox, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

const BUYER = 'buyer@example.com';

/** Tickets and reviews (docs/support.md), on PGlite (unit) and PostgreSQL (integration). */
export function describeSupport(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing tickets and reviews on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    async function order(paid: boolean) {
      const product = await serialProduct(h, ['S-1']);
      const created = await h.billing().orders.create({
        customer_email: BUYER,
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      if (paid) await payAtCheckout(h, created.uniqid);
      return { ...created, product };
    }
    const buyer = () => h.billing(null).buyerSupport;
    const events = async (prefix: string) =>
      (await outbox(h)).filter((event) => event.type.startsWith(prefix));

    it('a buyer opens a ticket about their order; the merchant lists, reads, replies, closes and reopens it, each with its query event', async () => {
      const { uniqid } = await order(false);
      const opened = await buyer().openTicket({
        uniqid,
        email: 'Buyer@Example.com',
        title: 'Where is my key?',
        message: 'I paid but see nothing.',
      });
      expect(opened).toMatchObject({
        status: 'OPEN',
        invoice_uniqid: uniqid,
        customer_email: BUYER,
        messages_count: 1,
      });

      const list = await h.billing().tickets.list({ limit: 10 });
      expect(list.data.map((ticket) => ticket.id)).toEqual([opened.id]);
      expect(list.data[0]).not.toHaveProperty('messages');

      const replied = await h
        .billing()
        .tickets.reply({ id: opened.uniqid, message: 'Sent again, check spam.' });
      expect(replied.status).toBe('ANSWERED');
      expect(replied.messages.map((message) => [message.author, message.message])).toEqual([
        ['BUYER', 'I paid but see nothing.'],
        ['MERCHANT', 'Sent again, check spam.'],
      ]);
      const answered = await buyer().reply({
        uniqid,
        ticket_id: opened.id,
        email: BUYER,
        message: 'Got it, thanks',
      });
      expect(answered).toMatchObject({ status: 'OPEN', messages_count: 3, last_message_by: 'BUYER' });

      expect((await h.billing().tickets.close({ id: opened.id })).status).toBe('CLOSED');
      expect((await h.billing().tickets.close({ id: opened.id })).status).toBe('CLOSED');
      expect(await failure(h.billing().tickets.reply({ id: opened.id, message: 'late' }))).toMatchObject({
        code: 'BAD_REQUEST',
      });
      expect(
        await failure(buyer().reply({ uniqid, ticket_id: opened.id, email: BUYER, message: 'hm' })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
      });
      const reopened = await h.billing().tickets.reopen({ id: opened.id });
      expect(reopened).toMatchObject({ status: 'OPEN', closed_at: null });

      const query = await events('query:');
      expect(query.map((event) => event.type)).toEqual([
        'query:created',
        'query:replied',
        'query:buyer_replied',
        'query:closed',
        'query:reopened',
      ]);
      expect(query[1]?.data).toMatchObject({
        status: 'ANSWERED',
        message: 'Sent again, check spam.',
        message_author: 'MERCHANT',
      });
    });

    it('a ticket needs the order’s email, and tickets filter by status and invoice', async () => {
      const first = await order(false);
      const second = await order(false);
      expect(
        await failure(
          buyer().openTicket({ uniqid: first.uniqid, email: 'other@example.com', title: 't', message: 'm' }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST' });
      expect(
        await failure(
          buyer().openTicket({
            uniqid: '0190f5a0-0000-7000-8000-0000000000ff',
            email: BUYER,
            title: 't',
            message: 'm',
          }),
        ),
      ).toMatchObject({ code: 'INVOICE_NOT_FOUND' });
      const a = await buyer().openTicket({ uniqid: first.uniqid, email: BUYER, title: 'A', message: 'a' });
      const b = await buyer().openTicket({ uniqid: second.uniqid, email: BUYER, title: 'B', message: 'b' });
      await h.billing().tickets.close({ id: b.id });
      const byInvoice = await h.billing().tickets.list({ limit: 10, invoice_uniqid: first.uniqid });
      expect(byInvoice.data.map((ticket) => ticket.id)).toEqual([a.id]);
      const closed = await h.billing().tickets.list({ limit: 10, status: 'CLOSED' });
      expect(closed.data.map((ticket) => ticket.id)).toEqual([b.id]);
      const page1 = await h.billing().tickets.list({ limit: 1 });
      const page2 = await h.billing().tickets.list({ limit: 1, cursor: page1.pagination.next_cursor ?? '' });
      expect([...page1.data, ...page2.data].map((ticket) => ticket.id)).toEqual([b.id, a.id]);
      expect(page2.pagination.has_more).toBe(false);
      // Another order's ticket cannot be answered through this order's page.
      expect(
        await failure(buyer().reply({ uniqid: second.uniqid, ticket_id: a.id, email: BUYER, message: 'x' })),
      ).toMatchObject({ code: 'TICKET_NOT_FOUND' });
    });

    it('another shop’s ticket and review are TICKET_NOT_FOUND and REVIEW_NOT_FOUND', async () => {
      const { uniqid } = await order(true);
      const ticket = await buyer().openTicket({ uniqid, email: BUYER, title: 'A', message: 'a' });
      const review = await buyer().review({ uniqid, email: BUYER, score: 4, message: 'Fine' });
      const other = h.billing(testPrincipal(SHOP_B));
      expect(await failure(other.tickets.get({ id: ticket.id }))).toMatchObject({ code: 'TICKET_NOT_FOUND' });
      expect(await failure(other.tickets.reply({ id: ticket.id, message: 'x' }))).toMatchObject({
        code: 'TICKET_NOT_FOUND',
      });
      expect(await failure(other.tickets.close({ id: ticket.uniqid }))).toMatchObject({
        code: 'TICKET_NOT_FOUND',
      });
      expect(await failure(other.reviews.get({ id: review.id }))).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
      expect(await failure(other.reviews.reply({ id: review.id, reply: 'x' }))).toMatchObject({
        code: 'REVIEW_NOT_FOUND',
      });
      expect((await other.tickets.list({ limit: 10 })).data).toEqual([]);
      expect((await other.reviews.list({ limit: 10 })).data).toEqual([]);
    });

    it('the buyer of a completed order leaves one review; the merchant replies and may change the reply', async () => {
      const { uniqid, product } = await order(true);
      const review = await buyer().review({ uniqid, email: BUYER, score: 2, message: 'Slow delivery' });
      expect(review).toMatchObject({
        invoice_uniqid: uniqid,
        product_id: product.id,
        product_title: 'Game Key',
        score: 2,
        feedback: 'NEGATIVE',
        reply: null,
      });
      expect(
        await failure(buyer().review({ uniqid, email: BUYER, score: 5, message: 'Again' })),
      ).toMatchObject({
        code: 'CONFLICT',
      });
      await h.billing().reviews.reply({ id: review.id, reply: 'Sorry!' });
      const replied = await h.billing().reviews.reply({ id: review.uniqid, reply: 'Sorry, fixed now.' });
      expect(replied).toMatchObject({ reply: 'Sorry, fixed now.', replied_at: expect.any(Number) });
      expect((await h.billing().reviews.list({ limit: 10, replied: true })).data).toHaveLength(1);
      expect((await h.billing().reviews.list({ limit: 10, replied: false })).data).toHaveLength(0);
      expect((await h.billing().reviews.list({ limit: 10, score: 5 })).data).toHaveLength(0);
      const feedback = await events('feedback:');
      expect(feedback.map((event) => event.type)).toEqual([
        'feedback:received',
        'feedback:replied',
        'feedback:replied',
      ]);
      expect(feedback[0]?.data).toMatchObject({ score: 2, message: 'Slow delivery', reply: null });
    });

    it('a review is refused for an unpaid order and for someone who is not its buyer', async () => {
      const unpaid = await order(false);
      expect(
        await failure(buyer().review({ uniqid: unpaid.uniqid, email: BUYER, score: 5, message: 'x' })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('PENDING'),
      });
      const paid = await order(true);
      expect(
        await failure(
          buyer().review({ uniqid: paid.uniqid, email: 'stranger@example.com', score: 1, message: 'x' }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST' });
      await expect(
        buyer().review({ uniqid: paid.uniqid, email: BUYER, score: 6, message: 'x' }),
      ).rejects.toThrow('Choose 1 to 5 stars.');
      expect((await h.billing().reviews.list({ limit: 10 })).data).toEqual([]);
      expect(await events('feedback:')).toEqual([]);
    });

    it('the buyer’s support view shows their tickets and review but never the email', async () => {
      const { uniqid } = await order(true);
      const before = await buyer().view({ uniqid });
      expect(before).toMatchObject({ tickets: [], review: null, review_refusal: null, escrow: null });
      await buyer().openTicket({ uniqid, email: BUYER, title: 'Hi', message: 'Question' });
      await buyer().review({ uniqid, email: BUYER, score: 5, message: 'Great' });
      const after = await buyer().view({ uniqid });
      expect(after.tickets).toHaveLength(1);
      expect(after.review).toMatchObject({ score: 5 });
      expect(after.review_refusal).not.toBeNull();
      expect(JSON.stringify(after)).not.toContain(BUYER);
    });
  });
}
