/**
 * The subscription calendar, pure: how periods follow each other and when the scheduler's
 * reminders, renewal invoices and period-end cancellations fall due (docs/subscriptions.md).
 */

import type { RecurringInterval } from '@shopforge/contracts';

const DAY_MS = 86_400_000;

/**
 * Adds `count` intervals. Months and years are calendar steps anchored on the start's day of
 * month, clamped to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29), as Stripe
 * bills; days and weeks are exact multiples of 24 h.
 */
export function addInterval(start: Date, interval: RecurringInterval, count: number): Date {
  if (interval === 'DAY') return new Date(start.getTime() + count * DAY_MS);
  if (interval === 'WEEK') return new Date(start.getTime() + count * 7 * DAY_MS);
  const months = interval === 'MONTH' ? count : count * 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(start.getTime());
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return result;
}

/** A lead time before a period ends, never more than half the period (short periods). */
function lead(periodStart: Date, periodEnd: Date, wanted: number): number {
  return Math.min(wanted, Math.floor((periodEnd.getTime() - periodStart.getTime()) / 2));
}

/** Renewal invoices are created three days before the period ends, so the buyer can pay in time. */
export const RENEWAL_LEAD_MS = 3 * DAY_MS;
/** The `subscription:upcoming` reminder goes out a week before a renewal. */
export const REMINDER_LEAD_MS = 7 * DAY_MS;
/** The trial-ending reminder goes out three days before the trial ends. */
export const TRIAL_REMINDER_LEAD_MS = 3 * DAY_MS;

export function renewalDueAt(periodStart: Date, periodEnd: Date): Date {
  return new Date(periodEnd.getTime() - lead(periodStart, periodEnd, RENEWAL_LEAD_MS));
}

export function reminderDueAt(periodStart: Date, periodEnd: Date, trialing: boolean): Date {
  const wanted = trialing ? TRIAL_REMINDER_LEAD_MS : REMINDER_LEAD_MS;
  return new Date(periodEnd.getTime() - lead(periodStart, periodEnd, wanted));
}

/** What the scheduler reads of a subscription. */
export interface ScheduledSubscription {
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pausedAt: Date | null;
  resumesAt: Date | null;
  renewalInvoiceCreated: boolean;
  upcomingEmail1WeekSent: boolean;
  trialPeriodEndingEmailSent: boolean;
  /** Set when a provider bills each period itself: its events renew, no renewal invoice is made. */
  billingProvider: string | null;
}

export type ScheduledAction = 'resume' | 'cancel_at_period_end' | 'remind' | 'create_renewal';

const LIVE = new Set(['ACTIVE', 'TRIALING']);

/**
 * What is due for one subscription at `now`, in the order to apply it. A paused subscription
 * only waits for its resume time; one set to cancel at period end gets no reminder or renewal,
 * only its cancellation once the period is over.
 */
export function dueActions(sub: ScheduledSubscription, now: Date): ScheduledAction[] {
  if (!LIVE.has(sub.status) || !sub.currentPeriodStart || !sub.currentPeriodEnd) return [];
  const t = now.getTime();
  if (sub.pausedAt) return sub.resumesAt && sub.resumesAt.getTime() <= t ? ['resume'] : [];
  if (sub.cancelAtPeriodEnd) return sub.currentPeriodEnd.getTime() <= t ? ['cancel_at_period_end'] : [];
  const actions: ScheduledAction[] = [];
  const trialing = sub.status === 'TRIALING';
  const reminded = trialing ? sub.trialPeriodEndingEmailSent : sub.upcomingEmail1WeekSent;
  if (!reminded && reminderDueAt(sub.currentPeriodStart, sub.currentPeriodEnd, trialing).getTime() <= t) {
    actions.push('remind');
  }
  if (
    !sub.renewalInvoiceCreated &&
    !sub.billingProvider &&
    renewalDueAt(sub.currentPeriodStart, sub.currentPeriodEnd).getTime() <= t
  ) {
    actions.push('create_renewal');
  }
  return actions;
}

/** The earliest moment anything becomes due, so the scheduler can query by one column. */
export function nextDueAt(sub: ScheduledSubscription): Date | null {
  if (!LIVE.has(sub.status) || !sub.currentPeriodStart || !sub.currentPeriodEnd) return null;
  if (sub.pausedAt) return sub.resumesAt;
  if (sub.cancelAtPeriodEnd) return sub.currentPeriodEnd;
  const trialing = sub.status === 'TRIALING';
  const reminded = trialing ? sub.trialPeriodEndingEmailSent : sub.upcomingEmail1WeekSent;
  const candidates = [
    reminded ? null : reminderDueAt(sub.currentPeriodStart, sub.currentPeriodEnd, trialing),
    sub.renewalInvoiceCreated || sub.billingProvider
      ? null
      : renewalDueAt(sub.currentPeriodStart, sub.currentPeriodEnd),
  ].filter((date): date is Date => date !== null);
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates.map((date) => date.getTime())));
}
