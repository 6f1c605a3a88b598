import { API_KEY_BODY_LENGTH, API_KEY_PREFIX, type ApiKeyCreator } from '@shopforge/contracts';
import { displayPrefix, generateToken, hashToken, uuidv7 } from '@shopforge/service-kit';
import type { Tx } from './tx';

/** Creates a key and returns it in full: the only moment the secret exists outside the caller. */
export async function insertApiKey(
  tx: Tx,
  input: { shopId: string; scopes: string[]; name?: string | undefined; createdBy: ApiKeyCreator; now: Date },
) {
  const apiKey = generateToken(API_KEY_PREFIX, API_KEY_BODY_LENGTH);
  const row = await tx.apiKey.create({
    data: {
      id: uuidv7(input.now.getTime()),
      shopId: input.shopId,
      name: input.name ?? null,
      prefix: displayPrefix(apiKey),
      secretHash: hashToken(apiKey),
      scopes: input.scopes,
      createdByType: input.createdBy.type,
      createdById: input.createdBy.id,
      createdAt: input.now,
    },
  });
  return { apiKey, row };
}

/**
 * Holds the key's maker in place until the caller's transaction ends, and says whether it still
 * stands: a key made by a key or a member is refused once its maker was revoked or removed, even
 * when the request was authenticated a moment before. A member's removal takes the same rows
 * for update (`lockMemberAndShopKeys`), so either the new key commits first and the removal
 * revokes it with the rest, or the removal commits first and the new key is refused.
 */
export async function makerStillStands(tx: Tx, maker: ApiKeyCreator): Promise<boolean> {
  if (maker.type === 'operator' || maker.id === null) return true;
  const rows =
    maker.type === 'api_key'
      ? await tx.$queryRaw<{ revoked_at: Date | null }[]>`
          SELECT "revoked_at" FROM "api_keys" WHERE "id" = ${maker.id}::uuid FOR SHARE`
      : await tx.$queryRaw<{ revoked_at: null }[]>`
          SELECT NULL AS "revoked_at" FROM "members" WHERE "id" = ${maker.id}::uuid FOR SHARE`;
  return rows.length === 1 && rows[0]?.revoked_at === null;
}

/**
 * The member and every key of their shop, locked for the rest of the transaction that revokes
 * what the member stands behind: a key being made by one of them meanwhile commits before this
 * returns, so the lineage read next includes it (`makerStillStands`).
 */
export async function lockMemberAndShopKeys(tx: Tx, member: { id: string; shopId: string }): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "members" WHERE "id" = ${member.id}::uuid FOR UPDATE`;
  await tx.$queryRaw`SELECT "id" FROM "api_keys" WHERE "shop_id" = ${member.shopId}::uuid FOR UPDATE`;
}
