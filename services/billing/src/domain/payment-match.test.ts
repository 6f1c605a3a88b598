import { describe, expect, it } from 'vitest';
import { matchPayment } from './payment-match';

const invoice = { amountCents: 1999, currency: 'USD' };

describe('a provider payment matches its invoice', () => {
  it('in the same currency (any case) and for exactly the amount', () => {
    expect(matchPayment(invoice, { amountCents: 1999, currency: 'usd' })).toEqual({ ok: true });
    expect(matchPayment(invoice, { amountCents: 1999, currency: 'USD' })).toEqual({ ok: true });
  });

  it('1999 in rupees is not 19.99 dollars', () => {
    expect(matchPayment(invoice, { amountCents: 1999, currency: 'inr' })).toEqual({
      ok: false,
      outcome: 'currency_mismatch',
    });
  });

  it('a cent more or less is no payment of the invoice', () => {
    for (const amountCents of [1998, 2000, 0])
      expect(matchPayment(invoice, { amountCents, currency: 'USD' })).toEqual({
        ok: false,
        outcome: 'amount_mismatch',
      });
  });

  it('a part of a crypto payment is held to the currency only', () => {
    expect(matchPayment(invoice, { amountCents: 500, currency: 'USD' }, true)).toEqual({ ok: true });
    expect(matchPayment(invoice, { amountCents: 500, currency: 'EUR' }, true)).toEqual({
      ok: false,
      outcome: 'currency_mismatch',
    });
  });
});
