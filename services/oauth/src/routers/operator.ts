import {
  apiKeySummarySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
  createShopInputSchema,
  idSchema,
  operatorShopSchema,
  planSchema,
  shopStatusSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { hashPassword, operatorProcedure, router, uuidv7 } from '@shopforge/service-kit';
import { z } from 'zod';
import { insertApiKey } from '../db/api-keys';
import { createShopRetryingSlug, findShopOrThrow, insertShop } from '../db/shops';
import type { OauthDeps } from '../deps';
import { DEFAULT_NATIVE_CRYPTO_GATEWAYS, DEFAULT_PAYMENT_METHODS } from '../domain/defaults';
import { toApiKeySummary, toOperatorShop } from '../domain/records';

const createdShopSchema = z.object({ shop: operatorShopSchema, api_key: z.string(), key_id: idSchema });

/** Operator CLI surface: shops and keys. Never reachable with a merchant credential. */
export function operatorRouter({ prisma, clock }: OauthDeps) {
  return router({
    createShop: operatorProcedure
      .input(createShopInputSchema)
      .output(createdShopSchema)
      .mutation(async ({ input }) => {
        const now = clock.now();
        const passwordHash = input.owner ? await hashPassword(input.owner.password) : null;
        return createShopRetryingSlug(prisma, async (tx) => {
          const shop = await insertShop(tx, {
            name: input.name,
            currency: input.currency,
            plan: input.plan,
            enabledPaymentMethods: DEFAULT_PAYMENT_METHODS,
            nativeCryptoGateways: DEFAULT_NATIVE_CRYPTO_GATEWAYS,
            now,
          });
          if (input.owner && passwordHash) {
            await tx.member.create({
              data: {
                id: uuidv7(now.getTime()),
                shopId: shop.id,
                email: input.owner.email.toLowerCase(),
                passwordHash,
                role: 'owner',
                createdAt: now,
                updatedAt: now,
              },
            });
          }
          const { apiKey, row } = await insertApiKey(tx, {
            shopId: shop.id,
            scopes: ['*'],
            name: 'Default key',
            now,
          });
          return { shop: toOperatorShop(shop), api_key: apiKey, key_id: row.id };
        });
      }),

    setShopStatus: operatorProcedure
      .input(z.object({ shop_id: idSchema, status: shopStatusSchema }))
      .output(z.object({ shop: operatorShopSchema }))
      .mutation(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const now = clock.now();
        const shop = await prisma.shop.update({
          where: { id: input.shop_id },
          data: {
            status: input.status,
            suspendedAt: input.status === 'suspended' ? now : null,
            updatedAt: now,
          },
        });
        return { shop: toOperatorShop(shop) };
      }),

    setShopPlan: operatorProcedure
      .input(z.object({ shop_id: idSchema, plan: planSchema }))
      .output(z.object({ shop: operatorShopSchema }))
      .mutation(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const shop = await prisma.shop.update({
          where: { id: input.shop_id },
          data: { plan: input.plan, updatedAt: clock.now() },
        });
        return { shop: toOperatorShop(shop) };
      }),

    getShop: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ shop: operatorShopSchema }))
      .query(async ({ input }) => ({ shop: toOperatorShop(await findShopOrThrow(prisma, input.shop_id)) })),

    createKey: operatorProcedure
      .input(createApiKeyInputSchema)
      .output(createdApiKeySchema)
      .mutation(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const { apiKey, row } = await prisma.$transaction((tx) =>
          insertApiKey(tx, {
            shopId: input.shop_id,
            scopes: input.scopes,
            name: input.name,
            now: clock.now(),
          }),
        );
        return { key_id: row.id, api_key: apiKey, scopes: row.scopes, key: toApiKeySummary(row) };
      }),

    revokeKey: operatorProcedure
      .input(z.object({ key_id: idSchema }))
      .output(z.object({ revoked: z.literal(true), key: apiKeySummarySchema }))
      .mutation(async ({ input }) => {
        const existing = await prisma.apiKey.findUnique({ where: { id: input.key_id } });
        if (!existing) throw new AppError('NOT_FOUND', 'API key not found.');
        // Revocation is permanent; revoking twice keeps the first timestamp.
        const row = existing.revokedAt
          ? existing
          : await prisma.apiKey.update({ where: { id: input.key_id }, data: { revokedAt: clock.now() } });
        return { revoked: true as const, key: toApiKeySummary(row) };
      }),

    listKeys: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ keys: z.array(apiKeySummarySchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const rows = await prisma.apiKey.findMany({
          where: { shopId: input.shop_id },
          orderBy: { createdAt: 'asc' },
        });
        return { keys: rows.map(toApiKeySummary) };
      }),
  });
}
