import { describe, expect, it } from 'vitest';
import {
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  call,
  captureIdOf,
  createOrder,
  pressPay,
  tokenFor,
  useStandIn,
} from './test-support';

describe('create → approve on the page → capture → refunds', () => {
  const t = useStandIn();

  it('goes through PayPal’s states, and refuses refunds beyond the capture', async () => {
    const orderId = await createOrder(t.standIn);
    expect((await pressPay(t.standIn, orderId)).status).toBe(303);
    const captured = await call(t.standIn, 'POST', `/v2/checkout/orders/${orderId}/capture`);
    expect(captured.json.status).toBe('COMPLETED');
    const captureId = captureIdOf(captured.json);
    const capturePath = `/v2/payments/captures/${captureId}`;

    const capture = await call(t.standIn, 'GET', capturePath);
    expect(capture.json).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      custom_id: 'att_1',
      supplementary_data: { related_ids: { order_id: orderId } },
      payee: { merchant_id: expect.any(String) },
    });

    const partial = await call(t.standIn, 'POST', `${capturePath}/refund`, {
      body: { amount: { currency_code: 'USD', value: '10.00' }, custom_id: 'rf_1', note_to_payer: 'Sorry' },
    });
    expect(partial.status).toBe(201);
    const partialId = String(partial.json.id);
    expect(partial.json).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'COMPLETED',
      links: [
        { href: `${t.standIn.url}/v2/payments/refunds/${partialId}`, rel: 'self', method: 'GET' },
        { href: `${t.standIn.url}${capturePath}`, rel: 'up', method: 'GET' },
      ],
    });
    expect((await call(t.standIn, 'GET', capturePath)).json.status).toBe('PARTIALLY_REFUNDED');

    const exceeded = await call(t.standIn, 'POST', `${capturePath}/refund`, {
      body: { amount: { currency_code: 'USD', value: '15.01' } },
    });
    expect(exceeded.status).toBe(422);
    expect(exceeded.json).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
      links: [{ href: 'https://developer.paypal.com/docs/api/payments/v2/#error-REFUND_AMOUNT_EXCEEDED' }],
    });

    const rest = await call(t.standIn, 'POST', `${capturePath}/refund`, {
      headers: { Prefer: 'return=representation' },
    });
    expect(rest.status).toBe(201);
    expect(rest.json).toMatchObject({
      amount: { currency_code: 'USD', value: '15.00' },
      status: 'COMPLETED',
      seller_payable_breakdown: {
        gross_amount: { currency_code: 'USD', value: '15.00' },
        total_refunded_amount: { currency_code: 'USD', value: '25.00' },
      },
    });
    expect(rest.json).not.toHaveProperty('custom_id');
    expect((await call(t.standIn, 'GET', capturePath)).json.status).toBe('REFUNDED');

    const full = await call(t.standIn, 'POST', `${capturePath}/refund`, {
      body: { amount: { currency_code: 'USD', value: '1.00' } },
    });
    expect(full.status).toBe(422);
    expect(full.json).toMatchObject({ details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });

    const first = await call(t.standIn, 'GET', `/v2/payments/refunds/${partialId}`);
    expect(first.json).toMatchObject({
      id: partialId,
      amount: { value: '10.00' },
      custom_id: 'rf_1',
      note_to_payer: 'Sorry',
      seller_payable_breakdown: { total_refunded_amount: { value: '10.00' } },
    });
  });

  it('refuses a refund in another currency, and another client’s capture or refund is 404', async () => {
    const orderId = await createOrder(t.standIn);
    t.standIn.approve(orderId);
    const captureId = captureIdOf(
      (await call(t.standIn, 'POST', `/v2/checkout/orders/${orderId}/capture`)).json,
    );
    const euro = await call(t.standIn, 'POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'EUR', value: '1.00' } },
    });
    expect(euro.json).toMatchObject({ details: [{ issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH' }] });
    const refund = await call(t.standIn, 'POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'USD', value: '1.00' } },
    });

    const token = await tokenFor(t.standIn, OTHER_CLIENT_ID, OTHER_CLIENT_SECRET);
    for (const [method, path] of [
      ['GET', `/v2/payments/captures/${captureId}`],
      ['POST', `/v2/payments/captures/${captureId}/refund`],
      ['GET', `/v2/payments/refunds/${refund.json.id}`],
    ] as const) {
      const answer = await call(t.standIn, method, path, { token });
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    }
  });
});
