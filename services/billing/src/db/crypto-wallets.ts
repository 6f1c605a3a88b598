import type { SqlExecutor } from '@shopforge/db/sql';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export interface WalletWrite {
  shopId: string;
  coin: string;
  xpub: string;
  confirmationsNeeded: number;
}

/**
 * Registers the wallet, or replaces its key and settings. A new key starts its addresses at
 * index 0; the same key keeps counting, so no address is ever issued twice.
 */
export async function upsertWallet(db: Db, wallet: WalletWrite, now: Date) {
  const { shopId, coin, ...fields } = wallet;
  const existing = await db.cryptoWallet.findUnique({ where: { shopId_coin: { shopId, coin } } });
  const nextIndex = existing && existing.xpub === wallet.xpub ? existing.nextIndex : 0;
  return db.cryptoWallet.upsert({
    where: { shopId_coin: { shopId, coin } },
    create: { shopId, coin, ...fields, nextIndex, createdAt: now, updatedAt: now },
    update: { ...fields, nextIndex, updatedAt: now },
  });
}

export function findWallet(db: Db, shopId: string, coin: string) {
  return db.cryptoWallet.findUnique({ where: { shopId_coin: { shopId, coin } } });
}

export function listWallets(db: Db, shopId: string) {
  return db.cryptoWallet.findMany({ where: { shopId }, orderBy: { coin: 'asc' } });
}

/** True when a wallet was registered and is now gone. */
export async function deleteWallet(db: Db, shopId: string, coin: string): Promise<boolean> {
  const { count } = await db.cryptoWallet.deleteMany({ where: { shopId, coin } });
  return count > 0;
}

/**
 * Takes the wallet's next address index (one statement, so two invoices created at once never
 * share an address); null when the shop has no wallet for the coin.
 */
export async function takeAddressIndex(
  db: SqlExecutor,
  shopId: string,
  coin: string,
  now: Date,
): Promise<{ xpub: string; index: number; confirmationsNeeded: number } | null> {
  const [row] = await db.query<{ xpub: string; index: number; confirmationsNeeded: number }>(
    `UPDATE "crypto_wallets" SET "next_index" = "next_index" + 1, "updated_at" = $3::timestamptz
    WHERE "shop_id" = $1::uuid AND "coin" = $2
    RETURNING "xpub", "next_index" - 1 AS "index", "confirmations_needed" AS "confirmationsNeeded"`,
    [shopId, coin, now.toISOString()],
  );
  return row
    ? { xpub: row.xpub, index: Number(row.index), confirmationsNeeded: Number(row.confirmationsNeeded) }
    : null;
}
