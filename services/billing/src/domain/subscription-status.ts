/**
 * The subscription status machine (docs/subscriptions.md), pure. Each move names the events it
 * sends; the caller writes them (and their `:product` variants) in the same transaction.
 *
 * PENDING ─first invoice paid─▶ TRIALING (trial days) or ACTIVE
 * TRIALING/ACTIVE ─renewal invoice paid─▶ ACTIVE (a new period)
 * any live status ─cancel, or the period's invoice expires or is voided unpaid─▶ CANCELLED
 *
 * `CANCELED` is never written: it is the spelling of subscriptions mirrored from Stripe, read
 * as the same state as `CANCELLED`.
 */

import type { SUBSCRIPTION_STATUSES } from '@shopforge/contracts';

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type SubscriptionEventName =
  | 'subscription:created'
  | 'subscription:trial:started'
  | 'subscription:trial:ended'
  | 'subscription:updated'
  | 'subscription:renewed'
  | 'subscription:cancelled'
  | 'subscription:upcoming';

export type SubscriptionMove =
  | { kind: 'first_paid'; trial: boolean }
  | { kind: 'renewal_paid' }
  | { kind: 'unpaid' }
  | { kind: 'cancel' };

export type MoveResult =
  | { ok: true; status: SubscriptionStatus; events: SubscriptionEventName[] }
  | { ok: false; reason: string };

export const isCancelled = (status: string) => status === 'CANCELLED' || status === 'CANCELED';
const isLive = (status: string) => status === 'ACTIVE' || status === 'TRIALING';

export function moveSubscription(status: string, move: SubscriptionMove): MoveResult {
  if (isCancelled(status)) return { ok: false, reason: 'This subscription is already cancelled.' };
  switch (move.kind) {
    case 'first_paid':
      if (status !== 'PENDING') return { ok: false, reason: 'This subscription has already started.' };
      return move.trial
        ? { ok: true, status: 'TRIALING', events: ['subscription:trial:started'] }
        : { ok: true, status: 'ACTIVE', events: ['subscription:updated'] };
    case 'renewal_paid':
      if (!isLive(status)) return { ok: false, reason: 'Only a started subscription renews.' };
      return {
        ok: true,
        status: 'ACTIVE',
        events:
          status === 'TRIALING'
            ? ['subscription:trial:ended', 'subscription:renewed']
            : ['subscription:renewed'],
      };
    case 'unpaid':
    case 'cancel':
      return { ok: true, status: 'CANCELLED', events: ['subscription:cancelled'] };
  }
}
