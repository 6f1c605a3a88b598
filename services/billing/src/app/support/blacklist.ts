import type { BlacklistEntry } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { toUnixSeconds } from '@shopforge/service-kit';
import type { SqlExecutor } from '@shopforge/db/sql';
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

/**
 * The shop's entries a buyer could match, in id order: exact kinds by their index, and every IP
 * entry when the buyer has an address (ranges are matched here, in `matchingEntry`). One
 * statement on the driver: every order and every payment asks.
 */
const CANDIDATES_SQL = `SELECT "id", "type", "match_key" AS "matchKey", "display", "note", "hits",
  "last_hit_at" AS "lastHitAt", "created_at" AS "createdAt", "updated_at" AS "updatedAt"
FROM "blacklist_entries"
WHERE "shop_id" = $1::uuid
  AND (("type", "match_key") IN (SELECT * FROM unnest($2::text[], $3::text[])) OR ($4 AND "type" = 'IP'))
ORDER BY "id"`;

/** The shop's entry that blocks this buyer, if any. */
export async function blockingEntry(db: SqlExecutor, shopId: string, buyer: Buyer) {
  const pairs = (Object.entries(buyerKeys(buyer)) as [string, string[]][]).flatMap(([type, values]) =>
    values.map((value) => [type, value] as const),
  );
  const candidates = await db.query<EntryRow>(CANDIDATES_SQL, [
    shopId,
    pairs.map(([type]) => type),
    pairs.map(([, value]) => value),
    Boolean(buyer.ip),
  ]);
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
  const entry = await blockingEntry(deps.sql, shopId, buyer);
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
