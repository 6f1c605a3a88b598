import type { ResellerOrderOutcome } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { AppError, toEnvelope } from '@shopforge/errors';
import type { Clock } from '@shopforge/service-kit';
import type { ResellerPrisma } from '../db/client';
import { Prisma } from '../generated/prisma/client';

/** Spec "Limits": a key is remembered for 24 hours, then free again (rule 6). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no order after this long was abandoned by a crash before phase 1 committed. */
export const CLAIM_LOCK_MS = 60 * 1000;
/** Tries at settling a claim after a failure, and the pause before the next (× the try). */
export const SETTLE_ATTEMPTS = 4;
const SETTLE_RETRY_MS = 50;

/**
 * Settles a claim once its request failed. That failure is often the database's (a dropped
 * connection), and the pool's next connection may be one it dropped too, so the write is tried
 * again before giving up: a claim left behind answers every retry of the key "processing"
 * until its lock expires, although nothing runs.
 */
async function afterFailure(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= SETTLE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_RETRY_MS * attempt));
    }
  }
}

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; orderId: string }
  | { kind: 'answer'; outcome: ResellerOrderOutcome };

/**
 * Claims the key when nobody holds it, and says whether an order of the last 24 hours already
 * carries it (rule 5). The saga binds the key to its order in phase 1 and completes it in
 * phase 3 (db/order-sql.ts). Parameters: relationship, key, fingerprint, now, locked until,
 * expires at, window start.
 */
const CLAIM_SQL = `
WITH claimed AS (
  INSERT INTO "reseller_idempotency_keys"
    ("relationship_id", "key", "fingerprint", "state", "created_at", "locked_until", "expires_at")
  VALUES ($1::uuid, $2, $3, 'PROCESSING', $4::timestamptz, $5::timestamptz, $6::timestamptz)
  ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM claimed) AS "claimed",
  EXISTS (
    SELECT 1 FROM "reseller_orders"
    WHERE "relationship_id" = $1::uuid AND "idempotency_key" = $2 AND "created_at" > $7::timestamptz
  ) AS "earlier_order"`;

const KEY_REUSED: ResellerOrderOutcome = { outcome: 'key_reused' };
const KEY_IN_FLIGHT: ResellerOrderOutcome = { outcome: 'key_in_flight' };

/** A stored refusal's envelope (`{error: {code, message, …}}`), as it was first answered. */
function storedRefusal(body: unknown): Extract<ResellerOrderOutcome, { outcome: 'refused' }>['error'] {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') {
    return error as { code: string; message: string };
  }
  return toEnvelope(new AppError('BAD_REQUEST', 'The request was refused.')).error;
}

/**
 * The durable idempotency record of `POST /reseller/v1/orders`, in the same database as the
 * orders it guards, so a replay can never disagree with the ledger. One row per (reseller,
 * key): claimed (`PROCESSING`) before any money moves, bound to the order in phase 1, and
 * `COMPLETED` with the answer — a 201's order, or a 4xx body that is replayed as it was.
 */
export class IdempotencyKeys {
  constructor(private readonly deps: { prisma: ResellerPrisma; sql: SqlExecutor; clock: Clock }) {}

  /**
   * One statement claims a new key (the usual case: a fresh key, no earlier order under it);
   * anything else — the key is known, or an order already carries it (rule 5) — is settled in
   * a transaction that locks the key's row.
   */
  async claim(relationshipId: string, key: string, fingerprint: string): Promise<KeyClaim> {
    const now = this.deps.clock.now();
    const [first] = await this.deps.sql.query<{ claimed: boolean; earlier_order: boolean }>(CLAIM_SQL, [
      relationshipId,
      key,
      fingerprint,
      now,
      new Date(now.getTime() + CLAIM_LOCK_MS),
      new Date(now.getTime() + KEY_TTL_MS),
      new Date(now.getTime() - KEY_TTL_MS),
    ]);
    if (first?.claimed && !first.earlier_order) return { kind: 'claimed' };
    const fresh = first?.claimed === true;
    const settled = await this.deps.prisma.$transaction(async (tx): Promise<KeyClaim | null> => {
      if (fresh) return this.fromOrders(tx, relationshipId, key, fingerprint, now);
      const [row] = await tx.$queryRaw<
        Array<{
          fingerprint: string;
          state: string;
          order_id: string | null;
          response_status: number | null;
          response_body: unknown;
          locked_until: Date;
          expires_at: Date;
        }>
      >`SELECT "fingerprint", "state", "order_id", "response_status", "response_body", "locked_until", "expires_at"
        FROM "reseller_idempotency_keys"
        WHERE "relationship_id" = ${relationshipId}::uuid AND "key" = ${key} FOR UPDATE`;
      // Released (its request failed) since the claim above saw it: claim it afresh.
      if (!row) return null;
      const abandoned = row.state === 'PROCESSING' && row.order_id === null && row.locked_until <= now;
      if (row.expires_at <= now || abandoned) {
        await this.reset(tx, relationshipId, key, fingerprint, now);
        return { kind: 'claimed' };
      }
      if (row.fingerprint !== fingerprint) {
        return { kind: 'answer', outcome: KEY_REUSED };
      }
      if (row.state === 'PROCESSING') return { kind: 'answer', outcome: KEY_IN_FLIGHT };
      if (row.order_id !== null) return { kind: 'replay', orderId: row.order_id };
      return {
        kind: 'answer',
        outcome: { outcome: 'refused', replayed: true, error: storedRefusal(row.response_body) },
      };
    });
    return settled ?? this.claim(relationshipId, key, fingerprint);
  }

  /** A 4xx is stored and replayed for the key's lifetime (rule 4: a cached 402 persists). */
  async completeWithError(
    relationshipId: string,
    key: string,
    error: AppError,
  ): Promise<ResellerOrderOutcome> {
    const body = toEnvelope(error);
    await afterFailure(() =>
      this.deps.prisma.resellerIdempotencyKey.updateMany({
        where: { relationshipId, key, state: 'PROCESSING', orderId: null },
        data: {
          state: 'COMPLETED',
          responseStatus: error.status,
          responseBody: body as unknown as Prisma.InputJsonValue,
        },
      }),
    );
    return { outcome: 'refused', replayed: false, error: body.error };
  }

  /** 5xx and 429 are never cached: the claim goes, unless an order already holds money under it. */
  async release(relationshipId: string, key: string): Promise<void> {
    await afterFailure(() =>
      this.deps.prisma.resellerIdempotencyKey.deleteMany({
        where: { relationshipId, key, state: 'PROCESSING', orderId: null },
      }),
    );
  }

  private async reset(
    tx: Prisma.TransactionClient,
    relationshipId: string,
    key: string,
    fingerprint: string,
    now: Date,
  ) {
    await tx.resellerIdempotencyKey.update({
      where: { relationshipId_key: { relationshipId, key } },
      data: {
        fingerprint,
        state: 'PROCESSING',
        orderId: null,
        responseStatus: null,
        responseBody: Prisma.DbNull,
        createdAt: now,
        lockedUntil: new Date(now.getTime() + CLAIM_LOCK_MS),
        expiresAt: new Date(now.getTime() + KEY_TTL_MS),
      },
    });
  }

  /**
   * Rule 5: the order carries the key and its basket hash, so even without the key row a
   * duplicate within the window answers the original order and another basket is a 409.
   */
  private async fromOrders(
    tx: Prisma.TransactionClient,
    relationshipId: string,
    key: string,
    fingerprint: string,
    now: Date,
  ): Promise<KeyClaim> {
    const order = await tx.resellerOrder.findFirst({
      where: { relationshipId, idempotencyKey: key, createdAt: { gt: new Date(now.getTime() - KEY_TTL_MS) } },
      orderBy: { createdAt: 'desc' },
    });
    if (!order) return { kind: 'claimed' };
    if (order.requestHash !== fingerprint) {
      await tx.resellerIdempotencyKey.delete({ where: { relationshipId_key: { relationshipId, key } } });
      return { kind: 'answer', outcome: KEY_REUSED };
    }
    await tx.resellerIdempotencyKey.update({
      where: { relationshipId_key: { relationshipId, key } },
      data: {
        orderId: order.id,
        state: order.status === 'COMPLETED' ? 'COMPLETED' : 'PROCESSING',
        responseStatus: order.status === 'COMPLETED' ? 201 : null,
        createdAt: order.createdAt,
        expiresAt: new Date(order.createdAt.getTime() + KEY_TTL_MS),
      },
    });
    return order.status === 'COMPLETED'
      ? { kind: 'replay', orderId: order.id }
      : { kind: 'answer', outcome: KEY_IN_FLIGHT };
  }
}
