import type { Subscription as SubscriptionRecord } from '@shopforge/contracts';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import { writeOutboxEvents } from '@shopforge/events';
import { centsToNumber, type DecimalLike, isUuid, toCents, toUnixSeconds } from '@shopforge/service-kit';
import type { Subscription } from '../generated/prisma/client';
import { nextDueAt } from '../domain/subscription-schedule';
import type { SubscriptionEventName } from '../domain/subscription-status';
import type { BillingPrisma } from './client';
import {
  assignmentsOf,
  type FieldTable,
  jsonObjectOf,
  recordOf,
  reviveTimes,
  timeFieldsOf,
} from './field-json';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;
type Writer = SqlExecutor | PrismaRawClient;

/**
 * A subscription as Prisma reads it or as the statements below return it (money as decimal
 * text there): the status changes of its invoices run on the driver, the merchant's reads on
 * Prisma, and both hand the same fields to the same code.
 */
export type SubscriptionRow = Omit<Subscription, 'price' | 'unitPrice'> & {
  price: DecimalLike;
  unitPrice: DecimalLike;
};

export const subscriptionNotFound = () => new AppError('SUBSCRIPTION_NOT_FOUND', 'Subscription not found.');

export async function findSubscription(db: Db, shopId: string, id: string) {
  const row = isUuid(id)
    ? await db.subscription.findFirst({ where: { id: id.toLowerCase(), shopId } })
    : null;
  if (!row) throw subscriptionNotFound();
  return row;
}

/** Every field, its column and how it travels (json_build_object out, a cast in). */
const FIELDS: FieldTable<SubscriptionRow> = [
  ['id', 'id', 'uuid'],
  ['shopId', 'shop_id', 'uuid'],
  ['productId', 'product_id', 'uuid'],
  ['productUniqid', 'product_uniqid', 'text'],
  ['productTitle', 'product_title', 'text'],
  ['productType', 'product_type', 'text'],
  ['variantId', 'variant_id', 'uuid'],
  ['quantity', 'quantity', 'int'],
  ['unitPrice', 'unit_price', 'money'],
  ['price', 'price', 'money'],
  ['currency', 'currency', 'text'],
  ['interval', 'interval', 'text'],
  ['intervalCount', 'interval_count', 'int'],
  ['trialDays', 'trial_days', 'int'],
  ['status', 'status', 'text'],
  ['gateway', 'gateway', 'text'],
  ['origin', 'origin', 'text'],
  ['customerEmail', 'customer_email', 'text'],
  ['customerId', 'customer_id', 'uuid'],
  ['paymentLinkId', 'payment_link_id', 'uuid'],
  ['couponId', 'coupon_id', 'text'],
  ['firstInvoiceId', 'first_invoice_id', 'uuid'],
  ['templateLineId', 'template_line_id', 'uuid'],
  ['renewalInvoiceId', 'renewal_invoice_id', 'uuid'],
  ['currentPeriodStart', 'current_period_start', 'time'],
  ['currentPeriodEnd', 'current_period_end', 'time'],
  ['trialEndsAt', 'trial_ends_at', 'time'],
  ['cancelAtPeriodEnd', 'cancel_at_period_end', 'bool'],
  ['canceledAt', 'canceled_at', 'time'],
  ['pausedAt', 'paused_at', 'time'],
  ['resumesAt', 'resumes_at', 'time'],
  ['renewalInvoiceCreated', 'renewal_invoice_created', 'bool'],
  ['trialPeriodEndingEmailSent', 'trial_period_ending_email_sent', 'bool'],
  ['upcomingEmail1WeekSent', 'upcoming_email_1_week_sent', 'bool'],
  ['statusDetails', 'status_details', 'text'],
  ['cancelReasonId', 'cancel_reason_id', 'int'],
  ['cancelReasonComment', 'cancel_reason_comment', 'text'],
  ['customFields', 'custom_fields', 'json'],
  ['nextDueAt', 'next_due_at', 'time'],
  ['billingProvider', 'billing_provider', 'text'],
  ['providerSubscriptionId', 'provider_subscription_id', 'text'],
  ['createdAt', 'created_at', 'time'],
  ['updatedAt', 'updated_at', 'time'],
];

const SUBSCRIPTION_JSON = `${jsonObjectOf('s', FIELDS)} AS "subscription"`;
const TIMES = timeFieldsOf(FIELDS);

function subscriptionFromJson(value: unknown): SubscriptionRow {
  const record = recordOf(value);
  reviveTimes(record, TIMES);
  return record as unknown as SubscriptionRow;
}

async function oneSubscription(db: Writer, sql: string, params: unknown[]): Promise<SubscriptionRow> {
  const [row] = await executorFor(db).query<{ subscription: unknown }>(sql, params);
  if (!row) throw subscriptionNotFound();
  return subscriptionFromJson(row.subscription);
}

/** Reads one subscription by id, without a lock (a mail describing it). */
export function readSubscription(db: Writer, id: string): Promise<SubscriptionRow> {
  return oneSubscription(db, `SELECT ${SUBSCRIPTION_JSON} FROM "subscriptions" s WHERE s."id" = $1::uuid`, [
    id,
  ]);
}

/** Takes the subscription's row lock for the transaction and reads it, in one statement. */
export function lockSubscription(db: Writer, id: string): Promise<SubscriptionRow> {
  return oneSubscription(
    db,
    `SELECT ${SUBSCRIPTION_JSON} FROM "subscriptions" s WHERE s."id" = $1::uuid FOR UPDATE`,
    [id],
  );
}

/** The fields a change may write; `next_due_at` and `updated_at` follow from it. */
export type SubscriptionChanges = Partial<
  Omit<SubscriptionRow, 'id' | 'shopId' | 'createdAt' | 'nextDueAt' | 'updatedAt'>
>;

/**
 * Writes plain-valued changes and the scheduler's next due time, computed from the state the
 * changes leave: every write keeps `next_due_at` true, so the scheduler needs one indexed query.
 * Returns the row as written, in one statement.
 */
export function updateSubscription(
  db: Writer,
  current: SubscriptionRow,
  changes: SubscriptionChanges,
  now: Date,
): Promise<SubscriptionRow> {
  const merged: SubscriptionRow = { ...current, ...changes };
  const { sets, params } = assignmentsOf(
    { ...changes, nextDueAt: nextDueAt(merged), updatedAt: now },
    FIELDS,
    2,
  );
  return oneSubscription(
    db,
    `WITH "changed" AS (UPDATE "subscriptions" SET ${sets} WHERE "id" = $1::uuid RETURNING *)
SELECT ${SUBSCRIPTION_JSON} FROM "changed" s`,
    [current.id, ...params],
  );
}

const seconds = (date: Date | null) => (date ? toUnixSeconds(date) : null);
const amount = (value: { toString(): string }) => centsToNumber(toCents(value));

export function toSubscription(row: SubscriptionRow, invoices: string[]): SubscriptionRecord {
  return {
    id: row.id,
    shop_id: row.shopId,
    product_id: row.productId,
    status: row.status as SubscriptionRecord['status'],
    gateway: row.gateway,
    origin: row.origin,
    customer_id: row.customerId,
    payment_link_id: row.paymentLinkId,
    stripe_subscription_id: row.billingProvider === 'stripe' ? row.providerSubscriptionId : null,
    paypal_subscription_id: row.billingProvider === 'paypal' ? row.providerSubscriptionId : null,
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
  db: Writer,
  type: SubscriptionEventName,
  sub: SubscriptionRow,
  occurredAt: Date,
): Promise<void> {
  const executor = executorFor(db);
  // The newest invoice: the one paying for the current (or next) period.
  const [invoice] = await executor.query<{ uniqid: string }>(
    `SELECT "uniqid" FROM "invoices" WHERE "subscription_id" = $1::uuid ORDER BY "created_at" DESC, "id" DESC LIMIT 1`,
    [sub.id],
  );
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
  const base = { shop_id: sub.shopId, aggregate_id: sub.id, occurred_at: occurredAt };
  await writeOutboxEvents(executor, [
    { ...base, type, data },
    { ...base, type: `${type}:product`, data: { ...data, products: [product] } },
  ]);
}
