import type { TestSessionView } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { renderTestSession } from './test-provider-page';

const session = (overrides: Partial<TestSessionView> = {}): TestSessionView => ({
  session_id: 'tps_1',
  status: 'OPEN',
  amount: 10,
  received: 0,
  currency: 'USD',
  description: 'Coins',
  crypto_gateway: null,
  return_url: 'https://pay.example/checkout/x',
  ...overrides,
});

describe('test provider page', () => {
  it('offers every simulated outcome on an open card session, but no partial payment', () => {
    const page = renderTestSession(session());
    for (const outcome of ['succeed', 'fail', 'cancel', 'succeed_later'])
      expect(page).toContain(`id="outcome-${outcome}"`);
    expect(page).not.toContain('outcome-underpay');
  });

  it('lets a crypto session be paid in parts and shows what arrived', () => {
    const page = renderTestSession(session({ crypto_gateway: 'BTC', received: 5 }));
    expect(page).toContain('id="outcome-underpay"');
    expect(page).toContain('Received 5.00 of 10.00 USD so far.');
    expect(page).toContain('Pay the rest');
  });

  it('offers the back-office confirmation only while a payment awaits it', () => {
    expect(renderTestSession(session({ status: 'AWAITING_CONFIRMATION' }))).toContain('id="confirm"');
    const done = renderTestSession(session({ status: 'SUCCEEDED' }));
    expect(done).toContain('This payment is SUCCEEDED.');
    expect(done).not.toContain('<form');
  });
});
