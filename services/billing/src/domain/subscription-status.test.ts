import { describe, expect, it } from 'vitest';
import { moveSubscription } from './subscription-status';

describe('subscription status machine', () => {
  it('a paid first invoice starts the trial when the product has trial days, otherwise activates', () => {
    expect(moveSubscription('PENDING', { kind: 'first_paid', trial: true })).toEqual({
      ok: true,
      status: 'TRIALING',
      events: ['subscription:trial:started'],
    });
    expect(moveSubscription('PENDING', { kind: 'first_paid', trial: false })).toEqual({
      ok: true,
      status: 'ACTIVE',
      events: ['subscription:updated'],
    });
  });

  it('a paid renewal ends a trial and renews; an active subscription just renews', () => {
    expect(moveSubscription('TRIALING', { kind: 'renewal_paid' })).toMatchObject({
      status: 'ACTIVE',
      events: ['subscription:trial:ended', 'subscription:renewed'],
    });
    expect(moveSubscription('ACTIVE', { kind: 'renewal_paid' })).toMatchObject({
      status: 'ACTIVE',
      events: ['subscription:renewed'],
    });
  });

  it('a pending subscription cannot renew and a started one cannot start again', () => {
    expect(moveSubscription('PENDING', { kind: 'renewal_paid' }).ok).toBe(false);
    expect(moveSubscription('ACTIVE', { kind: 'first_paid', trial: false }).ok).toBe(false);
  });

  it('cancelling writes CANCELLED from every live status, and both spellings count as cancelled', () => {
    for (const status of ['PENDING', 'TRIALING', 'ACTIVE']) {
      expect(moveSubscription(status, { kind: 'cancel' })).toMatchObject({ ok: true, status: 'CANCELLED' });
      expect(moveSubscription(status, { kind: 'unpaid' })).toMatchObject({ ok: true, status: 'CANCELLED' });
    }
    for (const status of ['CANCELLED', 'CANCELED']) {
      expect(moveSubscription(status, { kind: 'cancel' })).toEqual({
        ok: false,
        reason: 'This subscription is already cancelled.',
      });
    }
  });
});
