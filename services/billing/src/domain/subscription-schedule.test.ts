import { describe, expect, it } from 'vitest';
import { addInterval, dueActions, nextDueAt, type ScheduledSubscription } from './subscription-schedule';

const at = (iso: string) => new Date(iso);

const active = (over: Partial<ScheduledSubscription> = {}): ScheduledSubscription => ({
  status: 'ACTIVE',
  currentPeriodStart: at('2026-01-01T00:00:00Z'),
  currentPeriodEnd: at('2026-02-01T00:00:00Z'),
  cancelAtPeriodEnd: false,
  pausedAt: null,
  resumesAt: null,
  renewalInvoiceCreated: false,
  upcomingEmail1WeekSent: false,
  trialPeriodEndingEmailSent: false,
  billingProvider: null,
  ...over,
});

describe('subscription calendar', () => {
  it('monthly periods keep the anchor day and clamp to the end of shorter months', () => {
    expect(addInterval(at('2026-01-31T10:00:00Z'), 'MONTH', 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(at('2028-01-31T10:00:00Z'), 'MONTH', 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addInterval(at('2026-03-15T00:00:00Z'), 'MONTH', 3).toISOString()).toBe(
      '2026-06-15T00:00:00.000Z',
    );
    expect(addInterval(at('2026-11-30T00:00:00Z'), 'MONTH', 3).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });

  it('yearly, weekly and daily periods', () => {
    expect(addInterval(at('2028-02-29T00:00:00Z'), 'YEAR', 1).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addInterval(at('2026-01-01T00:00:00Z'), 'WEEK', 2).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(addInterval(at('2026-01-01T00:00:00Z'), 'DAY', 3).toISOString()).toBe('2026-01-04T00:00:00.000Z');
  });

  it('the reminder falls a week before the period ends and the renewal invoice three days before', () => {
    const sub = active();
    expect(dueActions(sub, at('2026-01-24T23:59:59Z'))).toEqual([]);
    expect(dueActions(sub, at('2026-01-25T00:00:00Z'))).toEqual(['remind']);
    expect(dueActions(sub, at('2026-01-29T00:00:00Z'))).toEqual(['remind', 'create_renewal']);
    expect(
      dueActions({ ...sub, upcomingEmail1WeekSent: true, renewalInvoiceCreated: true }, at('2026-03-01')),
    ).toEqual([]);
    expect(nextDueAt(sub)?.toISOString()).toBe('2026-01-25T00:00:00.000Z');
  });

  it('a short period moves its lead times to its middle', () => {
    const daily = active({ currentPeriodEnd: at('2026-01-02T00:00:00Z') });
    expect(dueActions(daily, at('2026-01-01T11:59:59Z'))).toEqual([]);
    expect(dueActions(daily, at('2026-01-01T12:00:00Z'))).toEqual(['remind', 'create_renewal']);
  });

  it('a trial is reminded three days before it ends, through its own flag', () => {
    const trial = active({ status: 'TRIALING', currentPeriodEnd: at('2026-01-15T00:00:00Z') });
    expect(dueActions(trial, new Date(at('2026-01-12T00:00:00Z').getTime() - 1))).toEqual([]);
    expect(dueActions(trial, at('2026-01-12T00:00:00Z'))).toEqual(['remind', 'create_renewal']);
    expect(dueActions({ ...trial, trialPeriodEndingEmailSent: true }, at('2026-01-12T00:00:00Z'))).toEqual([
      'create_renewal',
    ]);
  });

  it('a paused subscription only waits to resume; one cancelling at period end only waits for the end', () => {
    const paused = active({ pausedAt: at('2026-01-10T00:00:00Z') });
    expect(dueActions(paused, at('2026-03-01T00:00:00Z'))).toEqual([]);
    expect(nextDueAt(paused)).toBeNull();
    const resuming = { ...paused, resumesAt: at('2026-02-10T00:00:00Z') };
    expect(dueActions(resuming, at('2026-02-10T00:00:00Z'))).toEqual(['resume']);
    const ending = active({ cancelAtPeriodEnd: true });
    expect(dueActions(ending, at('2026-01-31T00:00:00Z'))).toEqual([]);
    expect(dueActions(ending, at('2026-02-01T00:00:00Z'))).toEqual(['cancel_at_period_end']);
    expect(nextDueAt(ending)?.getTime()).toBe(at('2026-02-01T00:00:00Z').getTime());
  });

  it('pending and cancelled subscriptions have nothing due', () => {
    expect(dueActions(active({ status: 'PENDING' }), at('2027-01-01'))).toEqual([]);
    expect(dueActions(active({ status: 'CANCELLED' }), at('2027-01-01'))).toEqual([]);
    expect(nextDueAt(active({ status: 'CANCELLED' }))).toBeNull();
  });

  it('a subscription its provider bills gets reminders but no renewal invoice', () => {
    const stripeBilled = active({ billingProvider: 'stripe', upcomingEmail1WeekSent: true });
    expect(dueActions(stripeBilled, at('2026-01-31T00:00:00Z'))).toEqual([]);
    expect(nextDueAt(stripeBilled)).toBeNull();
    expect(dueActions(active({ billingProvider: 'stripe' }), at('2026-01-31T00:00:00Z'))).toEqual(['remind']);
    expect(dueActions(active(), at('2026-01-31T00:00:00Z'))).toEqual(['remind', 'create_renewal']);
  });
});
