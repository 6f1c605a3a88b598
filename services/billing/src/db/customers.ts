import type { CreateCustomerInput } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { centsToDecimal, isUuid, toCents, uuidv7 } from '@shopforge/service-kit';
import { SPENT_STATUSES } from '../domain/customer-record';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export async function findCustomer(db: Db, shopId: string, id: string) {
  const customer = isUuid(id) ? await db.customer.findFirst({ where: { id, shopId } }) : null;
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', 'Customer not found.');
  return customer;
}

/**
 * The customer's `total_spent` (paid totals less refunds) and `order_count`, recomputed from
 * the shop's invoices with their email: a recount rather than an increment, so a replayed or
 * reordered status change can never make the figures drift.
 */
export async function refreshCustomerStats(db: Db, shopId: string, email: string): Promise<void> {
  const paid = await db.invoice.aggregate({
    where: { shopId, customerEmail: email, status: { in: [...SPENT_STATUSES] } },
    _sum: { total: true, refundedAmount: true },
    _count: { _all: true },
  });
  const spentCents = toCents(paid._sum.total ?? 0) - toCents(paid._sum.refundedAmount ?? 0);
  await db.customer.updateMany({
    where: { shopId, email },
    data: { totalSpent: centsToDecimal(spentCents), orderCount: paid._count._all },
  });
}

/** Paid orders make their buyer a customer, as a storefront platform does. */
export async function ensureCustomer(
  db: Db,
  shopId: string,
  email: string,
  currency: string,
  now: Date,
): Promise<string> {
  const customer = await db.customer.upsert({
    where: { shopId_email: { shopId, email } },
    create: { id: uuidv7(now.getTime()), shopId, email, currency, tags: [], createdAt: now, updatedAt: now },
    update: {},
    select: { id: true },
  });
  await refreshCustomerStats(db, shopId, email);
  return customer.id;
}

export function profileData(input: Partial<CreateCustomerInput>) {
  return {
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.surname === undefined ? {} : { surname: input.surname }),
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    ...(input.phone_country_code === undefined ? {} : { phoneCountryCode: input.phone_country_code }),
    ...(input.country_code === undefined ? {} : { countryCode: input.country_code }),
    ...(input.street_address === undefined ? {} : { streetAddress: input.street_address }),
    ...(input.additional_address_info === undefined
      ? {}
      : { additionalAddressInfo: input.additional_address_info }),
    ...(input.city === undefined ? {} : { city: input.city }),
    ...(input.postal_code === undefined ? {} : { postalCode: input.postal_code }),
    ...(input.state === undefined ? {} : { state: input.state }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
  };
}
