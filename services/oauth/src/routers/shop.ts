import {
  capabilitiesSchema,
  operatorShopSchema,
  setNativeCryptoGatewaysInputSchema,
  setProviderPaymentMethodInputSchema,
  shopPaymentMethodsSchema,
  shopSchema,
} from '@shopforge/contracts';
import { announceCredentialChange } from '@shopforge/events';
import { z } from 'zod';
import { internalProcedure, router, shopProcedure } from '@shopforge/service-kit';
import { findShopOrThrow } from '../db/shops';
import type { OauthDeps } from '../deps';
import { describeCapabilities } from '../domain/capabilities';
import { withPaymentMethod } from '../domain/payment-methods';
import { toOperatorShop, toShopRecord } from '../domain/records';

/** The calling shop's own records (`/dev/v1/me`, `/dev/v1/me/capabilities`). */
export function shopRouter({ prisma, shops, clock, signals }: OauthDeps) {
  return router({
    me: shopProcedure.output(shopSchema).query(async ({ ctx }) => toShopRecord(await shops.find(ctx.shopId))),
    capabilities: shopProcedure.output(capabilitiesSchema).query(async ({ ctx }) => {
      const shop = await shops.find(ctx.shopId);
      const clientId = ctx.principal.oauth_client_id;
      const app = clientId ? await prisma.oauthApp.findUnique({ where: { clientId } }) : null;
      return describeCapabilities(
        ctx.principal,
        shop,
        app ? { clientId: app.clientId, name: app.name } : null,
      );
    }),
    /** A shop by id for sibling services that act without a merchant (the Reseller API's `/me`). */
    describe: internalProcedure
      .input(z.object({ shop_id: z.uuid() }))
      .output(operatorShopSchema)
      .query(async ({ input }) => toOperatorShop(await shops.find(input.shop_id))),
    /** What a shop can be paid with: billing asks before the test provider takes a payment. */
    paymentMethods: internalProcedure
      .input(z.object({ shop_id: z.uuid() }))
      .output(shopPaymentMethodsSchema)
      .query(async ({ input }) => {
        const shop = await shops.find(input.shop_id);
        return { shop_id: shop.id, payment_methods: shop.enabledPaymentMethods };
      }),
    /**
     * Billing turns a merchant provider's method (STRIPE) on once the shop's account is
     * connected, off when it is disconnected: `enabledPaymentMethods` says only what works.
     */
    setProviderPaymentMethod: internalProcedure
      .input(setProviderPaymentMethodInputSchema)
      .output(shopPaymentMethodsSchema)
      .mutation(async ({ input }) => {
        const existing = await findShopOrThrow(prisma, input.shop_id);
        const methods = withPaymentMethod(existing.enabledPaymentMethods, input.method, input.enabled);
        if (methods.join() === existing.enabledPaymentMethods.join())
          return { shop_id: existing.id, payment_methods: existing.enabledPaymentMethods };
        const shop = await prisma.shop.update({
          where: { id: input.shop_id },
          data: { enabledPaymentMethods: methods, updatedAt: clock.now() },
        });
        shops.evict(shop.id);
        await announceCredentialChange(signals, shop.id, 'shop_payment_methods_changed');
        return { shop_id: shop.id, payment_methods: shop.enabledPaymentMethods };
      }),
    /**
     * Billing names the coins the shop's wallets take: they are `nativeCryptoCheckout`'s
     * gateways, and the CRYPTO method is on while there is any. The whole list, not a change to
     * it, so a repeat or a late call leaves what billing last saw.
     */
    setNativeCryptoGateways: internalProcedure
      .input(setNativeCryptoGatewaysInputSchema)
      .output(shopPaymentMethodsSchema)
      .mutation(async ({ input }) => {
        const existing = await findShopOrThrow(prisma, input.shop_id);
        const gateways = [...new Set(input.gateways)].sort();
        const methods = withPaymentMethod(existing.enabledPaymentMethods, 'CRYPTO', gateways.length > 0);
        const shop = await prisma.shop.update({
          where: { id: input.shop_id },
          data: { enabledPaymentMethods: methods, nativeCryptoGateways: gateways, updatedAt: clock.now() },
        });
        shops.evict(shop.id);
        await announceCredentialChange(signals, shop.id, 'shop_payment_methods_changed');
        return { shop_id: shop.id, payment_methods: shop.enabledPaymentMethods };
      }),
    /** A shop by its public slug, for its storefront pages. */
    bySlug: internalProcedure
      .input(z.object({ slug: z.string().max(120) }))
      .output(operatorShopSchema.nullable())
      .query(async ({ input }) => {
        const shop = await prisma.shop.findUnique({ where: { slug: input.slug.toLowerCase() } });
        return shop ? toOperatorShop(shop) : null;
      }),
  });
}
