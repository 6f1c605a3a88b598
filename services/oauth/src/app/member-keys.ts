import { lockMemberAndShopKeys } from '../db/api-keys';
import type { Actor } from '../db/security-events';
import type { Tx } from '../db/tx';
import { keysToRevoke, memberLineage } from '../domain/key-lineage';
import { revokeRecordedKeys } from './api-keys';

const KEY_FIELDS = {
  id: true,
  shopId: true,
  prefix: true,
  name: true,
  scopes: true,
  createdByType: true,
  createdById: true,
  revokedAt: true,
} as const;

/** Why the platform revoked a key a member stands behind (`details.reason` of `api_key.revoked`). */
export type MemberKeyRevocation = 'creator_removed' | 'creator_demoted';

/**
 * Revokes, in the caller's transaction, the keys the member stands behind (docs/oauth.md "Keys
 * have an owner"): all of them when the member is removed (`allowed` null), or those holding a
 * scope beyond `allowed` when their role changes. Answers the ids revoked, for the member's own
 * record on the trail; the caller announces the change after committing.
 */
export async function revokeMemberKeys(
  tx: Tx,
  member: { id: string; shopId: string },
  actor: Actor,
  reason: MemberKeyRevocation,
  allowed: readonly string[] | null,
  now: Date,
): Promise<string[]> {
  await lockMemberAndShopKeys(tx, member);
  const shopKeys = await tx.apiKey.findMany({
    where: { shopId: member.shopId },
    select: KEY_FIELDS,
    orderBy: { id: 'asc' },
  });
  const revoked = keysToRevoke(memberLineage(shopKeys, member.id), allowed);
  await revokeRecordedKeys(tx, revoked, actor, { reason, member_id: member.id }, now);
  return revoked.map((key) => key.id);
}
