import { describe, expect, it } from 'vitest';
import {
  MONEY_MAX,
  MONEY_MAX_CENTS,
  MONEY_MAX_TEXT,
  moneyInput,
  moneyTextInput,
  positiveMoneyInput,
} from './common';

describe('money inputs are bounded by MONEY_MAX', () => {
  it('MONEY_MAX, its cents and its text name the same amount', () => {
    expect(MONEY_MAX * 100).toBe(MONEY_MAX_CENTS);
    expect(MONEY_MAX.toFixed(2)).toBe(MONEY_MAX_TEXT);
    expect(Number.isSafeInteger(MONEY_MAX_CENTS * 90)).toBe(true);
  });

  it('takes every amount up to MONEY_MAX, and refuses one cent more with the bound in the message', () => {
    for (const schema of [moneyInput, positiveMoneyInput]) {
      expect(schema.safeParse(MONEY_MAX).success).toBe(true);
      const over = schema.safeParse(1_000_000_000_000);
      expect(over.success).toBe(false);
      expect(over.error?.issues[0]?.message).toBe(`Must be at most ${MONEY_MAX_TEXT}.`);
    }
  });

  it('takes two-decimal amounts at every magnitude (the float check refused some above 2^29)', () => {
    for (const amount of [566_867_069.83, 123_456_789_012.34, 999_999_999_999.98, 0.29, 0.1 + 0.2]) {
      expect(moneyInput.safeParse(amount).success, String(amount)).toBe(true);
    }
  });

  it('refuses a third decimal at every magnitude', () => {
    for (const amount of [0.125, 1_000_000.001, 123_456_789_012.345]) {
      expect(moneyInput.safeParse(amount).success, String(amount)).toBe(false);
    }
  });

  it('bounds decimal text the same way', () => {
    expect(moneyTextInput.safeParse(MONEY_MAX_TEXT).success).toBe(true);
    expect(moneyTextInput.safeParse('1000000000000').success).toBe(false);
    expect(moneyTextInput.safeParse('1.005').success).toBe(false);
  });
});
