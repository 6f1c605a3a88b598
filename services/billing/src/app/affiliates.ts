import { randomBytes } from 'node:crypto';
import type { AffiliateApplication, AffiliateCustomer } from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { isUniqueViolation } from '@shopforge/db/errors';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import {
  centsToDecimal,
  centsToNumber,
  isUuid,
  percentOf,
  toCents,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import { customerOfShop } from '../db/customers';
import type { BillingPrisma } from '../db/client';
import type { BillingTx } from '../db/invoices';
import type { BillingWork } from '../db/transaction';
import type { BillingDeps } from '../deps';
import type { AffiliateApplication as ApplicationRow, Customer } from '../generated/prisma/client';

type Db = BillingPrisma | BillingTx;

/** Invoice statuses whose kept amount earns commission (a refund takes its share back). */
const EARNING = ['COMPLETED', 'PARTIAL_REFUND'];

export function toApplication(row: ApplicationRow): AffiliateApplication {
  return {
    id: row.id,
    customer_id: row.customerId,
    email: row.email,
    message: row.message,
    website: row.website,
    status: row.status as AffiliateApplication['status'],
    note: row.note,
    created_at: toUnixSeconds(row.createdAt),
    decided_at: row.decidedAt ? toUnixSeconds(row.decidedAt) : null,
  };
}

/** Paid orders carrying each affiliate's code, for a page of affiliates. */
export async function referredOrders(db: Db, shopId: string, affiliateIds: string[]) {
  const rows = await db.invoice.groupBy({
    by: ['affiliateCustomerId'],
    where: { shopId, affiliateCustomerId: { in: affiliateIds }, status: { in: EARNING } },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.affiliateCustomerId ?? '', row._count._all]));
}

export function toAffiliateCustomer(row: Customer, referred: number): AffiliateCustomer {
  return {
    customer_id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    code: row.affiliateCode ?? '',
    revenue_percent: Number(row.affiliateRevenuePercent),
    revenue: centsToNumber(toCents(row.affiliateRevenue)),
    revenue_currency: row.currency,
    referred_orders: referred,
    affiliate_since: toUnixSeconds(row.affiliateSince ?? row.createdAt),
  };
}

/**
 * The affiliate's `affiliate_revenue`, recounted from every paid order carrying their code:
 * each order's kept amount (total less refunds) at the rate recorded when the code was
 * attached. A recount rather than an increment, so refunds and replays cannot drift it.
 */
export async function refreshAffiliateRevenue(
  db: SqlExecutor | PrismaRawClient,
  affiliateId: string,
): Promise<void> {
  const sql = executorFor(db);
  const invoices = await sql.query<{ total: string; refunded: string; percent: string | null }>(
    `SELECT "total"::text AS "total", "refunded_amount"::text AS "refunded", "affiliate_percent"::text AS "percent"
       FROM "invoices" WHERE "affiliate_customer_id" = $1::uuid AND "status" = ANY($2::text[])`,
    [affiliateId, EARNING],
  );
  // Summed here rather than in SQL: each order's share rounds as percentOf rounds it everywhere.
  const cents = invoices.reduce(
    (sum, invoice) =>
      sum + percentOf(toCents(invoice.total) - toCents(invoice.refunded), Number(invoice.percent ?? 0)),
    0,
  );
  await sql.query(`UPDATE "customers" SET "affiliate_revenue" = $2::numeric WHERE "id" = $1::uuid`, [
    affiliateId,
    centsToDecimal(cents),
  ]);
}

/**
 * Who a referral code credits on an order: the shop's affiliate with that code (any case),
 * never the buyer themself. Unknown codes are kept on the order but credit nobody.
 */
export async function attributionFor(db: Db, shopId: string, code: string | null, buyerEmail: string) {
  if (!code) return { affiliateCustomerId: null, affiliatePercent: null };
  const affiliate = await db.customer.findFirst({
    where: { shopId, affiliateCode: code.toUpperCase() },
    select: { id: true, email: true, affiliateRevenuePercent: true },
  });
  if (!affiliate || affiliate.email.toLowerCase() === buyerEmail.toLowerCase()) {
    return { affiliateCustomerId: null, affiliatePercent: null };
  }
  return { affiliateCustomerId: affiliate.id, affiliatePercent: affiliate.affiliateRevenuePercent };
}

/**
 * What an invoice's status change means for its affiliate, in the change's transaction: the
 * revenue is recounted, and the first payment sends `affiliate:commission_earned`.
 */
export async function onAffiliateInvoice(
  work: BillingWork,
  invoice: {
    id: string;
    uniqid: string;
    shopId: string;
    affiliateCustomerId: string | null;
    currency: string;
  },
  previous: string,
  next: string,
  now: Date,
): Promise<void> {
  if (!invoice.affiliateCustomerId) return;
  const wasEarning = EARNING.includes(previous);
  const isEarning = EARNING.includes(next);
  if (!wasEarning && !isEarning) return;
  const sql = executorFor(work);
  await refreshAffiliateRevenue(sql, invoice.affiliateCustomerId);
  if (isEarning && !wasEarning && next === 'COMPLETED') {
    const [row] = await sql.query<{ total: string; percent: string | null; email: string }>(
      `SELECT i."total"::text AS "total", i."affiliate_percent"::text AS "percent", c."email"
         FROM "invoices" i JOIN "customers" c ON c."id" = $2::uuid WHERE i."id" = $1::uuid`,
      [invoice.id, invoice.affiliateCustomerId],
    );
    if (!row) throw new Error(`invoice ${invoice.id} or affiliate ${invoice.affiliateCustomerId} not found`);
    await writeOutboxEvent(sql, {
      type: 'affiliate:commission_earned',
      shop_id: invoice.shopId,
      aggregate_id: invoice.affiliateCustomerId,
      data: {
        id: invoice.affiliateCustomerId,
        affiliate_email: row.email,
        status: 'EARNED',
        invoice_uniqid: invoice.uniqid,
        commission: centsToNumber(percentOf(toCents(row.total), Number(row.percent ?? 0))),
        currency: invoice.currency,
        created_at: now.toISOString(),
      },
      occurred_at: now,
    });
  }
}

async function applicationEvent(
  tx: BillingTx,
  type: 'affiliate:application_received' | 'affiliate:application_approved',
  row: ApplicationRow,
  now: Date,
) {
  await writeOutboxEvent(prismaExecutor(tx), {
    type,
    shop_id: row.shopId,
    aggregate_id: row.id,
    data: {
      id: row.id,
      affiliate_email: row.email,
      status: row.status,
      invoice_uniqid: null,
      commission: null,
      currency: null,
      created_at: now.toISOString(),
    },
    occurred_at: now,
  });
}

/** A customer applies (recorded by the merchant's integration); one open application each. */
export async function applyForAffiliate(
  deps: BillingDeps,
  shopId: string,
  input: { customer_id: string; message?: string | undefined; website?: string | undefined },
) {
  const customer = await customerOfShop(deps.prisma, shopId, input.customer_id);
  if (!customer)
    throw validationError([{ path: ['customer_id'], message: 'No such customer in this shop.' }]);
  if (customer.affiliateCode) throw new AppError('CONFLICT', 'This customer is already an affiliate.');
  const now = deps.clock.now();
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const row = await tx.affiliateApplication.create({
        data: {
          id: uuidv7(now.getTime()),
          shopId,
          customerId: customer.id,
          email: customer.email,
          message: input.message ?? null,
          website: input.website ?? null,
          status: 'PENDING',
          createdAt: now,
        },
      });
      await applicationEvent(tx, 'affiliate:application_received', row, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'This customer already has an open application.');
    throw error;
  }
}

async function findApplication(db: Db, shopId: string, id: string) {
  const row = isUuid(id)
    ? await db.affiliateApplication.findFirst({ where: { id: id.toLowerCase(), shopId } })
    : null;
  if (!row) throw new AppError('NOT_FOUND', 'Affiliate application not found.');
  return row;
}

/** A code nobody in the shop holds yet: readable, from the customer's name or email. */
function generatedCode(customer: Customer): string {
  const base =
    (customer.name || customer.email.split('@')[0] || 'ref').replace(/[^A-Za-z0-9]/g, '').slice(0, 16) ||
    'ref';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * Approves a pending application: the customer becomes an affiliate with the rate and code
 * (a chosen code must be free in the shop: 409 otherwise), and `affiliate:application_approved`
 * goes out — one transaction.
 */
export async function approveApplication(
  deps: BillingDeps,
  shopId: string,
  id: string,
  input: { commission_percent: number; code?: string | undefined },
) {
  const found = await findApplication(deps.prisma, shopId, id);
  if (found.status !== 'PENDING')
    throw new AppError('BAD_REQUEST', `This application is already ${found.status}.`);
  const now = deps.clock.now();
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const moved = await tx.affiliateApplication.updateMany({
        where: { id: found.id, status: 'PENDING' },
        data: { status: 'APPROVED', decidedAt: now },
      });
      if (moved.count === 0) throw new AppError('BAD_REQUEST', 'This application was decided meanwhile.');
      const customer = await tx.customer.findUniqueOrThrow({ where: { id: found.customerId } });
      await tx.customer.update({
        where: { id: customer.id },
        data: {
          // Stored upper-cased: codes are matched in any case, so they are unique in any case.
          affiliateCode: (input.code ?? generatedCode(customer)).toUpperCase(),
          affiliateRevenuePercent: input.commission_percent,
          affiliateSince: now,
          updatedAt: now,
        },
      });
      const row = await tx.affiliateApplication.findUniqueOrThrow({ where: { id: found.id } });
      await applicationEvent(tx, 'affiliate:application_approved', row, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'Another affiliate of this shop holds that code.');
    throw error;
  }
}

export async function rejectApplication(
  deps: BillingDeps,
  shopId: string,
  id: string,
  note: string | undefined,
) {
  const found = await findApplication(deps.prisma, shopId, id);
  if (found.status !== 'PENDING')
    throw new AppError('BAD_REQUEST', `This application is already ${found.status}.`);
  return deps.prisma.affiliateApplication.update({
    where: { id: found.id },
    data: { status: 'REJECTED', note: note ?? null, decidedAt: deps.clock.now() },
  });
}
