import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { call } from './http';
import { TEST_PROVIDER_SECRET, type TestPlatform } from './platform';

/** The path part of an absolute link the platform gave out. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A form POST, as a browser sends it; redirects are not followed. */
export function postForm(p: TestPlatform, path: string, fields: Record<string, string>) {
  return call(p.gatewayUrl, 'POST', path, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Pays an invoice at its hosted checkout with the test provider, as a buyer clicking through. */
export async function payAtCheckout(p: TestPlatform, checkoutUrl: string, outcome = 'succeed') {
  const page = await call(p.gatewayUrl, 'GET', pathOf(checkoutUrl));
  expect(page.status).toBe(200);
  const started = await postForm(p, `${pathOf(checkoutUrl)}/pay`, { gateway: 'TEST' });
  expect(started.status).toBe(303);
  const sessionUrl = String(started.headers.location);
  const done = await postForm(p, pathOf(sessionUrl), { outcome });
  expect(done.status).toBe(303);
  expect(String(done.headers.location)).toBe(checkoutUrl);
  return { sessionId: sessionUrl.split('/').pop() ?? '' };
}

/** The test provider's webhook signature, written from the docs with node:crypto only. */
export function signAsTestProvider(body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', TEST_PROVIDER_SECRET).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** The timeline of an order paid at the checkout, as a buyer clicking through produces it. */
export const PAID_AT_CHECKOUT_TIMELINE = [
  'created',
  'payment_started',
  'status_changed',
  'marked_paid',
  'status_changed',
  'line_delivered',
  'status_changed',
  // The receipt, queued with the change that completed the order (docs/email.md).
  'email_queued',
];
