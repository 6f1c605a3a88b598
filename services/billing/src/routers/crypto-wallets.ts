import {
  cryptoWalletListSchema,
  cryptoWalletRefSchema,
  cryptoWalletSchema,
  deletedCryptoWalletSchema,
  operatorCryptoWalletRefSchema,
  operatorPutCryptoWalletInputSchema,
  operatorShopRefSchema,
  putCryptoWalletInputSchema,
} from '@shopforge/contracts';
import { OPERATOR_NOTICE_ACTOR, operatorProcedure, router, shopProcedure } from '@shopforge/service-kit';
import { listCryptoWallets, putCryptoWallet, removeCryptoWallet } from '../app/crypto-wallets';
import type { BillingDeps } from '../deps';
import { moneySettingsProcedure } from './money-settings-procedure';

/** The shop's own wallets for native crypto (docs/payments.md "Native crypto"). */
export function cryptoWalletsRouter(deps: BillingDeps) {
  const moneySettings = moneySettingsProcedure(deps.clock);
  return router({
    list: shopProcedure
      .output(cryptoWalletListSchema)
      .query(({ ctx }) => listCryptoWallets(deps, ctx.shopId)),
    put: moneySettings
      .input(putCryptoWalletInputSchema)
      .output(cryptoWalletSchema)
      .mutation(({ ctx, input }) => putCryptoWallet(deps, ctx.shopId, input, ctx.actor)),
    remove: moneySettings
      .input(cryptoWalletRefSchema)
      .output(deletedCryptoWalletSchema)
      .mutation(({ ctx, input }) => removeCryptoWallet(deps, ctx.shopId, input.coin, ctx.actor)),

    /** `shopforge crypto-wallet …`: the same, for a shop the operator names. */
    operatorList: operatorProcedure
      .input(operatorShopRefSchema)
      .output(cryptoWalletListSchema)
      .query(({ input }) => listCryptoWallets(deps, input.shop_id)),
    operatorPut: operatorProcedure
      .input(operatorPutCryptoWalletInputSchema)
      .output(cryptoWalletSchema)
      .mutation(({ input: { shop_id, ...wallet } }) =>
        putCryptoWallet(deps, shop_id, wallet, OPERATOR_NOTICE_ACTOR),
      ),
    operatorRemove: operatorProcedure
      .input(operatorCryptoWalletRefSchema)
      .output(deletedCryptoWalletSchema)
      .mutation(({ input }) => removeCryptoWallet(deps, input.shop_id, input.coin, OPERATOR_NOTICE_ACTOR)),
  });
}
