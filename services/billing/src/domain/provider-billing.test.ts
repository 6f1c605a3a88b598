import { describe, expect, it } from 'vitest';
import { providerCanBill } from './provider-billing';

const invoice = { id: 'inv-1', total: '15.00', lines: [{}] };
const sub = { firstInvoiceId: 'inv-1', status: 'PENDING', price: '15.00', trialDays: 0 };

describe('a provider billing a subscription itself', () => {
  it('takes over from a first invoice that charges exactly the period price', () => {
    expect(providerCanBill(invoice, sub)).toBe(true);
  });

  it('not with a trial, a first-order discount, one-off lines, or once the subscription started', () => {
    expect(providerCanBill(invoice, { ...sub, trialDays: 7 })).toBe(false);
    expect(providerCanBill({ ...invoice, total: '12.00' }, sub)).toBe(false);
    expect(providerCanBill({ ...invoice, lines: [{}, {}] }, sub)).toBe(false);
    expect(providerCanBill(invoice, { ...sub, status: 'ACTIVE' })).toBe(false);
    expect(providerCanBill({ ...invoice, id: 'renewal-2' }, sub)).toBe(false);
  });
});
