import type { BlacklistEntry } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { toUnixSeconds } from '@shopforge/service-kit';
import type { BillingPrisma } from '../../db/client';
import type { BillingTx } from '../../db/invoices';
import { recordTimeline } from '../../db/timeline';
import type { BillingDeps } from '../../deps';
import { type Buyer, buyerKeys, matchingEntry } from '../../domain/blacklist';
import { BUYER } from '../status-change';

interface EntryRow {
  id: string;
  type: string;
  matchKey: string;
  display: string;
  note: string | null;
  hits: number;
  lastHitAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toBlacklistEntry(row: EntryRow): BlacklistEntry {
  return {
    id: row.id,
    type: row.type as BlacklistEntry['type'],
    data: row.display,
    note: row.note,
    hits: row.hits,
    last_hit_at: row.lastHitAt ? toUnixSeconds(row.lastHitAt) : null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export const blacklistEntryNotFound = () =>
  new AppError('BLACKLIST_ENTRY_NOT_FOUND', 'No blacklist entry with this id in this shop.');

/** The shop's entry that blocks this buyer, if any: exact kinds by index, IP entries by range. */
export async function blockingEntry(db: BillingPrisma | BillingTx, shopId: string, buyer: Buyer) {
  const keys = buyerKeys(buyer);
  const exact = (Object.entries(keys) as [string, string[]][])
    .filter(([, values]) => values.length > 0)
    .map(([type, values]) => ({ type, matchKey: { in: values } }));
  const candidates = await db.blacklistEntry.findMany({
    where: { shopId, OR: [...exact, ...(buyer.ip ? [{ type: 'IP' }] : [])] },
    orderBy: { id: 'asc' },
  });
  return matchingEntry(candidates, buyer);
}

/**
 * Refuses a blacklisted buyer with 400 BUYER_BLACKLISTED. The buyer is not told which entry
 * matched (that would teach them what to change); the merchant sees it in the entry's hit
 * count and, when the buyer was paying an existing invoice, as a `payment_failed` timeline
 * entry naming the entry.
 */
export async function refuseBlacklistedBuyer(
  deps: BillingDeps,
  shopId: string,
  buyer: Buyer,
  paying?: { invoice: { shopId: string; uniqid: string; currency: string }; gateway: string | null },
): Promise<void> {
  const entry = await blockingEntry(deps.prisma, shopId, buyer);
  if (!entry) return;
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    await tx.blacklistEntry.update({
      where: { id: entry.id },
      data: { hits: { increment: 1 }, lastHitAt: now },
    });
    if (paying) {
      await recordTimeline(tx, paying.invoice, 'payment_failed', now, {
        actor: BUYER,
        gateway: paying.gateway,
        currency: paying.invoice.currency,
        reason: 'blacklisted',
        outcome: 'refused',
        reference: entry.id,
        note: `Refused: blacklist entry ${entry.id} (${entry.type}) matches the buyer.`,
      });
    }
  });
  throw new AppError('BUYER_BLACKLISTED', 'This shop does not accept orders or payments from you.');
}
