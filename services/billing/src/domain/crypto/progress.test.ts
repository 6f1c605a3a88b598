import { describe, expect, it } from 'vitest';
import { type CryptoProgressInput, cryptoProgress } from './progress';

const quote = (overrides: Partial<CryptoProgressInput> = {}): CryptoProgressInput => ({
  expectedUnits: 1000n,
  seenUnits: 0n,
  confirmedUnits: 0n,
  confirmations: null,
  confirmationsNeeded: 6,
  ...overrides,
});

describe('crypto payment progress', () => {
  it('awaits payment while nothing was seen', () => {
    expect(cryptoProgress(quote())).toEqual({
      state: 'AWAITING',
      overpaidUnits: 0n,
      missingUnits: 1000n,
      confirmationsLeft: 6,
    });
  });

  it('is underpaid while less than the quote was seen, and says how much is missing', () => {
    expect(cryptoProgress(quote({ seenUnits: 400n, confirmations: 0 }))).toMatchObject({
      state: 'UNDERPAID',
      missingUnits: 600n,
      overpaidUnits: 0n,
    });
  });

  it('stays underpaid when a partial payment confirms', () => {
    expect(cryptoProgress(quote({ seenUnits: 400n, confirmedUnits: 400n, confirmations: 9 })).state).toBe(
      'UNDERPAID',
    );
  });

  it('is confirming once the full amount was seen but not yet confirmed deep enough', () => {
    expect(cryptoProgress(quote({ seenUnits: 1000n, confirmations: 2 }))).toEqual({
      state: 'CONFIRMING',
      overpaidUnits: 0n,
      missingUnits: 0n,
      confirmationsLeft: 4,
    });
  });

  it('keeps confirming when only part of the seen amount is confirmed', () => {
    expect(cryptoProgress(quote({ seenUnits: 1000n, confirmedUnits: 600n, confirmations: 0 }))).toMatchObject(
      {
        state: 'CONFIRMING',
        confirmationsLeft: 6,
      },
    );
  });

  it('always waits at least one more block while confirming', () => {
    expect(
      cryptoProgress(quote({ seenUnits: 1000n, confirmedUnits: 600n, confirmations: 8 })).confirmationsLeft,
    ).toBe(1);
  });

  it('is paid once the quote is confirmed', () => {
    expect(cryptoProgress(quote({ seenUnits: 1000n, confirmedUnits: 1000n, confirmations: 6 }))).toEqual({
      state: 'PAID',
      overpaidUnits: 0n,
      missingUnits: 0n,
      confirmationsLeft: 0,
    });
  });

  it('reports what was sent beyond the quote', () => {
    expect(cryptoProgress(quote({ seenUnits: 1250n, confirmations: 0 }))).toMatchObject({
      state: 'CONFIRMING',
      overpaidUnits: 250n,
    });
    expect(
      cryptoProgress(quote({ seenUnits: 1250n, confirmedUnits: 1250n, confirmations: 6 })),
    ).toMatchObject({
      state: 'PAID',
      overpaidUnits: 250n,
    });
  });

  it('goes back to awaiting when a seen payment disappears (reorg or dropped transaction)', () => {
    expect(cryptoProgress(quote({ seenUnits: 1000n, confirmations: 1 })).state).toBe('CONFIRMING');
    expect(cryptoProgress(quote({ seenUnits: 0n, confirmations: null }))).toMatchObject({
      state: 'AWAITING',
      missingUnits: 1000n,
    });
  });

  it('goes back from paid to underpaid when part of a confirmed payment is reorged out', () => {
    expect(cryptoProgress(quote({ seenUnits: 300n, confirmedUnits: 300n, confirmations: 6 }))).toMatchObject({
      state: 'UNDERPAID',
      missingUnits: 700n,
    });
  });

  it('counts confirmed funds as seen when the two readings disagree', () => {
    expect(cryptoProgress(quote({ seenUnits: 0n, confirmedUnits: 1000n, confirmations: 6 }))).toMatchObject({
      state: 'PAID',
      missingUnits: 0n,
    });
  });

  it('refuses a non-positive quote or negative receipts', () => {
    expect(() => cryptoProgress(quote({ expectedUnits: 0n }))).toThrow(RangeError);
    expect(() => cryptoProgress(quote({ seenUnits: -1n }))).toThrow(RangeError);
  });
});
