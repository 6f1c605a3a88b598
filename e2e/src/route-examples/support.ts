import { pathOf, postForm } from '../checkout';
import { api, unique } from './api';
import { BUYER, paidOrder } from './order-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

/** The buyer's support page of a fresh paid order, where tickets and reviews are written. */
async function supportPage(ctx: ExampleContext) {
  const order = await paidOrder(ctx);
  return { order, page: `${pathOf(order.checkout_url)}/support` };
}

async function buyerForm(ctx: ExampleContext, path: string, fields: Record<string, string>) {
  const res = await postForm(ctx.p, path, fields);
  if (res.status !== 303) throw new Error(`buyer POST ${path} answered ${res.status}: ${res.text}`);
}

/** An order may carry any number of tickets, so they share one; a review needs an order of its own. */
const ticketPage = (ctx: ExampleContext) => shared(ctx, 'ticket-order', () => supportPage(ctx));

async function newTicket(ctx: ExampleContext): Promise<{ id: string }> {
  const { order, page } = await ticketPage(ctx);
  const title = unique('Question ');
  await buyerForm(ctx, `${page}/tickets`, { email: BUYER, title, message: 'Where do I find it?' });
  const tickets = await api<{ id: string; title: string }[]>(
    ctx,
    'GET',
    `/dev/v1/tickets?invoice_uniqid=${order.uniqid}&limit=100`,
  );
  const ticket = tickets.find((candidate) => candidate.title === title);
  if (!ticket) throw new Error(`no ticket "${title}" on order ${order.uniqid}`);
  return ticket;
}

async function newReview(ctx: ExampleContext): Promise<{ id: string }> {
  const { order, page } = await supportPage(ctx);
  await buyerForm(ctx, `${page}/review`, { email: BUYER, score: '5', message: 'Quick and friendly.' });
  const reviews = await api<{ id: string; invoice_uniqid: string }[]>(
    ctx,
    'GET',
    '/dev/v1/reviews?limit=100',
  );
  const review = reviews.find((candidate) => candidate.invoice_uniqid === order.uniqid);
  if (!review) throw new Error(`no review for order ${order.uniqid}`);
  return review;
}

const sharedTicket = (ctx: ExampleContext) => shared(ctx, 'ticket', () => newTicket(ctx));
const sharedReview = (ctx: ExampleContext) => shared(ctx, 'review', () => newReview(ctx));
const ticketPath = async (ctx: ExampleContext) => `/dev/v1/tickets/${(await sharedTicket(ctx)).id}`;

export const supportExamples: RouteExamples = {
  'GET /dev/v1/tickets': async (ctx) => {
    await sharedTicket(ctx);
    return { path: '/dev/v1/tickets' };
  },
  'GET /dev/v1/tickets/{id}': async (ctx) => ({ path: await ticketPath(ctx) }),
  'POST /dev/v1/tickets/{id}/reply': async (ctx) => ({
    path: `${await ticketPath(ctx)}/reply`,
    body: { message: 'It is in your receipt email.' },
  }),
  'POST /dev/v1/tickets/{id}/close': async (ctx) => ({
    path: `/dev/v1/tickets/${(await newTicket(ctx)).id}/close`,
  }),
  'POST /dev/v1/tickets/{id}/reopen': async (ctx) => {
    const { id } = await newTicket(ctx);
    await api(ctx, 'POST', `/dev/v1/tickets/${id}/close`);
    return { path: `/dev/v1/tickets/${id}/reopen` };
  },
  'GET /dev/v1/reviews': async (ctx) => {
    await sharedReview(ctx);
    return { path: '/dev/v1/reviews', query: { score: '5' } };
  },
  'GET /dev/v1/reviews/{id}': async (ctx) => ({ path: `/dev/v1/reviews/${(await sharedReview(ctx)).id}` }),
  'POST /dev/v1/reviews/{id}/reply': async (ctx) => ({
    path: `/dev/v1/reviews/${(await newReview(ctx)).id}/reply`,
    body: { reply: 'Thank you!' },
  }),
};
