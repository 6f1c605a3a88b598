import { api } from './api';
import { sharedOrder } from './order-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const PAYMENT = {
  title: 'Consulting hour',
  email: 'client@example.com',
  value: 80,
  currency: 'EUR',
  gateway: 'TEST',
};

const sharedPayment = (ctx: ExampleContext) =>
  shared(ctx, 'payment', () => api<{ uniqid: string }>(ctx, 'POST', '/dev/v1/payments', PAYMENT));

export const invoiceExamples: RouteExamples = {
  'GET /dev/v1/invoices': async (ctx) => {
    await sharedOrder(ctx);
    return { path: '/dev/v1/invoices' };
  },
  'GET /dev/v1/invoices/{uniqid}': async (ctx) => ({
    path: `/dev/v1/invoices/${(await sharedOrder(ctx)).uniqid}`,
  }),
  'GET /dev/v1/invoices/{uniqid}/timeline': async (ctx) => ({
    path: `/dev/v1/invoices/${(await sharedOrder(ctx)).uniqid}/timeline`,
  }),
  'POST /dev/v1/payments': async () => ({ path: '/dev/v1/payments', body: PAYMENT }),
  'GET /dev/v1/payments/{uniqid}': async (ctx) => ({
    path: `/dev/v1/payments/${(await sharedPayment(ctx)).uniqid}`,
  }),
};
