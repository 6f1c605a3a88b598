import {
  connectPayPalInputSchema,
  connectStripeInputSchema,
  disconnectedPaymentProviderSchema,
  operatorConnectPayPalInputSchema,
  operatorConnectStripeInputSchema,
  operatorDisconnectProviderInputSchema,
  operatorShopRefSchema,
  paymentProviderListSchema,
  paymentProviderRefSchema,
  paymentProviderSchema,
} from '@shopforge/contracts';
import { operatorProcedure, router, shopProcedure } from '@shopforge/service-kit';
import {
  connectPayPal,
  connectStripe,
  disconnectProvider,
  listProviders,
} from '../app/payment-provider-accounts';
import type { BillingDeps } from '../deps';

/** The merchant's own payment provider accounts (docs/payments.md). */
export function paymentProvidersRouter(deps: BillingDeps) {
  return router({
    list: shopProcedure.output(paymentProviderListSchema).query(({ ctx }) => listProviders(deps, ctx.shopId)),

    connectStripe: shopProcedure
      .input(connectStripeInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ ctx, input }) => connectStripe(deps, ctx.shopId, input)),

    connectPayPal: shopProcedure
      .input(connectPayPalInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ ctx, input }) => connectPayPal(deps, ctx.shopId, input)),

    disconnect: shopProcedure
      .input(paymentProviderRefSchema)
      .output(disconnectedPaymentProviderSchema)
      .mutation(({ ctx, input }) => disconnectProvider(deps, ctx.shopId, input.provider)),

    /** `shopforge payment-provider …`: the same, for a shop the operator names. */
    operatorList: operatorProcedure
      .input(operatorShopRefSchema)
      .output(paymentProviderListSchema)
      .query(({ input }) => listProviders(deps, input.shop_id)),
    operatorConnectStripe: operatorProcedure
      .input(operatorConnectStripeInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ input: { shop_id, ...credentials } }) => connectStripe(deps, shop_id, credentials)),
    operatorConnectPayPal: operatorProcedure
      .input(operatorConnectPayPalInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ input: { shop_id, ...credentials } }) => connectPayPal(deps, shop_id, credentials)),
    operatorDisconnect: operatorProcedure
      .input(operatorDisconnectProviderInputSchema)
      .output(disconnectedPaymentProviderSchema)
      .mutation(({ input }) => disconnectProvider(deps, input.shop_id, input.provider)),
  });
}
