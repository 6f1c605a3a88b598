import { describe, expect, it } from 'vitest';
import { readPayPalEvent } from './paypal-events';

const envelope = (event_type: string, resource: Record<string, unknown>) => ({
  id: 'WH-1',
  event_version: '1.0',
  create_time: '2026-11-27T10:00:00Z',
  resource_type: 'capture',
  event_type,
  resource,
});

const capture = (status: string) => ({
  id: 'CAP-1',
  status,
  amount: { currency_code: 'EUR', value: '42.50' },
  supplementary_data: { related_ids: { order_id: 'ORDER-1' } },
});

describe('reading PayPal events', () => {
  it('a completed capture pays the order it belongs to, under the capture’s own id', () => {
    expect(readPayPalEvent(envelope('PAYMENT.CAPTURE.COMPLETED', capture('COMPLETED')))).toEqual({
      kind: 'event',
      event: {
        id: 'capture:CAP-1',
        type: 'payment.succeeded',
        sessionId: 'ORDER-1',
        paymentRef: 'CAP-1',
        amountCents: 4250,
        currency: 'EUR',
      },
    });
  });

  it('a denied capture fails the attempt; a pending one waits for the next event', () => {
    expect(readPayPalEvent(envelope('PAYMENT.CAPTURE.DENIED', capture('DECLINED')))).toMatchObject({
      event: { type: 'payment.failed', sessionId: 'ORDER-1' },
    });
    expect(readPayPalEvent(envelope('PAYMENT.CAPTURE.COMPLETED', capture('PENDING')))).toEqual({
      kind: 'none',
    });
  });

  it('an approved order is looked up (and so captured); an activated subscription is looked up for its first sale', () => {
    expect(
      readPayPalEvent(envelope('CHECKOUT.ORDER.APPROVED', { id: 'ORDER-1', status: 'APPROVED' })),
    ).toEqual({
      kind: 'lookup',
      reference: 'ORDER-1',
    });
    expect(
      readPayPalEvent(envelope('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-SUB1', status: 'ACTIVE' })),
    ).toEqual({
      kind: 'lookup',
      reference: 'I-SUB1',
    });
  });

  it('a subscription’s sale renews it under the sale’s id; a sale of no subscription is nothing', () => {
    const sale = (billing_agreement_id?: string) => ({
      id: 'SALE-1',
      state: 'completed',
      amount: { total: '15.00', currency: 'EUR' },
      ...(billing_agreement_id ? { billing_agreement_id } : {}),
    });
    expect(readPayPalEvent(envelope('PAYMENT.SALE.COMPLETED', sale('I-SUB1')))).toEqual({
      kind: 'event',
      event: {
        id: 'sale:SALE-1',
        type: 'subscription.renewed',
        sessionId: 'sale:SALE-1',
        amountCents: 1500,
        currency: 'EUR',
        paymentRef: 'SALE-1',
        subscriptionRef: 'I-SUB1',
      },
    });
    expect(readPayPalEvent(envelope('PAYMENT.SALE.COMPLETED', sale()))).toEqual({ kind: 'none' });
    expect(readPayPalEvent(envelope('BILLING.SUBSCRIPTION.CANCELLED', { id: 'I-SUB1' }))).toMatchObject({
      event: { type: 'subscription.ended', subscriptionRef: 'I-SUB1' },
    });
  });

  it('a refund names its capture through its `up` link, and counts only once completed', () => {
    const refund = (status: string) => ({
      id: 'REF-1',
      status,
      amount: { currency_code: 'EUR', value: '5.00' },
      links: [
        { href: 'https://api-m.paypal.com/v2/payments/refunds/REF-1', rel: 'self', method: 'GET' },
        { href: 'https://api-m.paypal.com/v2/payments/captures/CAP-1', rel: 'up', method: 'GET' },
      ],
    });
    expect(readPayPalEvent(envelope('PAYMENT.CAPTURE.REFUNDED', refund('COMPLETED')))).toEqual({
      kind: 'event',
      event: {
        id: 'WH-1',
        type: 'payment.refunded',
        sessionId: 'CAP-1',
        amountCents: 500,
        currency: 'EUR',
        refund: { id: 'REF-1' },
      },
    });
    expect(readPayPalEvent(envelope('PAYMENT.CAPTURE.REFUNDED', refund('PENDING')))).toEqual({
      kind: 'none',
    });
  });

  it('disputes name the disputed capture; the outcome decides won or lost', () => {
    const dispute = (outcome?: string) => ({
      dispute_id: 'PP-D-1',
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      dispute_amount: { currency_code: 'EUR', value: '42.50' },
      disputed_transactions: [{ seller_transaction_id: 'CAP-1' }],
      ...(outcome ? { dispute_outcome: { outcome_code: outcome } } : {}),
    });
    expect(readPayPalEvent(envelope('CUSTOMER.DISPUTE.CREATED', dispute()))).toMatchObject({
      event: {
        type: 'dispute.opened',
        sessionId: 'CAP-1',
        dispute: { id: 'PP-D-1', reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED' },
      },
    });
    expect(
      readPayPalEvent(envelope('CUSTOMER.DISPUTE.RESOLVED', dispute('RESOLVED_SELLER_FAVOUR'))),
    ).toMatchObject({
      event: { type: 'dispute.won' },
    });
    expect(
      readPayPalEvent(envelope('CUSTOMER.DISPUTE.RESOLVED', dispute('RESOLVED_BUYER_FAVOUR'))),
    ).toMatchObject({
      event: { type: 'dispute.lost' },
    });
  });

  it('event types billing does not use are nothing; a malformed resource is an error', () => {
    expect(readPayPalEvent(envelope('BILLING.PLAN.CREATED', {}))).toEqual({ kind: 'none' });
    expect(readPayPalEvent(envelope('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP-1' }))).toBeNull();
    expect(readPayPalEvent({ event_type: 'X' })).toBeNull();
  });
});
