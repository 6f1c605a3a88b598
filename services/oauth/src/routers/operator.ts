import {
  apiKeySummarySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
  createShopInputSchema,
  idSchema,
  operatorShopSchema,
  planSchema,
  type SecurityDetails,
  setShopPaymentMethodInputSchema,
  shopPaymentMethodsSchema,
  shopStatusSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { hashPassword, operatorProcedure, router, uuidv7 } from '@shopforge/service-kit';
import { z } from 'zod';
import { insertApiKey } from '../db/api-keys';
import { OPERATOR, recordSecurityEvent } from '../db/security-events';
import { createShopRetryingSlug, findShopOrThrow, insertShop } from '../db/shops';
import type { Tx } from '../db/tx';
import { announceCredentialChange } from '@shopforge/events';
import type { OauthDeps } from '../deps';
import { DEFAULT_NATIVE_CRYPTO_GATEWAYS } from '../domain/defaults';
import { newShopPaymentMethods, withPaymentMethod } from '../domain/payment-methods';
import { toApiKeySummary, toOperatorShop } from '../domain/records';

function recordKeyEvent(
  tx: Tx,
  type: 'api_key.created' | 'api_key.revoked' | 'api_key.scopes_changed',
  key: { id: string; shopId: string; prefix: string },
  details: SecurityDetails,
  now: Date,
) {
  return recordSecurityEvent(tx, {
    shopId: key.shopId,
    type,
    actor: OPERATOR,
    subject: { type: 'api_key', id: key.id },
    details: { ...details, prefix: key.prefix },
    now,
  });
}

const createdShopSchema = z.object({ shop: operatorShopSchema, api_key: z.string(), key_id: idSchema });

/** Operator CLI surface: shops and keys. Never reachable with a merchant credential. */
export function operatorRouter({ prisma, clock, signals, shops, settings, passwordCost }: OauthDeps) {
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
            const owner = await tx.member.create({
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
            await recordSecurityEvent(tx, {
              shopId: shop.id,
              type: 'member.created',
              actor: OPERATOR,
              subject: { type: 'member', id: owner.id },
              details: { email: owner.email, role: owner.role },
              now,
            });
          }
          const { apiKey, row } = await insertApiKey(tx, {
            shopId: shop.id,
            scopes: ['*'],
            name: 'Default key',
            now,
          });
          await recordKeyEvent(tx, 'api_key.created', row, { scopes: row.scopes, name: row.name }, now);
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
        const now = clock.now();
        const { apiKey, row } = await prisma.$transaction(async (tx) => {
          const created = await insertApiKey(tx, {
            shopId: input.shop_id,
            scopes: input.scopes,
            name: input.name,
            now,
          });
          const details = { scopes: created.row.scopes, name: created.row.name };
          await recordKeyEvent(tx, 'api_key.created', created.row, details, now);
          return created;
        });
        return { key_id: row.id, api_key: apiKey, scopes: row.scopes, key: toApiKeySummary(row) };
      }),

    revokeKey: operatorProcedure
      .input(z.object({ key_id: idSchema }))
      .output(z.object({ revoked: z.literal(true), key: apiKeySummarySchema }))
      .mutation(async ({ input }) => {
        const existing = await prisma.apiKey.findUnique({ where: { id: input.key_id } });
        if (!existing) throw new AppError('NOT_FOUND', 'API key not found.');
        // Revocation is permanent; revoking twice keeps the first timestamp.
        if (existing.revokedAt) return { revoked: true as const, key: toApiKeySummary(existing) };
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const revoked = await tx.apiKey.update({ where: { id: input.key_id }, data: { revokedAt: now } });
          await recordKeyEvent(tx, 'api_key.revoked', revoked, { name: revoked.name }, now);
          return revoked;
        });
        await announceCredentialChange(signals, row.shopId, 'api_key_revoked');
        return { revoked: true as const, key: toApiKeySummary(row) };
      }),

    /** The spec's "scopes can be edited later": effective on the key's next request. */
    updateKeyScopes: operatorProcedure
      .input(z.object({ key_id: idSchema, scopes: createApiKeyInputSchema.shape.scopes }))
      .output(z.object({ key: apiKeySummarySchema }))
      .mutation(async ({ input }) => {
        const existing = await prisma.apiKey.findUnique({ where: { id: input.key_id } });
        if (!existing) throw new AppError('NOT_FOUND', 'API key not found.');
        if (existing.revokedAt) throw new AppError('BAD_REQUEST', 'A revoked key cannot be changed.');
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const updated = await tx.apiKey.update({
            where: { id: existing.id },
            data: { scopes: input.scopes },
          });
          const details = { from: existing.scopes, to: updated.scopes };
          await recordKeyEvent(tx, 'api_key.scopes_changed', updated, details, now);
          return updated;
        });
        await announceCredentialChange(signals, row.shopId, 'api_key_scopes_changed');
        return { key: toApiKeySummary(row) };
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
