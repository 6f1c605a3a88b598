import type { ResellerOrder, ResellerOrderOutcome } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { fulfillmentAnswers, orderAnswers } from './reseller-outcomes';

const order = { id: 'o', uniqid: 'u', reused: false } as unknown as ResellerOrder;
const answer = (outcome: ResellerOrderOutcome) => orderAnswers.answer(outcome);

describe('reseller order outcomes → responses (rules 1–6)', () => {
  it('a bought order is 201, idempotency-status created', () => {
    expect(answer({ outcome: 'created', order })).toEqual({
      status: 201,
      headers: { 'idempotency-status': 'created' },
      body: { data: { order } },
    });
  });

  it('a replayed order is 201, idempotency-status cached', () => {
    expect(answer({ outcome: 'replayed', order })).toMatchObject({
      status: 201,
      headers: { 'idempotency-status': 'cached' },
    });
  });

  it('a refusal keeps its code’s status and its body exactly, cached when replayed', () => {
    const error = { code: 'INSUFFICIENT_BALANCE', message: 'Not enough.', balance: { shortfall: '3.00' } };
    expect(answer({ outcome: 'refused', replayed: false, error })).toEqual({
      status: 402,
      headers: { 'idempotency-status': 'created' },
      body: { error },
    });
    expect(answer({ outcome: 'refused', replayed: true, error })).toMatchObject({
      status: 402,
      headers: { 'idempotency-status': 'cached' },
    });
  });

  it('a key still running is 409 CONFLICT with idempotency-status processing, to try again in a second', () => {
    const reply = answer({ outcome: 'key_in_flight' });
    expect(reply).toMatchObject({
      status: 409,
      headers: { 'idempotency-status': 'processing', 'retry-after': '1' },
    });
    expect(reply.body).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('a key reused with another basket is 409 CONFLICT with no idempotency-status', () => {
    const reply = answer({ outcome: 'key_reused' });
    expect(reply.status).toBe(409);
    expect(reply.headers).toBeUndefined();
    expect(reply.body).toMatchObject({ error: { code: 'CONFLICT' } });
  });
});

describe('reseller fulfillment outcomes → responses', () => {
  it('201 when this request bought it, 200 for an earlier one with the same external id', () => {
    expect(fulfillmentAnswers.answer({ outcome: 'created', fulfillment: order })).toEqual({
      status: 201,
      body: { data: { fulfillment: order } },
    });
    expect(fulfillmentAnswers.answer({ outcome: 'existing', fulfillment: order }).status).toBe(200);
  });
});
