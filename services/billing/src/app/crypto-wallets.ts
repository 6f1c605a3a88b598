import type { CryptoWallet, NativeCryptoCoin, PutCryptoWalletInput } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { deleteWallet, listWallets, upsertWallet } from '../db/crypto-wallets';
import type { BillingDeps } from '../deps';
import { coinInfo } from '../domain/crypto/coins';
import { InvalidExtendedKeyError, parseExtendedPublicKey } from '../domain/crypto/extended-key';
import { toCryptoWallet } from '../domain/crypto-wallet-record';

/**
 * Registers (or replaces) the shop's wallet for a coin, then tells the oauth service which coins
 * the shop now takes (`nativeCryptoCheckout`, the CRYPTO method). A coin whose node this
 * platform does not watch is stored but not offered (`active` false): an address nobody watches
 * would take money silently.
 */
export async function putCryptoWallet(
  deps: BillingDeps,
  shopId: string,
  input: PutCryptoWalletInput,
): Promise<CryptoWallet> {
  try {
    parseExtendedPublicKey(input.xpub);
  } catch (error) {
    if (!(error instanceof InvalidExtendedKeyError)) throw error;
    throw new AppError('VALIDATION_ERROR', 'The extended public key is not usable.', {
      details: [{ field: 'xpub', message: error.message }],
    });
  }
  const row = await upsertWallet(
    deps.prisma,
    {
      shopId,
      coin: input.coin,
      xpub: input.xpub,
      confirmationsNeeded: input.confirmations_needed ?? coinInfo(input.coin).defaultConfirmations,
    },
    deps.clock.now(),
  );
  await announceCoins(deps, shopId);
  return toCryptoWallet(row, deps.crypto.network, deps.crypto.chains.has(row.coin));
}

/** Removes the wallet: new invoices stop offering the coin; addresses already issued are still watched. */
export async function removeCryptoWallet(
  deps: BillingDeps,
  shopId: string,
  coin: NativeCryptoCoin,
): Promise<{ coin: NativeCryptoCoin; deleted: true }> {
  const deleted = await deleteWallet(deps.prisma, shopId, coin);
  await announceCoins(deps, shopId);
  if (!deleted) throw new AppError('NOT_FOUND', `This shop has no ${coin} wallet.`);
  return { coin, deleted: true };
}

export async function listCryptoWallets(
  deps: BillingDeps,
  shopId: string,
): Promise<{ data: CryptoWallet[] }> {
  const rows = await listWallets(deps.prisma, shopId);
  return {
    data: rows.map((row) => toCryptoWallet(row, deps.crypto.network, deps.crypto.chains.has(row.coin))),
  };
}

/** The whole list from billing's table, so a repeat after a failure (or a race) ends right. */
async function announceCoins(deps: BillingDeps, shopId: string): Promise<void> {
  const rows = await listWallets(deps.prisma, shopId);
  await deps.shops.setNativeCryptoGateways(
    shopId,
    rows.filter((row) => deps.crypto.chains.has(row.coin)).map((row) => row.coin),
  );
}
