import type { SqlExecutor } from '@shopforge/db/sql';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export interface NewCryptoPayment {
  address: string;
  attemptId: string;
  invoiceId: string;
  shopId: string;
  coin: string;
  xpub: string;
  derivationIndex: number;
  expectedUnits: bigint;
  rate: string;
  currency: string;
  confirmationsNeeded: number;
  watchUntil: Date;
}

/**
 * Inserts the payment's row, which reserves its address: false when the address was issued
 * before (the unique address, in one statement, so two shops sharing a key never get the same).
 */
export async function reserveCryptoPayment(
  db: SqlExecutor,
  payment: NewCryptoPayment,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO "crypto_payments" ("address", "attempt_id", "invoice_id", "shop_id", "coin", "xpub",
      "derivation_index", "expected_units", "rate", "currency", "confirmations_needed", "state",
      "watch_until", "created_at", "updated_at")
    VALUES ($1, $2::uuid, $3::uuid, $4::uuid, $5, $6, $7, $8::numeric, $9::numeric, $10, $11, 'AWAITING',
      $12::timestamptz, $13::timestamptz, $13::timestamptz)
    ON CONFLICT DO NOTHING RETURNING 1`,
    [
      payment.address,
      payment.attemptId,
      payment.invoiceId,
      payment.shopId,
      payment.coin,
      payment.xpub,
      payment.derivationIndex,
      payment.expectedUnits.toString(),
      payment.rate,
      payment.currency,
      payment.confirmationsNeeded,
      payment.watchUntil.toISOString(),
      now.toISOString(),
    ],
  );
  return rows.length > 0;
}

/** Gives a reserved address up again (its node could not be told to watch it). */
export async function deleteCryptoPayment(db: Db, address: string): Promise<void> {
  await db.cryptoPayment.deleteMany({ where: { address } });
}

/** Addresses still worth asking the chain about: not paid yet, and not past their late window. */
export function watchedCryptoPayments(db: Db, now: Date, limit: number) {
  return db.cryptoPayment.findMany({
    where: { state: { not: 'PAID' }, watchUntil: { gt: now } },
    orderBy: { updatedAt: 'asc' },
    take: limit,
  });
}

export interface CryptoObservation {
  seenUnits: bigint;
  confirmedUnits: bigint;
  confirmations: number;
  state: string;
}

/**
 * What the watcher saw at the address, on its row and, while it is the invoice's current attempt,
 * on the invoice (`crypto_received`, the confirmations the checkout shows).
 */
export async function recordObservation(db: Db, address: string, seen: CryptoObservation, now: Date) {
  const payment = await db.cryptoPayment.update({
    where: { address },
    data: {
      seenUnits: seen.seenUnits.toString(),
      confirmedUnits: seen.confirmedUnits.toString(),
      confirmations: seen.confirmations,
      state: seen.state,
      updatedAt: now,
    },
  });
  await db.invoice.updateMany({
    where: { id: payment.invoiceId, cryptoAddress: address },
    data: {
      cryptoReceivedUnits: seen.seenUnits.toString(),
      cryptoConfirmations: seen.confirmations,
      updatedAt: now,
    },
  });
  return payment;
}
