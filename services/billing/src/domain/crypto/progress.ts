/**
 * Where a crypto checkout stands, computed afresh from what the chain reports right now. It keeps
 * no memory on purpose: after a reorg or a dropped transaction the chain's new answer simply maps
 * to an earlier state, with no "already paid" flag to unwind.
 */

export type CryptoPaymentState = 'AWAITING' | 'UNDERPAID' | 'CONFIRMING' | 'PAID';

export interface CryptoProgressInput {
  /** Base units the buyer was quoted. */
  expectedUnits: bigint;
  /** Base units received with 0 or more confirmations. */
  seenUnits: bigint;
  /** Base units received with at least `confirmationsNeeded` confirmations. */
  confirmedUnits: bigint;
  /** Confirmations of the latest payment; null when nothing was received. */
  confirmations: number | null;
  confirmationsNeeded: number;
}

export interface CryptoProgress {
  state: CryptoPaymentState;
  /** Received beyond the quote; 0 when not over. */
  overpaidUnits: bigint;
  /** Still to send to reach the quote; 0 once reached. */
  missingUnits: bigint;
  /**
   * For the buyer's "waiting for N more confirmations" line. Only an estimate, from the latest
   * payment's depth: the state itself is decided by `confirmedUnits`.
   */
  confirmationsLeft: number;
}

export function cryptoProgress(input: CryptoProgressInput): CryptoProgress {
  const { expectedUnits, confirmedUnits } = input;
  if (expectedUnits <= 0n) throw new RangeError(`expectedUnits must be positive, got ${expectedUnits}`);
  if (input.seenUnits < 0n || confirmedUnits < 0n) throw new RangeError('Received units cannot be negative');
  // Confirmed funds were necessarily seen; the two figures come from separate node queries, so a
  // reorg or block landing in between can make confirmed briefly exceed seen.
  const seenUnits = atLeast(input.seenUnits, confirmedUnits);
  const overpaidUnits = seenUnits > expectedUnits ? seenUnits - expectedUnits : 0n;
  const missingUnits = seenUnits < expectedUnits ? expectedUnits - seenUnits : 0n;
  const state: CryptoPaymentState =
    confirmedUnits >= expectedUnits
      ? 'PAID'
      : seenUnits >= expectedUnits
        ? 'CONFIRMING'
        : seenUnits > 0n
          ? 'UNDERPAID'
          : 'AWAITING';
  return { state, overpaidUnits, missingUnits, confirmationsLeft: confirmationsLeft(state, input) };
}

function confirmationsLeft(state: CryptoPaymentState, input: CryptoProgressInput): number {
  if (state === 'PAID') return 0;
  if (state !== 'CONFIRMING') return input.confirmationsNeeded;
  // Not PAID yet, so at least one more block is needed whatever the latest payment's depth says.
  return Math.max(1, input.confirmationsNeeded - (input.confirmations ?? 0));
}

/** Math.max for bigint, which Math.max does not accept. */
function atLeast(value: bigint, floor: bigint): bigint {
  if (value < floor) return floor;
  return value;
}
