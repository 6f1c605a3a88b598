import type { Customer } from '@shopforge/contracts';
import { centsToNumber, type DecimalLike, toCents, toUnixSeconds } from '@shopforge/service-kit';

export interface CustomerRow {
  id: string;
  shopId: string;
  email: string;
  name: string;
  surname: string;
  phone: string;
  phoneCountryCode: string;
  countryCode: string;
  streetAddress: string;
  additionalAddressInfo: string;
  city: string;
  postalCode: string;
  state: string;
  tags: string[];
  affiliateRevenue: DecimalLike;
  affiliateRevenuePercent: DecimalLike;
  currency: string;
  balance: DecimalLike;
  totalSpent: DecimalLike;
  orderCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const amount = (value: DecimalLike) => centsToNumber(toCents(value));

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    shop_id: row.shopId,
    email: row.email,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    phone_country_code: row.phoneCountryCode,
    country_code: row.countryCode,
    street_address: row.streetAddress,
    additional_address_info: row.additionalAddressInfo,
    city: row.city,
    postal_code: row.postalCode,
    state: row.state,
    affiliate_revenue: amount(row.affiliateRevenue),
    affiliate_revenue_currency: row.currency,
    affiliate_revenue_percent: Number(row.affiliateRevenuePercent.toString()),
    customer_balance: amount(row.balance),
    customer_balance_currency: row.currency,
    total_spent: amount(row.totalSpent),
    order_count: row.orderCount,
    tags: row.tags,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** Invoice statuses that count as money the customer spent (net of refunds). */
export const SPENT_STATUSES = ['COMPLETED', 'PARTIAL_REFUND', 'REFUNDED'] as const;
