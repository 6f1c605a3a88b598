import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subscriptionIdOf, subscriptionParams } from './subscription-test-support';
import { sessionParams, useStandIn } from './test-support';

/**
 * Stripe's own example objects (stripe/openapi `fixtures3.json`), where this machine has them;
 * the stand-in never reads them, this test only checks it answers every field they show.
 */
const FIXTURES = process.env.STRIPE_FIXTURES ?? '/work/shared/vendor/stripe/fixtures3.json';

/** Stripe's fixture shows the charge with refunds expanded; the API sends them only on request. */
const ONLY_WHEN_EXPANDED: Readonly<Record<string, readonly string[]>> = { charge: ['refunds'] };

/** Fields the fixture still shows that API 2025-03-31 removed (the invoice names its subscription under `parent`). */
const REMOVED: Readonly<Record<string, readonly string[]>> = { invoice: ['subscription'] };

describe.skipIf(!existsSync(FIXTURES))("Stripe's fixtures", () => {
  const t = useStandIn();

  it('every field of the fixture objects is in the stand-in’s answers', async () => {
    const { resources } = JSON.parse(readFileSync(FIXTURES, 'utf8')) as { resources: Record<string, object> };
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const completed = t.standIn.pay(created.id);
    const intent = await t.stripe.paymentIntents.retrieve(String(completed.data.object.payment_intent));
    const answers: Record<string, object> = {
      account: await t.stripe.accounts.retrieveCurrent(),
      'checkout.session': await t.stripe.checkout.sessions.retrieve(created.id),
      payment_intent: intent,
      charge: await t.stripe.charges.retrieve(String(intent.latest_charge)),
      refund: await t.stripe.refunds.create({ payment_intent: intent.id, amount: 100 }),
      dispute: t.standIn.dispute(created.id, 'create').data.object,
      event: completed,
    };
    const subscribed = await t.stripe.checkout.sessions.create(subscriptionParams());
    const subscription = await t.stripe.subscriptions.retrieve(
      subscriptionIdOf(t.standIn.pay(subscribed.id)),
    );
    answers.subscription = subscription;
    answers.subscription_item = subscription.items.data[0] ?? {};
    answers.invoice = await t.stripe.invoices.retrieve(String(subscription.latest_invoice));
    answers.price = subscription.items.data[0]?.price ?? {};
    for (const [kind, answer] of Object.entries(answers)) {
      const fixture = resources[kind] ?? {};
      const expected = Object.keys(fixture).filter(
        (key) => !ONLY_WHEN_EXPANDED[kind]?.includes(key) && !REMOVED[kind]?.includes(key),
      );
      const missing = expected.filter((key) => !(key in answer));
      expect({ kind, missing }).toEqual({ kind, missing: [] });
    }
  });
});
