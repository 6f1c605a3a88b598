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
import { OPERATOR_NOTICE_ACTOR, operatorProcedure, router, shopProcedure } from '@shopforge/service-kit';
import {
  connectPayPal,
  connectStripe,
  disconnectProvider,
  listProviders,
} from '../app/payment-provider-accounts';
import type { BillingDeps } from '../deps';
import { moneySettingsProcedure } from './money-settings-procedure';

/** The merchant's own payment provider accounts (docs/payments.md). */
export function paymentProvidersRouter(deps: BillingDeps) {
  const moneySettings = moneySettingsProcedure(deps.clock);
  return router({
    list: shopProcedure.output(paymentProviderListSchema).query(({ ctx }) => listProviders(deps, ctx.shopId)),

    connectStripe: moneySettings
      .input(connectStripeInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ ctx, input }) => connectStripe(deps, ctx.shopId, input, ctx.actor)),

    connectPayPal: moneySettings
      .input(connectPayPalInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ ctx, input }) => connectPayPal(deps, ctx.shopId, input, ctx.actor)),

    disconnect: moneySettings
      .input(paymentProviderRefSchema)
      .output(disconnectedPaymentProviderSchema)
      .mutation(({ ctx, input }) => disconnectProvider(deps, ctx.shopId, input.provider, ctx.actor)),

    /** `shopforge payment-provider …`: the same, for a shop the operator names. */
    operatorList: operatorProcedure
      .input(operatorShopRefSchema)
      .output(paymentProviderListSchema)
      .query(({ input }) => listProviders(deps, input.shop_id)),
    operatorConnectStripe: operatorProcedure
      .input(operatorConnectStripeInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ input: { shop_id, ...credentials } }) =>
        connectStripe(deps, shop_id, credentials, OPERATOR_NOTICE_ACTOR),
      ),
    operatorConnectPayPal: operatorProcedure
      .input(operatorConnectPayPalInputSchema)
      .output(paymentProviderSchema)
      .mutation(({ input: { shop_id, ...credentials } }) =>
        connectPayPal(deps, shop_id, credentials, OPERATOR_NOTICE_ACTOR),
      ),
    operatorDisconnect: operatorProcedure
      .input(operatorDisconnectProviderInputSchema)
      .output(disconnectedPaymentProviderSchema)
      .mutation(({ input }) =>
        disconnectProvider(deps, input.shop_id, input.provider, OPERATOR_NOTICE_ACTOR),
      ),
  });
}
