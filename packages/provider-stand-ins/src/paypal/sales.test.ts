import { describe, expect, it } from 'vitest';
import { activeSubscription } from './subscription-support';
import { call, useStandIn } from './test-support';

describe('v1 sales of a subscription', () => {
  const t = useStandIn();

  it('GET /v1/payments/sale/:id names the subscription as billing_agreement_id', async () => {
    const { subscriptionId, saleId } = await activeSubscription(t.standIn);
    const sale = await call(t.standIn, 'GET', `/v1/payments/sale/${saleId}`);
    expect(sale.status).toBe(200);
    expect(sale.json).toMatchObject({
      id: saleId,
      state: 'completed',
      amount: { total: '15.00', currency: 'EUR', details: { subtotal: '15.00' } },
      billing_agreement_id: subscriptionId,
      transaction_fee: { value: '1.01', currency: 'EUR' },
    });
  });

  it('refunds part, then the rest (idempotently), then refuses more as TRANSACTION_REFUSED', async () => {
    const { saleId } = await activeSubscription(t.standIn);
    const path = `/v1/payments/sale/${saleId}/refund`;
    const partial = await call(t.standIn, 'POST', path, {
      body: { amount: { total: '5.00', currency: 'EUR' } },
      headers: { 'PayPal-Request-Id': 'refund-1' },
    });
    expect(partial.status).toBe(201);
    expect(partial.json).toMatchObject({
      state: 'completed',
      amount: { total: '5.00', currency: 'EUR' },
      sale_id: saleId,
    });
    expect(String(partial.json.parent_payment)).toMatch(/^PAY-/);
    const replay = await call(t.standIn, 'POST', path, {
      body: { amount: { total: '5.00', currency: 'EUR' } },
      headers: { 'PayPal-Request-Id': 'refund-1' },
    });
    expect(replay.json.id).toBe(partial.json.id);
    expect((await call(t.standIn, 'GET', `/v1/payments/sale/${saleId}`)).json.state).toBe(
      'partially_refunded',
    );

    const tooMuch = await call(t.standIn, 'POST', path, {
      body: { amount: { total: '10.01', currency: 'EUR' } },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toMatchObject({ name: 'TRANSACTION_REFUSED' });
    expect(Object.keys(tooMuch.json).sort()).toEqual(['debug_id', 'information_link', 'message', 'name']);

    const rest = await call(t.standIn, 'POST', path, { body: {} });
    expect(rest.json).toMatchObject({
      amount: { total: '10.00' },
      total_refunded_amount: { value: '15.00' },
    });
    expect((await call(t.standIn, 'GET', `/v1/payments/sale/${saleId}`)).json.state).toBe('refunded');
    const more = await call(t.standIn, 'POST', path);
    expect(more.status).toBe(400);
    expect(more.json.name).toBe('TRANSACTION_REFUSED');
  });

  it('an unknown sale is v1’s 404 INVALID_RESOURCE_ID; a wrong currency a VALIDATION_ERROR', async () => {
    const missing = await call(t.standIn, 'GET', '/v1/payments/sale/NOPE');
    expect(missing).toMatchObject({ status: 404, json: { name: 'INVALID_RESOURCE_ID' } });
    const { saleId } = await activeSubscription(t.standIn);
    const wrong = await call(t.standIn, 'POST', `/v1/payments/sale/${saleId}/refund`, {
      body: { amount: { total: '1.00', currency: 'USD' } },
    });
    expect(wrong).toMatchObject({
      status: 400,
      json: { name: 'VALIDATION_ERROR', details: [{ field: 'amount.currency' }] },
    });
  });
});
