import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SECRET_KEY, clientFor, failureOf, rawCall, sessionParams, useStandIn } from './test-support';

describe('Idempotency-Key on POST', () => {
  const t = useStandIn();

  it('a retry with the same key answers the first session, creating no second one', async () => {
    const options = { idempotencyKey: 'shopforge-attempt-att_1' };
    const first = await t.stripe.checkout.sessions.create(sessionParams(), options);
    const retry = await t.stripe.checkout.sessions.create(sessionParams(), options);
    expect(retry.id).toBe(first.id);
    expect(retry.lastResponse.requestId).toBe(first.lastResponse.requestId);
    t.standIn.pay(first.id);
    // A third session would be open; the one session is complete.
    expect((await t.stripe.checkout.sessions.retrieve(retry.id)).status).toBe('complete');
  });

  it('a replay says so in Idempotent-Replayed and repeats the body byte for byte', async () => {
    const body = 'payment_intent=pi_unknown';
    const headers = { 'Idempotency-Key': 'refund-1' };
    const first = await rawCall(t.standIn, 'POST', '/v1/refunds', { body, headers });
    const replay = await rawCall(t.standIn, 'POST', '/v1/refunds', { body, headers });
    expect(first.status).toBe(400);
    expect(replay.status).toBe(400);
    expect(replay.json).toEqual(first.json);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
  });

  it('the same key with other params is refused as idempotency_error', async () => {
    const options = { idempotencyKey: 'shopforge-attempt-att_2' };
    await t.stripe.checkout.sessions.create(sessionParams(), options);
    const error = await failureOf(
      t.stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'inv_2' }), options),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
    expect(error.message).toContain("Try using a key other than 'shopforge-attempt-att_2'");
  });

  it('the same key on another endpoint is refused as idempotency_error', async () => {
    const session = await t.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'k' });
    t.standIn.pay(session.id);
    const refund = t.stripe.refunds.create({ payment_intent: 'pi_x' }, { idempotencyKey: 'k' });
    expect(await failureOf(refund)).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('a request refused for its params is not kept: the corrected retry with the key succeeds', async () => {
    const options = { idempotencyKey: 'shopforge-attempt-att_3' };
    await failureOf(t.stripe.checkout.sessions.create(sessionParams({ success_url: 'nope' }), options));
    const session = await t.stripe.checkout.sessions.create(sessionParams(), options);
    expect(session.status).toBe('open');
  });

  it('keys belong to one API key', async () => {
    const options = { idempotencyKey: 'shared-key' };
    const mine = await t.stripe.checkout.sessions.create(sessionParams(), options);
    const other = await clientFor(t.standIn, `${SECRET_KEY}_other`).checkout.sessions.create(
      sessionParams(),
      options,
    );
    expect(other.id).not.toBe(mine.id);
    expect((await t.stripe.checkout.sessions.create(sessionParams(), options)).id).toBe(mine.id);
  });
});
