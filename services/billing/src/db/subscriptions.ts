import type { Subscription as SubscriptionRecord } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { centsToNumber, isUuid, toCents, toUnixSeconds } from '@shopforge/service-kit';
import type { Prisma, Subscription } from '../generated/prisma/client';
import { nextDueAt } from '../domain/subscription-schedule';
import type { SubscriptionEventName } from '../domain/subscription-status';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;
export type SubscriptionRow = Subscription;

export const subscriptionNotFound = () => new AppError('SUBSCRIPTION_NOT_FOUND', 'Subscription not found.');

export async function findSubscription(db: Db, shopId: string, id: string) {
  const row = isUuid(id)
    ? await db.subscription.findFirst({ where: { id: id.toLowerCase(), shopId } })
    : null;
  if (!row) throw subscriptionNotFound();
  return row;
}

/** Takes the subscription's row lock for the transaction, then reads it fresh. */
export async function lockSubscription(tx: BillingTx, id: string) {
  await tx.$queryRaw`SELECT "id" FROM "subscriptions" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return tx.subscription.findUniqueOrThrow({ where: { id } });
}

type Changes = Omit<Prisma.SubscriptionUncheckedUpdateInput, 'nextDueAt' | 'updatedAt'>;

/**
 * Writes plain-valued changes and the scheduler's next due time, computed from the state the
 * changes leave: every write keeps `next_due_at` true, so the scheduler needs one indexed query.
 */
export async function updateSubscription(tx: BillingTx, current: Subscription, changes: Changes, now: Date) {
  const merged = { ...current, ...changes } as Subscription;
  return tx.subscription.update({
    where: { id: current.id },
    data: { ...changes, nextDueAt: nextDueAt(merged), updatedAt: now },
  });
}

const seconds = (date: Date | null) => (date ? toUnixSeconds(date) : null);
const amount = (value: { toString(): string }) => centsToNumber(toCents(value));

export function toSubscription(row: Subscription, invoices: string[]): SubscriptionRecord {
  return {
    id: row.id,
    shop_id: row.shopId,
    product_id: row.productId,
    status: row.status as SubscriptionRecord['status'],
    gateway: row.gateway,
    origin: row.origin,
    customer_id: row.customerId,
    payment_link_id: row.paymentLinkId,
    stripe_subscription_id: null,
    paypal_subscription_id: null,
    coupon_id: row.couponId,
    current_period_end: seconds(row.currentPeriodEnd),
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    canceled_at: seconds(row.canceledAt),
    renewal_invoice_created: row.renewalInvoiceCreated,
    trial_period_ending_email_sent: row.trialPeriodEndingEmailSent,
    upcoming_email_1_week_sent: row.upcomingEmail1WeekSent,
    status_details: row.statusDetails,
    cancel_reason_id: row.cancelReasonId,
    cancel_reason_comment: row.cancelReasonComment,
    custom_fields: (row.customFields ?? {}) as SubscriptionRecord['custom_fields'],
    customer_email: row.customerEmail,
    product_title: row.productTitle,
    quantity: row.quantity,
    price: amount(row.price),
    currency: row.currency,
    interval: row.interval as SubscriptionRecord['interval'],
    interval_count: row.intervalCount,
    current_period_start: seconds(row.currentPeriodStart),
    trial_ends_at: seconds(row.trialEndsAt),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    paused_at: seconds(row.pausedAt),
    resumes_at: seconds(row.resumesAt),
    invoices,
  };
}

/** Uniqids of each subscription's invoices, oldest first, in one query. */
export async function invoicesOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const rows = await db.invoice.findMany({
    where: { subscriptionId: { in: ids } },
    select: { subscriptionId: true, uniqid: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const row of rows) if (row.subscriptionId) map.get(row.subscriptionId)?.push(row.uniqid);
  return map;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Writes a subscription event and its `:product` variant to the outbox in the caller's
 * transaction, with the state as of this change (docs/subscriptions.md "Events").
 */
export async function emitSubscriptionEvent(
  tx: BillingTx,
  type: SubscriptionEventName,
  sub: Subscription,
  occurredAt: Date,
): Promise<void> {
  // The newest invoice: the one paying for the current (or next) period.
  const invoice = await tx.invoice.findFirst({
    where: { subscriptionId: sub.id },
    select: { uniqid: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const data = {
    id: sub.id,
    status: sub.status,
    customer_email: sub.customerEmail,
    product_id: sub.productId,
    product_title: sub.productTitle,
    invoice_uniqid: invoice?.uniqid ?? null,
    price: amount(sub.price),
    currency: sub.currency,
    interval: sub.interval,
    interval_count: sub.intervalCount,
    trial_ends_at: iso(sub.trialEndsAt),
    current_period_start: iso(sub.currentPeriodStart),
    current_period_end: iso(sub.currentPeriodEnd),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: iso(sub.canceledAt),
    created_at: sub.createdAt.toISOString(),
    updated_at: sub.updatedAt.toISOString(),
  };
  const product = {
    id: sub.productId,
    uniqid: sub.productUniqid,
    title: sub.productTitle,
    price: amount(sub.price),
    currency: sub.currency,
    type: sub.productType,
  };
  const executor = prismaExecutor(tx);
  const base = { shop_id: sub.shopId, aggregate_id: sub.id, occurred_at: occurredAt };
  await writeOutboxEvent(executor, { ...base, type, data });
  await writeOutboxEvent(executor, {
    ...base,
    type: `${type}:product`,
    data: { ...data, products: [product] },
  });
}
