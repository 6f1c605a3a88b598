import { executorFor, type SqlExecutor } from '@shopforge/db/sql';
import { centsToDecimal, toCents, uuidv7 } from '@shopforge/service-kit';
import {
  findAttemptByReference,
  insertAttempt,
  providerEventSeen,
  type RecordEvent,
  recordProviderEventOnce,
  setPaymentRef,
} from '../../db/payment-attempts';
import { emitSubscriptionEvent, lockSubscription, updateSubscription } from '../../db/subscriptions';
import type { BillingDeps } from '../../deps';
import { matchPayment } from '../../domain/payment-match';
import { isCancelled } from '../../domain/subscription-status';
import type { ProviderEvent } from '../../providers/provider';
import { providerNamed } from '../../providers/registry';
import { markPaid } from '../pay';
import { PROVIDER } from '../status-change';
import { cancelNow } from './lifecycle';
import { createRenewalInvoice } from './renewal-invoice';

/**
 * The first payment of a session that started a provider subscription: from now on the provider
 * bills the periods. Written in the payment's transaction; only a subscription this invoice
 * started and nobody bills yet is taken over.
 */
export async function mirrorProviderSubscription(
  tx: SqlExecutor,
  provider: string,
  invoiceId: string,
  subscriptionRef: string,
): Promise<void> {
  await tx.query(
    `UPDATE "subscriptions" SET "billing_provider" = $1, "provider_subscription_id" = $2
     WHERE "first_invoice_id" = $3::uuid AND "billing_provider" IS NULL AND "status" = 'PENDING'`,
    [provider, subscriptionRef, invoiceId],
  );
}

/**
 * A payment that started a provider subscription, applied: when the subscription it was for did
 * not take it over (its invoice was paid by another attempt first, so this payment was a
 * duplicate and is refunded), the provider's subscription is stopped at once, or the provider
 * would go on charging the buyer for a subscription Shopforge does not know.
 */
export async function stopUnclaimedSubscription(
  deps: BillingDeps,
  provider: string,
  shopId: string,
  subscriptionRef: string,
): Promise<void> {
  const claimed = await deps.prisma.subscription.findFirst({
    where: { shopId, billingProvider: provider, providerSubscriptionId: subscriptionRef },
    select: { id: true },
  });
  if (claimed) return;
  try {
    const account = await providerNamed(deps, shopId, provider);
    await account.subscriptions?.cancel(subscriptionRef, { atPeriodEnd: false });
  } catch (error) {
    deps.log.error(
      { err: error, provider, subscription: subscriptionRef },
      'unclaimed provider subscription could not be stopped',
    );
  }
}

const ENDED =
  'The payment provider ended the subscription (its payment retries ran out, or it was cancelled there).';

/**
 * A provider's event about a subscription it bills (docs/subscriptions.md), applied once like
 * every provider event. A renewal becomes a renewal invoice, written once per period and paid
 * by the event in the transaction that records it, so the period advances, `order:paid` and
 * `subscription:renewed` go out and the renewal delivers, exactly as when the buyer pays one.
 */
export async function applySubscriptionEvent(
  deps: BillingDeps,
  provider: string,
  event: ProviderEvent,
  shopId: string | null,
): Promise<{ duplicate: boolean }> {
  const sub = await deps.prisma.subscription.findFirst({
    where: {
      billingProvider: provider,
      providerSubscriptionId: event.subscriptionRef ?? '',
      ...(shopId ? { shopId } : {}),
    },
    select: { id: true, shopId: true },
  });
  // Not one Shopforge started (or another environment's): acknowledged, as providers expect.
  if (!sub) return { duplicate: false };
  if (await providerEventSeen(deps.sql, provider, event.id)) return { duplicate: true };
  const now = deps.clock.now();
  let recorded = false;
  const record: RecordEvent = async (tx) => {
    recorded = await recordProviderEventOnce(tx, provider, event.id, now);
    return recorded;
  };

  if (event.type === 'subscription.renewed') {
    const renewal = await renewalInvoiceFor(deps, sub.id, provider, event);
    if (renewal && 'mismatch' in renewal) {
      // Another currency or amount than the subscription's: no renewal is paid with it. Recorded
      // as applied so the provider stops sending it; the merchant settles it at the provider.
      deps.log.warn(
        {
          shop: sub.shopId,
          subscription: sub.id,
          provider,
          event: event.id,
          session: event.sessionId,
          outcome: renewal.mismatch.outcome,
          expected: renewal.mismatch.expected,
          received: { amount: centsToDecimal(event.amountCents), currency: event.currency.toUpperCase() },
        },
        'provider renewal does not match its subscription: not paid',
      );
      await deps.prisma.$transaction((tx) => record(tx));
      return { duplicate: !recorded };
    }
    if (!renewal) {
      // Cancelled here meanwhile: the provider charged a period Shopforge no longer bills.
      deps.log.warn({ subscription: sub.id, event: event.id }, 'provider renewed a cancelled subscription');
      await deps.prisma.$transaction((tx) => record(tx));
      return { duplicate: !recorded };
    }
    await markPaid(deps, renewal.invoiceId, {
      gateway: renewal.gateway,
      actor: PROVIDER,
      reference: event.sessionId,
      attemptId: renewal.attemptId,
      manual: false,
      recordEvent: async (tx) => {
        if (!(await record(tx))) return false;
        if (event.paymentRef) await setPaymentRef(tx, renewal.attemptId, event.paymentRef);
        return true;
      },
    });
    return { duplicate: !recorded };
  }

  await deps.prisma.$transaction(async (tx) => {
    if (!(await record(tx))) return;
    const locked = await lockSubscription(tx, sub.id);
    if (isCancelled(locked.status)) return;
    if (event.type === 'subscription.ended') {
      // Set to end with its paid period: a provider without that notion (PayPal) stopped billing
      // at once, as asked; the scheduler ends it here when the period is over.
      if (!locked.cancelAtPeriodEnd) await cancelNow(tx, locked, now, { statusDetails: ENDED });
      return;
    }
    const after = await updateSubscription(
      tx,
      locked,
      {
        statusDetails: `The payment provider could not charge the renewal${event.failure ? `: ${event.failure}` : ''}. It tries again on its own schedule.`,
      },
      now,
    );
    await emitSubscriptionEvent(tx, 'subscription:updated', after, now);
  });
  return { duplicate: !recorded };
}

/**
 * The renewal invoice of the period the provider charged, and its attempt (the provider's
 * invoice as its session), created once: a redelivery after a crash between this and the
 * payment finds them. Null when the subscription is cancelled.
 */
async function renewalInvoiceFor(
  deps: BillingDeps,
  subscriptionId: string,
  provider: string,
  event: ProviderEvent,
): Promise<
  | { invoiceId: string; attemptId: string; gateway: string }
  | { mismatch: { outcome: string; expected: { amount: string; currency: string } } }
  | null
> {
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    const gateway = sub.gateway ?? provider.toUpperCase();
    const existing = await findAttemptByReference(executorFor(tx), event.sessionId);
    if (existing) return { invoiceId: existing.invoiceId, attemptId: existing.id, gateway };
    if (isCancelled(sub.status) || !sub.currentPeriodEnd) return null;
    const match = matchPayment({ amountCents: toCents(sub.price), currency: sub.currency }, event);
    if (!match.ok)
      return {
        mismatch: { outcome: match.outcome, expected: { amount: String(sub.price), currency: sub.currency } },
      };
    const invoiceId = await createRenewalInvoice(tx, sub, deps.settings.renewalGraceMs, now);
    await updateSubscription(tx, sub, { renewalInvoiceCreated: true, renewalInvoiceId: invoiceId }, now);
    const attemptId = uuidv7(now.getTime());
    await insertAttempt(
      tx,
      {
        id: attemptId,
        invoiceId,
        shopId: sub.shopId,
        gateway,
        provider,
        sessionId: event.sessionId,
        checkoutUrl: '',
        amount: centsToDecimal(event.amountCents),
      },
      now,
    );
    return { invoiceId, attemptId, gateway };
  });
}
