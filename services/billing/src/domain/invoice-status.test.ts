import { INVOICE_STATUSES } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { allowedActions, FINAL_STATUSES, transition } from './invoice-status';

describe('invoice status machine', () => {
  it('walks the happy path: pending → payment started → paid (processing) → completed', () => {
    expect(transition('PENDING', 'start_payment')).toEqual({ ok: true, status: 'PENDING_PAYMENT' });
    expect(transition('PENDING_PAYMENT', 'mark_paid')).toEqual({ ok: true, status: 'PROCESSING' });
    expect(transition('PROCESSING', 'complete_fulfilment')).toEqual({ ok: true, status: 'COMPLETED' });
  });

  it('returns a failed or cancelled payment attempt to PENDING, so the invoice can be paid again', () => {
    expect(transition('PENDING_PAYMENT', 'fail_payment')).toEqual({ ok: true, status: 'PENDING' });
    expect(transition('PENDING_PAYMENT', 'cancel_payment')).toEqual({ ok: true, status: 'PENDING' });
    expect(transition('PENDING_PAYMENT', 'start_payment')).toEqual({ ok: true, status: 'PENDING_PAYMENT' });
  });

  it('refuses to refund a pending invoice and to pay a voided one, saying why', () => {
    expect(transition('PENDING', 'refund', { totalCents: 1000 })).toEqual({
      ok: false,
      reason: 'Cannot refund an invoice that is PENDING.',
    });
    expect(transition('VOIDED', 'mark_paid')).toEqual({
      ok: false,
      reason: 'Cannot pay an invoice that is VOIDED.',
    });
  });

  it('honours a payment confirmed after expiry, never one of a voided invoice', () => {
    expect(transition('EXPIRED', 'mark_paid')).toEqual({ ok: true, status: 'PROCESSING' });
    expect(transition('COMPLETED', 'mark_paid').ok).toBe(false);
  });

  it('expires and voids only unpaid invoices', () => {
    for (const status of ['PENDING', 'PENDING_PAYMENT'] as const) {
      expect(transition(status, 'expire')).toEqual({ ok: true, status: 'EXPIRED' });
      expect(transition(status, 'void')).toEqual({ ok: true, status: 'VOIDED' });
    }
    expect(transition('COMPLETED', 'void').ok).toBe(false);
  });

  it('refunds partially then fully, and never beyond the total', () => {
    expect(
      transition('COMPLETED', 'refund', { totalCents: 1000, refundedCents: 0, amountCents: 300 }),
    ).toEqual({
      ok: true,
      status: 'PARTIAL_REFUND',
    });
    expect(
      transition('PARTIAL_REFUND', 'refund', { totalCents: 1000, refundedCents: 300, amountCents: 700 }),
    ).toEqual({
      ok: true,
      status: 'REFUNDED',
    });
    expect(
      transition('PARTIAL_REFUND', 'refund', { totalCents: 1000, refundedCents: 300, amountCents: 800 }),
    ).toEqual({
      ok: false,
      reason: 'Cannot refund more than the 7.00 left on this invoice.',
    });
    expect(transition('COMPLETED', 'refund', { totalCents: 1000 })).toEqual({ ok: true, status: 'REFUNDED' });
  });

  it('disputes: won restores the status the dispute interrupted, lost ends REFUNDED', () => {
    expect(transition('COMPLETED', 'open_dispute')).toEqual({ ok: true, status: 'DISPUTED' });
    expect(transition('DISPUTED', 'win_dispute', { statusBeforeDispute: 'PARTIAL_REFUND' })).toEqual({
      ok: true,
      status: 'PARTIAL_REFUND',
    });
    expect(transition('DISPUTED', 'lose_dispute')).toEqual({ ok: true, status: 'REFUNDED' });
  });

  it('leaves final statuses with no way out', () => {
    for (const status of FINAL_STATUSES) expect(allowedActions(status)).toEqual([]);
    for (const status of INVOICE_STATUSES.filter((s) => !FINAL_STATUSES.includes(s))) {
      expect(allowedActions(status).length, status).toBeGreaterThan(0);
    }
  });
});
