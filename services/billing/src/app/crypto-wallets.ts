import type { CryptoWallet, NativeCryptoCoin, NoticeActor, PutCryptoWalletInput } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { announceSecurityChange } from '@shopforge/events';
import { deleteWallet, findWallet, listWallets, upsertWallet } from '../db/crypto-wallets';
import type { BillingDeps } from '../deps';
import { coinInfo } from '../domain/crypto/coins';
import { InvalidExtendedKeyError, parseExtendedPublicKey } from '../domain/crypto/extended-key';
import { toCryptoWallet } from '../domain/crypto-wallet-record';

/**
 * Registers (or replaces) the shop's wallet for a coin and announces it (the security trail,
 * the owners' notice: docs/payments.md "Who may change money settings") in one transaction,
 * then tells the oauth service which coins the shop now takes (`nativeCryptoCheckout`, the
 * CRYPTO method). A coin whose node this platform does not watch is stored but not offered
 * (`active` false): an address nobody watches would take money silently.
 */
export async function putCryptoWallet(
  deps: BillingDeps,
  shopId: string,
  input: PutCryptoWalletInput,
  actor: NoticeActor,
): Promise<CryptoWallet> {
  try {
    parseExtendedPublicKey(input.xpub);
  } catch (error) {
    if (!(error instanceof InvalidExtendedKeyError)) throw error;
    throw new AppError('VALIDATION_ERROR', 'The extended public key is not usable.', {
      details: [{ field: 'xpub', message: error.message }],
    });
  }
  const now = deps.clock.now();
  const wallet = await deps.prisma.$transaction(async (tx) => {
    const replaced = (await findWallet(tx, shopId, input.coin)) !== null;
    const row = await upsertWallet(
      tx,
      {
        shopId,
        coin: input.coin,
        xpub: input.xpub,
        confirmationsNeeded: input.confirmations_needed ?? coinInfo(input.coin).defaultConfirmations,
      },
      now,
    );
    const written = toCryptoWallet(row, deps.crypto.network, deps.crypto.chains.has(row.coin));
    await announceSecurityChange(tx, shopId, {
      type: 'crypto_wallet.registered',
      actor,
      occurred_at: now.toISOString(),
      details: {
        coin: written.coin,
        first_address: written.first_address,
        xpub_fingerprint: written.xpub_fingerprint,
        confirmations_needed: written.confirmations_needed,
        replaced,
      },
    });
    return written;
  });
  await announceCoins(deps, shopId);
  return wallet;
}

/**
 * Removes the wallet (announced in the same transaction): new invoices stop offering the coin;
 * addresses already issued are still watched.
 */
export async function removeCryptoWallet(
  deps: BillingDeps,
  shopId: string,
  coin: NativeCryptoCoin,
  actor: NoticeActor,
): Promise<{ coin: NativeCryptoCoin; deleted: true }> {
  const now = deps.clock.now();
  const deleted = await deps.prisma.$transaction(async (tx) => {
    const existing = await findWallet(tx, shopId, coin);
    if (!existing || !(await deleteWallet(tx, shopId, coin))) return false;
    await announceSecurityChange(tx, shopId, {
      type: 'crypto_wallet.removed',
      actor,
      occurred_at: now.toISOString(),
      details: { coin, first_address: toCryptoWallet(existing, deps.crypto.network, false).first_address },
    });
    return true;
  });
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
