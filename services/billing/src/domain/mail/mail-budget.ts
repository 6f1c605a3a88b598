/** The window a shop's mail budget is counted over (docs/email.md "The mail budget"). */
export const MAIL_BUDGET_WINDOW_MS = 3_600_000;

/** The subcode of the 429 a spent budget answers, documented with RATE_LIMITED. */
export const MAIL_BUDGET_SPENT = 'MAIL_BUDGET_SPENT';

/** Whether a mail to this recipient spends the budget at all. */
export function spendsBudget(standing: {
  customer: boolean;
  templateOff: boolean;
  bounced: boolean;
  /** A test send goes out whatever the template setting and suppressions say. */
  test: boolean;
}): boolean {
  if (standing.customer) return false;
  // A mail that will not be queued sends nothing, so it spends nothing.
  return standing.test || (!standing.templateOff && !standing.bounced);
}

/**
 * The budget's answer for one more mail, given the shop's spends of the last hour: go ahead, or
 * wait the seconds until the oldest spend of the window ages out.
 */
export function budgetVerdict(
  spent: { count: number; oldest: Date | null },
  perHour: number,
  now: Date,
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  if (spent.count < perHour) return { ok: true };
  const freeAt = (spent.oldest ?? now).getTime() + MAIL_BUDGET_WINDOW_MS;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}
