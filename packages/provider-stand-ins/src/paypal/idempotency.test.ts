import { describe, expect, it } from 'vitest';
import {
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  call,
  captureIdOf,
  createOrder,
  orderBody,
  tokenFor,
  useStandIn,
} from './test-support';

describe('PayPal-Request-Id', () => {
  const t = useStandIn();

  it('a create retried with the same id answers the same order (200), as it stands now', async () => {
    const headers = { 'PayPal-Request-Id': 'create-1' };
    const first = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody(), headers });
    expect(first.status).toBe(201);
    t.standIn.approve(String(first.json.id));
    const again = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody(), headers });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: first.json.id, status: 'APPROVED' });

    const other = await call(t.standIn, 'POST', '/v2/checkout/orders', {
      body: orderBody(),
      headers: { 'PayPal-Request-Id': 'create-2' },
    });
    expect(other.json.id).not.toBe(first.json.id);
  });

  it('is per client: another app’s same id makes its own order', async () => {
    const headers = { 'PayPal-Request-Id': 'shared' };
    const mine = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody(), headers });
    const token = await tokenFor(t.standIn, OTHER_CLIENT_ID, OTHER_CLIENT_SECRET);
    const theirs = await call(t.standIn, 'POST', '/v2/checkout/orders', {
      body: orderBody(),
      headers,
      token,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.json.id).not.toBe(mine.json.id);
  });

  it('a capture retried with the same id answers the first capture; without it, ORDER_ALREADY_CAPTURED', async () => {
    const id = await createOrder(t.standIn);
    t.standIn.approve(id);
    const path = `/v2/checkout/orders/${id}/capture`;
    const headers = { 'PayPal-Request-Id': 'capture-1' };
    const first = await call(t.standIn, 'POST', path, { headers });
    expect(first.status).toBe(201);
    const again = await call(t.standIn, 'POST', path, { headers });
    expect(again.status).toBe(200);
    expect(captureIdOf(again.json)).toBe(captureIdOf(first.json));
    const fresh = await call(t.standIn, 'POST', path, { headers: { 'PayPal-Request-Id': 'capture-2' } });
    expect(fresh.status).toBe(422);
    expect(fresh.json).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });

  it('a refused capture is not kept: the retry after approval captures', async () => {
    const id = await createOrder(t.standIn);
    const path = `/v2/checkout/orders/${id}/capture`;
    const headers = { 'PayPal-Request-Id': 'capture-early' };
    expect((await call(t.standIn, 'POST', path, { headers })).status).toBe(422);
    t.standIn.approve(id);
    expect((await call(t.standIn, 'POST', path, { headers })).status).toBe(201);
  });

  it('a refund retried with the same id answers the same refund and refunds once', async () => {
    const id = await createOrder(t.standIn);
    t.standIn.approve(id);
    const captureId = captureIdOf((await call(t.standIn, 'POST', `/v2/checkout/orders/${id}/capture`)).json);
    const path = `/v2/payments/captures/${captureId}/refund`;
    const request = {
      body: { amount: { currency_code: 'USD', value: '5.00' } },
      headers: { 'PayPal-Request-Id': 'refund-1' },
    };
    const first = await call(t.standIn, 'POST', path, request);
    const again = await call(t.standIn, 'POST', path, request);
    expect(again.json.id).toBe(first.json.id);
    const capture = await call(t.standIn, 'GET', `/v2/payments/captures/${captureId}`);
    expect(capture.json.status).toBe('PARTIALLY_REFUNDED');
    const rest = await call(t.standIn, 'POST', path, { headers: { Prefer: 'return=representation' } });
    expect(rest.json).toMatchObject({ amount: { value: '20.00' } });
  });
});
