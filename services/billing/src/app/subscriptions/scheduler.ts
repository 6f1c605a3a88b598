import {
  lockSubscription,
  type SubscriptionRow,
  emitSubscriptionEvent,
  updateSubscription,
} from '../../db/subscriptions';
import type { BillingDeps } from '../../deps';
import { dueActions, type ScheduledAction } from '../../domain/subscription-schedule';
import { type BillingTx, loadInvoice } from '../../db/invoices';
import { recordTimelineEntries } from '../../db/timeline';
import { queueBuyerMail, queueInvoiceMail } from '../mail/queue';
import { cancelNow, resumeNow } from './lifecycle';
import { createRenewalInvoice } from './renewal-invoice';

async function apply(
  deps: BillingDeps,
  tx: BillingTx,
  sub: SubscriptionRow,
  action: ScheduledAction,
  now: Date,
): Promise<SubscriptionRow> {
  switch (action) {
    case 'resume':
      return resumeNow(tx, sub, now);
    case 'cancel_at_period_end':
      return (
        (await cancelNow(tx, sub, sub.currentPeriodEnd ?? now, {
          statusDetails: 'Cancelled at the end of its period, as requested.',
        })) ?? sub
      );
    case 'remind': {
      const trial = sub.status === 'TRIALING';
      const flag = trial ? { trialPeriodEndingEmailSent: true } : { upcomingEmail1WeekSent: true };
      const after = await updateSubscription(tx, sub, flag, now);
      await emitSubscriptionEvent(tx, 'subscription:upcoming', after, now);
      const template = trial ? 'trial_ending' : 'renewal_upcoming';
      const endsAt = (trial ? sub.trialEndsAt : sub.currentPeriodEnd) ?? now;
      await queueBuyerMail(
        deps,
        tx,
        {
          shopId: sub.shopId,
          template,
          recipient: sub.customerEmail,
          dedupeKey: `${template}:${sub.id}:${endsAt.toISOString()}`,
          subscriptionId: sub.id,
        },
        now,
      );
      return after;
    }
    case 'create_renewal': {
      const invoiceId = await createRenewalInvoice(tx, sub, deps.settings.renewalGraceMs, now);
      // A renewal the buyer pays themselves: the invoice goes to them with the way to pay it.
      const invoice = await loadInvoice(tx, invoiceId);
      const queued = await queueInvoiceMail(deps, tx, invoice, 'renewal_invoice', now, {
        subscriptionId: sub.id,
      });
      if (queued) await recordTimelineEntries(tx, [queued]);
      return updateSubscription(tx, sub, { renewalInvoiceCreated: true, renewalInvoiceId: invoiceId }, now);
    }
  }
}

/**
 * One pass of the subscription scheduler on the injected clock: every subscription whose
 * `next_due_at` has come gets what is due (resume, period-end cancellation, reminder, renewal
 * invoice), each subscription in its own transaction under its row lock, so two replicas
 * sweeping at once do each thing once. Returns how many subscriptions it moved.
 */
export async function runDueSubscriptions(deps: BillingDeps, limit = 50): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.prisma.subscription.findMany({
    where: { nextDueAt: { lte: now } },
    select: { id: true },
    orderBy: { nextDueAt: 'asc' },
    take: limit,
  });
  let moved = 0;
  for (const { id } of due) {
    try {
      await deps.prisma.$transaction(async (tx) => {
        let sub = await lockSubscription(tx, id);
        const actions = dueActions(sub, now);
        for (const action of actions) sub = await apply(deps, tx, sub, action, now);
        // Nothing due after all (another replica did it): make sure the row leaves the queue.
        if (actions.length === 0) await updateSubscription(tx, sub, {}, sub.updatedAt);
      });
      moved += 1;
    } catch (error) {
      deps.log.warn({ err: error, subscription: id }, 'subscription schedule step failed');
    }
  }
  return moved;
}
