import type { z } from 'zod';
import type {
  cancelSubscriptionInputSchema,
  pauseSubscriptionInputSchema,
  updateSubscriptionCustomFieldsInputSchema,
} from '@shopforge/contracts';
import { SUBSCRIPTION_CUSTOM_FIELDS_MAX } from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import type { BillingTx } from '../../db/invoices';
import {
  emitSubscriptionEvent,
  findSubscription,
  lockSubscription,
  type SubscriptionRow,
  updateSubscription,
} from '../../db/subscriptions';
import type { BillingDeps } from '../../deps';
import { isCancelled } from '../../domain/subscription-status';
import { providerNamed } from '../../providers/registry';
import { cancelInTx } from '../cancel';
import { API } from '../status-change';
import { cancelNow, resumeNow } from './lifecycle';

/** Runs a change on the shop's subscription under its row lock; a cancelled one refuses. */
async function change(
  deps: BillingDeps,
  shopId: string,
  id: string,
  body: (tx: BillingTx, sub: SubscriptionRow, now: Date) => Promise<SubscriptionRow>,
) {
  const { id: found } = await findSubscription(deps.prisma, shopId, id);
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const sub = await lockSubscription(tx, found);
    if (isCancelled(sub.status)) throw new AppError('BAD_REQUEST', 'This subscription is cancelled.');
    return body(tx, sub, now);
  });
}

/**
 * Voids the period's open renewal invoice, if any, after detaching it from the subscription so
 * the void does not read as "unpaid" and cancel the subscription.
 */
async function withdrawRenewal(tx: BillingTx, sub: SubscriptionRow, note: string, now: Date) {
  if (!sub.renewalInvoiceId) return sub;
  const invoiceId = sub.renewalInvoiceId;
  const detached = await updateSubscription(
    tx,
    sub,
    { renewalInvoiceId: null, renewalInvoiceCreated: false },
    now,
  );
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: { status: true } });
  if (invoice.status === 'PENDING' || invoice.status === 'PENDING_PAYMENT') {
    await cancelInTx(tx, invoiceId, 'void', API, note, now);
  }
  return detached;
}

/**
 * A subscription its provider bills (Stripe) pauses there, not here: billing it on both sides
 * would charge twice or not at all.
 */
function refuseProviderBilled(sub: SubscriptionRow, what: string): void {
  if (sub.billingProvider)
    throw new AppError(
      'BAD_REQUEST',
      `This subscription is billed by ${sub.billingProvider}: it cannot be ${what} here; cancel it, or change it at ${sub.billingProvider}.`,
    );
}

/**
 * A subscription its provider bills is cancelled there first, so the provider stops charging
 * before Shopforge says it is cancelled; the provider refusing changes nothing here.
 */
async function cancelAtProvider(deps: BillingDeps, shopId: string, id: string, atPeriodEnd: boolean) {
  const sub = await findSubscription(deps.prisma, shopId, id);
  if (!sub.billingProvider || !sub.providerSubscriptionId || isCancelled(sub.status)) return;
  const provider = await providerNamed(deps, shopId, sub.billingProvider);
  if (!provider.subscriptions)
    throw new AppError('PAYMENT_PROVIDER_ERROR', `${sub.billingProvider} cannot cancel subscriptions.`);
  await provider.subscriptions.cancel(sub.providerSubscriptionId, { atPeriodEnd });
}

/** No renewal invoices while paused; an open one is voided. Pausing again moves `resumes_at`. */
export function pauseSubscription(
  deps: BillingDeps,
  shopId: string,
  id: string,
  input: z.infer<typeof pauseSubscriptionInputSchema>,
) {
  return change(deps, shopId, id, async (tx, sub, now) => {
    if (sub.status === 'PENDING')
      throw new AppError('BAD_REQUEST', 'A subscription starts before it can pause.');
    refuseProviderBilled(sub, 'paused');
    const resumesAt = input.resumes_at ? new Date(input.resumes_at * 1000) : null;
    if (resumesAt && resumesAt <= now) {
      throw validationError([{ path: ['resumes_at'], message: 'Must be in the future.' }]);
    }
    const withdrawn = await withdrawRenewal(tx, sub, 'The subscription was paused.', now);
    const after = await updateSubscription(tx, withdrawn, { pausedAt: sub.pausedAt ?? now, resumesAt }, now);
    await emitSubscriptionEvent(tx, 'subscription:updated', after, now);
    return after;
  });
}

/** Ends a pause now; a period that ended meanwhile is invoiced at once. */
export function resumeSubscription(deps: BillingDeps, shopId: string, id: string) {
  return change(deps, shopId, id, async (tx, sub, now) => {
    refuseProviderBilled(sub, 'resumed');
    if (!sub.pausedAt) throw new AppError('BAD_REQUEST', 'This subscription is not paused.');
    return resumeNow(tx, sub, now);
  });
}

/**
 * Cancels now (an open renewal invoice is voided) or at the end of the paid period (no further
 * renewal invoice; an open one is voided too). A pending subscription cancels now either way.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  shopId: string,
  id: string,
  input: z.infer<typeof cancelSubscriptionInputSchema>,
) {
  await cancelAtProvider(deps, shopId, id, input.at_period_end === true);
  return change(deps, shopId, id, async (tx, sub, now) => {
    const reason = { reasonId: input.reason_id ?? null, comment: input.comment ?? null };
    const withdrawn = await withdrawRenewal(tx, sub, 'The subscription was cancelled.', now);
    if (input.at_period_end && sub.status !== 'PENDING') {
      const after = await updateSubscription(
        tx,
        withdrawn,
        {
          cancelAtPeriodEnd: true,
          cancelReasonId: reason.reasonId,
          cancelReasonComment: reason.comment,
          statusDetails: 'Cancels at the end of the current period.',
        },
        now,
      );
      await emitSubscriptionEvent(tx, 'subscription:updated', after, now);
      return after;
    }
    // A pending subscription's first invoice is left to expire or be paid: paying it then
    // starts nothing, which the merchant can refund.
    const cancelled = await cancelNow(tx, withdrawn, now, {
      statusDetails: 'Cancelled through the API.',
      ...reason,
    });
    return cancelled ?? withdrawn;
  });
}

/** Merges custom fields (renewal invoices carry them); `null` removes a field. */
export function updateCustomFields(
  deps: BillingDeps,
  shopId: string,
  id: string,
  input: z.infer<typeof updateSubscriptionCustomFieldsInputSchema>,
) {
  return change(deps, shopId, id, async (tx, sub, now) => {
    const fields: Record<string, string | number | boolean> = {
      ...((sub.customFields ?? {}) as Record<string, string | number | boolean>),
    };
    for (const [key, value] of Object.entries(input.custom_fields)) {
      if (value === null) delete fields[key];
      else fields[key] = value;
    }
    if (Object.keys(fields).length > SUBSCRIPTION_CUSTOM_FIELDS_MAX) {
      throw validationError([
        {
          path: ['custom_fields'],
          message: `A subscription holds at most ${SUBSCRIPTION_CUSTOM_FIELDS_MAX} custom fields.`,
        },
      ]);
    }
    const after = await updateSubscription(tx, sub, { customFields: fields }, now);
    await emitSubscriptionEvent(tx, 'subscription:updated', after, now);
    return after;
  });
}
