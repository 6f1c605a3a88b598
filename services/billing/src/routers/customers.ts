import { isUniqueViolation } from '@shopforge/db/errors';
import {
  createCustomerInputSchema,
  customerListSchema,
  customerSchema,
  customerWithAffiliateSchema,
  getCustomerInputSchema,
  listCustomersInputSchema,
  MONEY_MAX_CENTS,
  moneyMaxMessage,
  updateCustomerInputSchema,
  cursorInputSchema,
  type WalletEntry,
  walletChangeInputSchema,
  walletChangeSchema,
  walletEntryListSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import {
  centsToDecimal,
  centsToNumber,
  jsonListPage,
  jsonPageOutput,
  newestFirstPage,
  router,
  shopProcedure,
  toCents,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import { z } from 'zod';
import { findCustomer, profileData, refreshCustomerStats } from '../db/customers';
import { listCustomerPage } from '../db/list-customers';
import type { BillingDeps } from '../deps';
import { referredOrders } from '../app/affiliates';
import { toCustomer } from '../domain/customer-record';

const duplicateEmail = () =>
  new AppError('VALIDATION_ERROR', 'A customer with this email already exists.', {
    details: [{ field: 'email', message: 'Already a customer of this shop.' }],
  });

/** Customers and their wallets (docs/customers.md). */
function toWalletEntry(
  entry: {
    id: string;
    type: string;
    amount: { toString(): string };
    balanceAfter: { toString(): string };
    description: string | null;
    createdAt: Date;
  },
  currency: string,
): WalletEntry {
  return {
    id: entry.id,
    type: entry.type as WalletEntry['type'],
    amount: centsToNumber(toCents(entry.amount)),
    balance_after: centsToNumber(toCents(entry.balanceAfter)),
    currency,
    description: entry.description,
    created_at: toUnixSeconds(entry.createdAt),
  };
}

export function customersRouter(deps: BillingDeps) {
  const { prisma, clock, cursors } = deps;

  /** One wallet movement: a ledger entry and the balance, in one transaction. */
  const moveWallet = (type: 'credit' | 'debit') =>
    shopProcedure
      .input(walletChangeInputSchema.extend({ id: z.string().max(64) }))
      .output(walletChangeSchema)
      .mutation(async ({ ctx, input }) => {
        const found = await findCustomer(prisma, ctx.shopId, input.id);
        const cents = toCents(input.amount);
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          // The guard is in the update itself: of two debits racing for the last euro, the
          // second finds the balance too low (and the CHECK constraint backs it up); of two
          // credits racing to the top, the second finds no room under MONEY_MAX.
          const guard =
            type === 'debit'
              ? { gte: centsToDecimal(cents) }
              : { lte: centsToDecimal(MONEY_MAX_CENTS - cents) };
          const moved = await tx.customer.updateMany({
            where: { id: found.id, balance: guard },
            data: {
              balance: { [type === 'debit' ? 'decrement' : 'increment']: centsToDecimal(cents) },
              updatedAt: now,
            },
          });
          if (moved.count === 0 && type === 'credit') {
            throw validationError([
              { path: ['amount'], message: moneyMaxMessage('The balance after this credit must be') },
            ]);
          }
          if (moved.count === 0) {
            const current = await tx.customer.findUniqueOrThrow({ where: { id: found.id } });
            throw new AppError(
              'INSUFFICIENT_BALANCE',
              `The wallet holds ${centsToDecimal(toCents(current.balance))} ${current.currency}; it cannot be debited ${centsToDecimal(cents)}.`,
              { extra: { balance: centsToNumber(toCents(current.balance)), currency: current.currency } },
            );
          }
          const customer = await tx.customer.findUniqueOrThrow({ where: { id: found.id } });
          const entry = await tx.customerWalletEntry.create({
            data: {
              id: uuidv7(now.getTime()),
              customerId: customer.id,
              shopId: ctx.shopId,
              type,
              amount: centsToDecimal(cents),
              balanceAfter: customer.balance,
              description: input.description ?? null,
              createdAt: now,
            },
          });
          return { customer: toCustomer(customer), entry: toWalletEntry(entry, customer.currency) };
        });
      });

  return router({
    create: shopProcedure
      .input(createCustomerInputSchema)
      .output(customerSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        try {
          const row = await prisma.$transaction(async (tx) => {
            const created = await tx.customer.create({
              data: {
                id: uuidv7(now.getTime()),
                shopId: ctx.shopId,
                email: input.email,
                ...profileData(input),
                tags: input.tags ?? [],
                currency: input.customer_balance_currency ?? ctx.principal.currency,
                createdAt: now,
                updatedAt: now,
              },
            });
            // Orders placed before the customer record existed count from the start.
            await refreshCustomerStats(tx, ctx.shopId, input.email);
            return tx.customer.findUniqueOrThrow({ where: { id: created.id } });
          });
          return toCustomer(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateEmail();
          throw error;
        }
      }),

    /** One statement serialises the page (db/list-customers-json.ts), passed on as JSON text. */
    list: shopProcedure
      .input(listCustomersInputSchema)
      .output(jsonPageOutput(customerListSchema))
      .query(async ({ ctx, input }) => {
        const page = await listCustomerPage(deps, {
          shopId: ctx.shopId,
          query: { filters: input.filters, sorts: input.sorts },
          cursor: input.cursor,
          limit: input.limit,
        });
        return jsonListPage<z.output<typeof customerListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(getCustomerInputSchema)
      .output(customerWithAffiliateSchema)
      .query(async ({ ctx, input }) => {
        const row = await findCustomer(prisma, ctx.shopId, input.id);
        const record = toCustomer(row);
        if (!input.include_affiliate) return record;
        const referred = await referredOrders(prisma, ctx.shopId, [row.id]);
        return {
          ...record,
          affiliate: {
            revenue: record.affiliate_revenue,
            revenue_currency: record.affiliate_revenue_currency,
            revenue_percent: record.affiliate_revenue_percent,
            code: row.affiliateCode,
            referred_orders: referred.get(row.id) ?? 0,
          },
        };
      }),

    update: shopProcedure
      .input(updateCustomerInputSchema.extend({ id: z.string().max(64) }))
      .output(customerSchema)
      .mutation(async ({ ctx, input }) => {
        const found = await findCustomer(prisma, ctx.shopId, input.id);
        const now = clock.now();
        try {
          const row = await prisma.$transaction(async (tx) => {
            await tx.customer.update({
              where: { id: found.id },
              data: { ...profileData(input), updatedAt: now },
            });
            // A new email takes the other email's order history with it.
            if (input.email !== undefined && input.email !== found.email) {
              await refreshCustomerStats(tx, ctx.shopId, input.email);
            }
            return tx.customer.findUniqueOrThrow({ where: { id: found.id } });
          });
          return toCustomer(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateEmail();
          throw error;
        }
      }),

    credit: moveWallet('credit'),
    debit: moveWallet('debit'),

    /** The wallet ledger, newest first: every credit and debit with the balance it left. */
    walletEntries: shopProcedure
      .input(cursorInputSchema.extend({ id: z.string().max(64) }))
      .output(walletEntryListSchema)
      .query(async ({ ctx, input }) => {
        const customer = await findCustomer(prisma, ctx.shopId, input.id);
        const binding = `wallet:${customer.id}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.customerWalletEntry.findMany({
            where: {
              customerId: customer.id,
              shopId: ctx.shopId,
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map((row) => toWalletEntry(row, customer.currency)), pagination };
      }),
  });
}
