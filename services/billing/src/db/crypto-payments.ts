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

export function insertCryptoPayment(db: Db, payment: NewCryptoPayment, now: Date) {
  const { expectedUnits, ...fields } = payment;
  return db.cryptoPayment.create({
    data: {
      ...fields,
      expectedUnits: expectedUnits.toString(),
      state: 'AWAITING',
      createdAt: now,
      updatedAt: now,
    },
  });
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
