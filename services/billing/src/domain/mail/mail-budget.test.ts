import { describe, expect, it } from 'vitest';
import { budgetVerdict, MAIL_BUDGET_WINDOW_MS, spendsBudget } from './mail-budget';

const now = new Date('2026-12-01T12:00:00Z');
const stranger = { customer: false, templateOff: false, bounced: false, test: false };

describe('the mail budget', () => {
  it('mail to a customer spends nothing; mail to a stranger does, unless it will not be queued at all', () => {
    expect(spendsBudget({ ...stranger, customer: true })).toBe(false);
    expect(spendsBudget({ ...stranger, customer: true, test: true })).toBe(false);
    expect(spendsBudget(stranger)).toBe(true);
    expect(spendsBudget({ ...stranger, templateOff: true })).toBe(false);
    expect(spendsBudget({ ...stranger, bounced: true })).toBe(false);
    // A test send goes out whatever the settings say, so it spends.
    expect(spendsBudget({ ...stranger, templateOff: true, bounced: true, test: true })).toBe(true);
  });

  it('passes below the hourly budget; at it, says to wait until the oldest spend of the hour ages out', () => {
    expect(budgetVerdict({ count: 0, oldest: null }, 100, now)).toEqual({ ok: true });
    expect(budgetVerdict({ count: 99, oldest: now }, 100, now)).toEqual({ ok: true });
    const oldest = new Date(now.getTime() - MAIL_BUDGET_WINDOW_MS + 90_500);
    expect(budgetVerdict({ count: 100, oldest }, 100, now)).toEqual({ ok: false, retryAfterSeconds: 91 });
    expect(budgetVerdict({ count: 101, oldest: now }, 100, now)).toEqual({
      ok: false,
      retryAfterSeconds: 3600,
    });
    // Never "retry in 0 seconds".
    const aged = new Date(now.getTime() - MAIL_BUDGET_WINDOW_MS);
    expect(budgetVerdict({ count: 5, oldest: aged }, 5, now)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });
});
