import { describe, expect, it } from 'vitest';
import { createLicenseInputSchema, updateLicenseInputSchema } from './billing/license';
import { pauseSubscriptionInputSchema } from './billing/subscription';
import {
  MAX_UNIX_SECONDS,
  MONEY_MAX,
  MONEY_MAX_CENTS,
  MONEY_MAX_TEXT,
  moneyInput,
  moneyTextInput,
  positiveMoneyInput,
  unixSecondsInput,
} from './common';
import { createCouponInputSchema } from './coupon';
import { eventFeedInputSchema, replayWebhookInputSchema } from './platform-events';

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

describe('times a caller sends are bounded to what a Date holds', () => {
  it('MAX_UNIX_SECONDS is the last second of year 9999, printable as a date', () => {
    expect(new Date(MAX_UNIX_SECONDS * 1000).toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });

  it('takes whole seconds from 0 to MAX_UNIX_SECONDS and refuses milliseconds, fractions, negatives and non-numbers', () => {
    for (const value of [0, 1_764_288_000, MAX_UNIX_SECONDS]) {
      expect(unixSecondsInput.safeParse(value).success, String(value)).toBe(true);
    }
    for (const value of [MAX_UNIX_SECONDS + 1, 1e15, 9_999_999_999_999, Infinity, Number.NaN, -1, 1.5, '3']) {
      const parsed = unixSecondsInput.safeParse(value);
      expect(parsed.success, String(value)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/^Must be Unix seconds/);
    }
  });

  it('every time field of the replay window, licenses, coupons and paused subscriptions uses it', () => {
    const far = 1e15;
    expect(replayWebhookInputSchema.safeParse({ since: far }).error?.issues[0]?.path).toEqual(['since']);
    expect(
      replayWebhookInputSchema.safeParse({ since: 0, until: 9_999_999_999_999 }).error?.issues[0]?.path,
    ).toEqual(['until']);
    expect(createLicenseInputSchema.safeParse({ product_id: 'p', expires_at: far }).success).toBe(false);
    expect(updateLicenseInputSchema.safeParse({ expires_at: far }).success).toBe(false);
    expect(pauseSubscriptionInputSchema.safeParse({ resumes_at: far }).success).toBe(false);
    expect(
      createCouponInputSchema.safeParse({ code: 'C', type: 'FIXED', discount: 1, valid_until: far }).success,
    ).toBe(false);
    expect(eventFeedInputSchema.safeParse({ since_ms: far * 1000 }).success).toBe(false);
  });
});
