import type { WebhookPrisma } from '../db/client';

/**
 * Claims due deliveries for one worker. `FOR UPDATE SKIP LOCKED` lets several replicas claim
 * side by side without taking the same row. A row is due when PENDING and its time has come,
 * or when PROCESSING past `locked_until`: its worker died mid-attempt, and that attempt runs
 * again under the same number (it never reported, so it is not counted twice).
 */
const CLAIM_SQL = `UPDATE "webhook_deliveries" AS d
SET "status" = 'PROCESSING',
    "attempts" = CASE WHEN d."status" = 'PROCESSING' THEN d."attempts" ELSE d."attempts" + 1 END,
    "locked_until" = $2::timestamptz,
    "updated_at" = $1::timestamptz
FROM (
  SELECT "id" FROM "webhook_deliveries"
  WHERE ("status" = 'PENDING' AND "next_attempt_at" <= $1::timestamptz)
     OR ("status" = 'PROCESSING' AND "locked_until" < $1::timestamptz)
  ORDER BY "next_attempt_at", "id"
  LIMIT $3::int
  FOR UPDATE SKIP LOCKED
) AS due
WHERE d."id" = due."id"
RETURNING d."id" AS "id", d."attempts" AS "attempts"`;

export interface Claim {
  id: string;
  /** The number of the attempt about to be made (1-based). */
  attempts: number;
}

export async function claimDue(
  prisma: WebhookPrisma,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<Claim[]> {
  return prisma.$queryRawUnsafe<Claim[]>(CLAIM_SQL, now.toISOString(), lockedUntil.toISOString(), limit);
}

/** Hands claims back untouched (graceful stop): due again at once, the attempt not counted. */
export async function releaseClaim(prisma: WebhookPrisma, claim: Claim, now: Date): Promise<void> {
  await prisma.webhookDelivery.updateMany({
    where: { id: claim.id, status: 'PROCESSING', attempts: claim.attempts },
    data: {
      status: 'PENDING',
      attempts: claim.attempts - 1,
      lockedUntil: null,
      nextAttemptAt: now,
      updatedAt: now,
    },
  });
}

const DEPTH_SQL = `SELECT "status", count(*)::int AS "count" FROM "webhook_deliveries"
WHERE "status" IN ('PENDING', 'PROCESSING')
GROUP BY "status"`;

/** Deliveries waiting (PENDING: due or scheduled for a retry) and in flight (PROCESSING). */
export async function queueDepth(prisma: WebhookPrisma): Promise<{ pending: number; processing: number }> {
  const rows = await prisma.$queryRawUnsafe<{ status: string; count: number }[]>(DEPTH_SQL);
  const depth = { pending: 0, processing: 0 };
  for (const row of rows) {
    if (row.status === 'PENDING') depth.pending = Number(row.count);
    else if (row.status === 'PROCESSING') depth.processing = Number(row.count);
  }
  return depth;
}
