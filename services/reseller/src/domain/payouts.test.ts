import { describe, expect, it } from 'vitest';
import { payoutMove } from './payouts';

describe('payout life cycle', () => {
  it('a request is approved or rejected; an approved payout is completed or cancelled', () => {
    expect(payoutMove('REQUESTED', 'approve')).toEqual({ ok: true, to: 'APPROVED', money: 'none' });
    expect(payoutMove('REQUESTED', 'reject')).toEqual({ ok: true, to: 'REJECTED', money: 'release' });
    expect(payoutMove('APPROVED', 'complete')).toEqual({ ok: true, to: 'COMPLETED', money: 'debit' });
    expect(payoutMove('APPROVED', 'cancel')).toEqual({ ok: true, to: 'CANCELLED', money: 'release' });
    expect(payoutMove('REQUESTED', 'cancel')).toEqual({ ok: true, to: 'CANCELLED', money: 'release' });
  });

  it('no other move exists: a payout is completed once, and finished payouts stay finished', () => {
    for (const [status, action] of [
      ['REQUESTED', 'complete'],
      ['COMPLETED', 'cancel'],
      ['COMPLETED', 'complete'],
      ['REJECTED', 'approve'],
      ['CANCELLED', 'approve'],
      ['APPROVED', 'reject'],
    ] as const) {
      expect(payoutMove(status, action).ok).toBe(false);
    }
    expect(payoutMove('COMPLETED', 'cancel')).toMatchObject({ reason: expect.stringContaining('APPROVED') });
  });
});
