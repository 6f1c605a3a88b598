import {
  apiKeySummarySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
  createShopInputSchema,
  idSchema,
  operatorShopSchema,
  planSchema,
  setShopPaymentMethodInputSchema,
  shopPaymentMethodsSchema,
  shopStatusSchema,
} from '@shopforge/contracts';
import { hashPassword, operatorProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import {
  changeApiKeyScopes,
  createApiKey,
  insertRecordedApiKey,
  listApiKeys,
  revokeApiKey,
} from '../app/api-keys';
import { OPERATOR_AUTHORITY } from '../app/authority';
import { insertRecordedMember } from '../app/members';
import { OPERATOR } from '../db/security-events';
import { createShopRetryingSlug, findShopOrThrow, insertShop } from '../db/shops';
import { announceCredentialChange } from '@shopforge/events';
import type { OauthDeps } from '../deps';
import { DEFAULT_NATIVE_CRYPTO_GATEWAYS } from '../domain/defaults';
import { newShopPaymentMethods, withPaymentMethod } from '../domain/payment-methods';
import { toOperatorShop } from '../domain/records';

const createdShopSchema = z.object({ shop: operatorShopSchema, api_key: z.string(), key_id: idSchema });

/** Operator CLI surface: shops and keys. Never reachable with a merchant credential. */
export function operatorRouter({ prisma, clock, signals, shops, settings, passwordCost }: OauthDeps) {
  const keyDeps = { prisma, clock, signals };
  return router({
    createShop: operatorProcedure
      .input(createShopInputSchema)
      .output(createdShopSchema)
      .mutation(async ({ input }) => {
        const now = clock.now();
        const passwordHash = input.owner ? await hashPassword(input.owner.password, passwordCost) : null;
        return createShopRetryingSlug(prisma, async (tx) => {
          const shop = await insertShop(tx, {
            name: input.name,
            currency: input.currency,
            plan: input.plan,
            enabledPaymentMethods: newShopPaymentMethods(settings.testPayments),
            nativeCryptoGateways: DEFAULT_NATIVE_CRYPTO_GATEWAYS,
            now,
          });
          if (input.owner && passwordHash) {
            const owner = { email: input.owner.email, passwordHash, role: 'owner' as const };
            await insertRecordedMember(tx, shop.id, OPERATOR, owner, now);
          }
          const { apiKey, row } = await insertRecordedApiKey(
            tx,
            shop.id,
            OPERATOR,
            { scopes: ['*'], name: 'Default key' },
            now,
          );
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
        shops.evict(shop.id);
        await announceCredentialChange(signals, shop.id, 'shop_status_changed');
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
        shops.evict(shop.id);
        await announceCredentialChange(signals, shop.id, 'shop_plan_changed');
        return { shop: toOperatorShop(shop) };
      }),

    /** `shop payment-methods`: e.g. the test provider on for one shop of a production platform. */
    setShopPaymentMethod: operatorProcedure
      .input(setShopPaymentMethodInputSchema)
      .output(shopPaymentMethodsSchema)
      .mutation(async ({ input }) => {
        const existing = await findShopOrThrow(prisma, input.shop_id);
        const shop = await prisma.shop.update({
          where: { id: input.shop_id },
          data: {
            enabledPaymentMethods: withPaymentMethod(
              existing.enabledPaymentMethods,
              input.method,
              input.enabled,
            ),
            updatedAt: clock.now(),
          },
        });
        shops.evict(shop.id);
        await announceCredentialChange(signals, shop.id, 'shop_payment_methods_changed');
        return { shop_id: shop.id, payment_methods: shop.enabledPaymentMethods };
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
        return createApiKey(keyDeps, input.shop_id, OPERATOR, OPERATOR_AUTHORITY, input);
      }),

    revokeKey: operatorProcedure
      .input(z.object({ key_id: idSchema }))
      .output(z.object({ revoked: z.literal(true), key: apiKeySummarySchema }))
      .mutation(async ({ input }) => ({
        revoked: true as const,
        key: await revokeApiKey(keyDeps, input.key_id, null, OPERATOR, OPERATOR_AUTHORITY),
      })),

    /** The spec's "scopes can be edited later": effective on the key's next request. */
    updateKeyScopes: operatorProcedure
      .input(z.object({ key_id: idSchema, scopes: createApiKeyInputSchema.shape.scopes }))
      .output(z.object({ key: apiKeySummarySchema }))
      .mutation(async ({ input }) => ({
        key: await changeApiKeyScopes(
          keyDeps,
          input.key_id,
          null,
          OPERATOR,
          OPERATOR_AUTHORITY,
          input.scopes,
        ),
      })),

    listKeys: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ keys: z.array(apiKeySummarySchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        return { keys: await listApiKeys(keyDeps, input.shop_id) };
      }),
  });
}
