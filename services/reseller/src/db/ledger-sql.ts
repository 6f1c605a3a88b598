/**
 * The ledger's one-statement movements. Each first locks the balance row (`FOR UPDATE`: under
 * READ COMMITTED a statement that waited for the lock reads the row as the holder committed
 * it, and re-checks its condition on that), then writes the entry with ON CONFLICT DO NOTHING
 * on the unique (relationship, kind, reference) index, and moves the balance only when the
 * entry was written. So a movement that is not possible (too little available; no such hold)
 * and one already made (a retry, or a racing copy that committed first) both write nothing,
 * and the caller takes the general path, which tells them apart under the lock.
 */

/**
 * Hold $2 for reference $3 when that much is available: the CTEs `locked`, `entry` and `moved`
 * (the balance row after the hold; empty when nothing was held). A caller may add CTEs of its
 * own that write only `FROM moved`, numbering its parameters from $6, so that its rows and the
 * hold are written together or not at all (`Ledger.tryHold`).
 * Parameters: relationship, amount (decimal text), reference, entry id, now.
 */
export const HOLD_CTES = `
locked AS (
  SELECT "balance", "hold_balance" FROM "reseller_balances"
  WHERE "relationship_id" = $1::uuid AND "balance" - "hold_balance" >= $2::numeric
  FOR UPDATE
), entry AS (
  INSERT INTO "ledger_entries"
    ("id", "relationship_id", "kind", "amount", "reference", "balance_after", "hold_after", "created_at")
  SELECT $4::uuid, $1::uuid, 'HOLD', $2::numeric, $3, l."balance", l."hold_balance" + $2::numeric, $5::timestamptz
  FROM locked l
  ON CONFLICT DO NOTHING
  RETURNING "balance_after", "hold_after"
), moved AS (
  UPDATE "reseller_balances" bal SET "hold_balance" = entry."hold_after", "updated_at" = $5::timestamptz
  FROM entry WHERE bal."relationship_id" = $1::uuid
  RETURNING bal."balance", bal."hold_balance"
)`;

/** The parameters the caller's CTEs start numbering from. */
export const HOLD_PARAMETER_COUNT = 5;

export const HOLD_RESULT = `
SELECT m."balance"::text AS "balance", m."hold_balance"::text AS "hold_balance", r."currency", r."status"
FROM moved m JOIN "reseller_relationships" r ON r."id" = $1::uuid`;

/**
 * Settle the hold of reference $2: release all of it and debit $3 of it, when the hold exists
 * and $3 does not exceed it. Writes RELEASE, then DEBIT when $3 > 0 and the RELEASE was new,
 * with the balances each produced, as the general path does.
 * Parameters: relationship, reference, debit (decimal text), RELEASE entry id, DEBIT entry id, now.
 */
export const SETTLE_SQL = `
WITH locked AS (
  SELECT bal."balance", bal."hold_balance", held."amount"
  FROM "reseller_balances" bal
  JOIN "ledger_entries" held
    ON held."relationship_id" = bal."relationship_id" AND held."kind" = 'HOLD' AND held."reference" = $2
  WHERE bal."relationship_id" = $1::uuid AND $3::numeric <= held."amount"
  FOR UPDATE OF bal
), released AS (
  INSERT INTO "ledger_entries"
    ("id", "relationship_id", "kind", "amount", "reference", "balance_after", "hold_after", "created_at")
  SELECT $4::uuid, $1::uuid, 'RELEASE', l."amount", $2, l."balance", l."hold_balance" - l."amount", $6::timestamptz
  FROM locked l
  ON CONFLICT DO NOTHING
  RETURNING "balance_after", "hold_after"
), debited AS (
  INSERT INTO "ledger_entries"
    ("id", "relationship_id", "kind", "amount", "reference", "balance_after", "hold_after", "created_at")
  SELECT $5::uuid, $1::uuid, 'DEBIT', $3::numeric, $2, r."balance_after" - $3::numeric, r."hold_after", $6::timestamptz
  FROM released r WHERE $3::numeric > 0
  ON CONFLICT DO NOTHING
), moved AS (
  UPDATE "reseller_balances" bal
  SET "balance" = r."balance_after" - $3::numeric, "hold_balance" = r."hold_after", "updated_at" = $6::timestamptz
  FROM released r WHERE bal."relationship_id" = $1::uuid
  RETURNING bal."balance", bal."hold_balance"
)
SELECT m."balance"::text AS "balance", m."hold_balance"::text AS "hold_balance", r."currency", r."status"
FROM moved m JOIN "reseller_relationships" r ON r."id" = $1::uuid`;
