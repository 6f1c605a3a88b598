import { toCents } from '@shopforge/service-kit';
import { findAttemptByReference } from '../db/payment-attempts';
import { recordObservation, watchedCryptoPayments } from '../db/crypto-payments';
import type { BillingDeps } from '../deps';
import { fiatCentsFor, storedUnits } from '../domain/crypto/amounts';
import { coinInfo, isCoinId } from '../domain/crypto/coins';
import { cryptoProgress } from '../domain/crypto/progress';
import { NATIVE_CRYPTO_PROVIDER } from '../providers/crypto/native-crypto-provider';
import { reconcile } from './reconcile';

type Watched = Awaited<ReturnType<typeof watchedCryptoPayments>>[number];

/** Addresses looked at per pass; the oldest-looked-at first, so every address gets its turn. */
const BATCH = 100;

/**
 * One pass of the chain watcher (docs/payments.md "Native crypto"): asks each coin's node what
 * every open address received, records it, and turns it into this provider's events, applied
 * like any provider's (once each, by id): part of the amount → `payment.partial`; the whole
 * amount with its confirmations → `payment.succeeded`. A payment that drops out of the chain
 * before its confirmations simply stops counting. Returns how many addresses changed.
 */
export async function watchCryptoOnce(deps: BillingDeps): Promise<number> {
  const watched = await watchedCryptoPayments(deps.prisma, deps.clock.now(), BATCH);
  let changed = 0;
  for (const payment of watched) {
    try {
      if (await observe(deps, payment)) changed++;
    } catch (error) {
      deps.log.warn(
        { err: error, address: payment.address, coin: payment.coin },
        'crypto address not checked',
      );
    }
  }
  return changed;
}

async function observe(deps: BillingDeps, payment: Watched): Promise<boolean> {
  const watcher = deps.crypto.chains.get(payment.coin);
  if (!watcher || !isCoinId(payment.coin)) return false;
  const receipts = await watcher.receipts(payment.address, payment.confirmationsNeeded);
  const expectedUnits = storedUnits(payment.expectedUnits);
  const progress = cryptoProgress({
    expectedUnits,
    seenUnits: receipts.seenUnits,
    confirmedUnits: receipts.confirmedUnits,
    confirmations: receipts.confirmations,
    confirmationsNeeded: payment.confirmationsNeeded,
  });
  const confirmations = receipts.confirmations ?? 0;
  const unchanged =
    progress.state === payment.state &&
    receipts.seenUnits === storedUnits(payment.seenUnits) &&
    receipts.confirmedUnits === storedUnits(payment.confirmedUnits) &&
    confirmations === payment.confirmations;
  const observation = {
    seenUnits: receipts.seenUnits,
    confirmedUnits: receipts.confirmedUnits,
    confirmations,
    state: progress.state,
  };
  if (unchanged) {
    // Touched all the same, so the batch moves on to the addresses not looked at for longest.
    await recordObservation(deps.prisma, payment.address, observation, deps.clock.now());
    return false;
  }
  // The event first, the observation after: a pass that fails in between sees the change again.
  const attempt = await findAttemptByReference(deps.sql, payment.address);
  if (attempt) await applyProgress(deps, payment, attempt.amount, observation);
  await recordObservation(deps.prisma, payment.address, observation, deps.clock.now());
  return true;
}

async function applyProgress(
  deps: BillingDeps,
  payment: Watched,
  attemptAmount: string,
  observation: { seenUnits: bigint; state: string },
): Promise<void> {
  const base = { sessionId: payment.address, currency: payment.currency };
  if (observation.state === 'PAID') {
    await reconcile(
      deps,
      NATIVE_CRYPTO_PROVIDER,
      {
        ...base,
        id: `${payment.address}:paid`,
        type: 'payment.succeeded',
        amountCents: toCents(attemptAmount),
      },
      payment.shopId,
    );
  } else if (observation.state === 'UNDERPAID' && isCoinId(payment.coin)) {
    const decimals = coinInfo(payment.coin).decimals;
    await reconcile(
      deps,
      NATIVE_CRYPTO_PROVIDER,
      {
        ...base,
        id: `${payment.address}:received:${observation.seenUnits}`,
        type: 'payment.partial',
        amountCents: fiatCentsFor(observation.seenUnits, payment.rate.toString(), decimals),
      },
      payment.shopId,
    );
  }
}
