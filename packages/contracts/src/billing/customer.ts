import { z } from 'zod';
import { currencySchema, idSchema, positiveMoneyInput, unixSeconds } from '../common';
import { defineListQuery } from '../list-query';
import { cursorInputSchema, cursorPage, cursorQuerySchema, queryBoolean } from '../pagination';

/**
 * The spec's customer record. Its text fields are strings (empty when unknown), its amounts
 * numbers in the customer's currency; `total_spent`, `order_count` and `tags` form the profile
 * segment filters use. `total_spent` and `order_count` are kept by billing from the shop's paid
 * invoices with the customer's email (docs/customers.md).
 */
export const customerSchema = z.object({
  id: idSchema,
  shop_id: idSchema,
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  phone_country_code: z.string(),
  country_code: z.string(),
  street_address: z.string(),
  additional_address_info: z.string(),
  city: z.string(),
  postal_code: z.string(),
  state: z.string(),
  affiliate_revenue: z.number(),
  affiliate_revenue_currency: z.string(),
  affiliate_revenue_percent: z.number(),
  customer_balance: z.number(),
  customer_balance_currency: z.string(),
  total_spent: z.number(),
  order_count: z.number().int().nonnegative(),
  tags: z.array(z.string()),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Customer = z.infer<typeof customerSchema>;

/** `include_affiliate=true` adds what the customer earned as an affiliate. */
export const customerWithAffiliateSchema = customerSchema.extend({
  affiliate: z
    .object({
      revenue: z.number(),
      revenue_currency: z.string(),
      revenue_percent: z.number(),
      /** The referral code; null until an application is approved. */
      code: z.string().nullable(),
      /** Paid orders carrying the code. */
      referred_orders: z.number().int().nonnegative(),
    })
    .optional(),
});

const text = (max: number) => z.string().trim().max(max);
const tagsSchema = z
  .array(z.string().trim().min(1).max(40))
  .max(20)
  .transform((tags) => [...new Set(tags)]);

/** The editable profile fields, each optional on create and update. */
const profileFields = {
  name: text(100).optional(),
  surname: text(100).optional(),
  phone: text(40).optional(),
  phone_country_code: text(8).optional(),
  country_code: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, 'Two letters (ISO 3166-1 alpha-2), such as DE.')
    .transform((value) => value.toUpperCase())
    .optional(),
  street_address: text(200).optional(),
  additional_address_info: text(200).optional(),
  city: text(100).optional(),
  postal_code: text(20).optional(),
  state: text(100).optional(),
  tags: tagsSchema.optional(),
};

const emailSchema = z
  .email('Must be a valid email address.')
  .max(254)
  .transform((value) => value.toLowerCase());

export const createCustomerInputSchema = z.object({
  email: emailSchema,
  ...profileFields,
  /** The wallet's currency; the shop's currency when left out. */
  customer_balance_currency: currencySchema.optional(),
});
export type CreateCustomerInput = z.infer<typeof createCustomerInputSchema>;

/** Only present members change. The wallet currency is fixed once the customer exists. */
export const updateCustomerInputSchema = z.object({ email: emailSchema.optional(), ...profileFields });

export const getCustomerQuerySchema = z.object({ include_affiliate: queryBoolean.optional() });
export const getCustomerInputSchema = z.object({
  id: z.string().max(64),
  include_affiliate: z.boolean().optional(),
});

/** `filters`/`sorts` of `GET /dev/v1/customers` (docs/lists.md). */
export const customerListQuery = defineListQuery({
  fields: {
    email: { type: 'string' },
    country_code: { type: 'string' },
    total_spent: { type: 'number', sortable: true },
    order_count: { type: 'number', sortable: true },
    customer_balance: { type: 'number', sortable: true },
    created_at: { type: 'timestamp', sortable: true },
    updated_at: { type: 'timestamp', sortable: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
});
export const listCustomersQuerySchema = cursorQuerySchema.extend(customerListQuery.shape);
export const listCustomersInputSchema = cursorInputSchema.extend(customerListQuery.shape);
export const customerListSchema = cursorPage(customerSchema);

export const WALLET_ENTRY_TYPES = ['credit', 'debit'] as const;

/** `POST /customers/{id}/wallet/credit` and `/debit`. */
export const walletChangeInputSchema = z.object({
  amount: positiveMoneyInput,
  description: z.string().trim().max(200).optional(),
});

export const walletEntrySchema = z.object({
  id: idSchema,
  type: z.enum(WALLET_ENTRY_TYPES),
  amount: z.number(),
  balance_after: z.number(),
  currency: z.string(),
  description: z.string().nullable(),
  created_at: unixSeconds,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export const walletChangeSchema = z.object({ customer: customerSchema, entry: walletEntrySchema });
export const walletEntryListSchema = cursorPage(walletEntrySchema);
