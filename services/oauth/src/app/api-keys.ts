import type { ApiKeySummary, Scope, SecurityDetails } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { announceCredentialChange } from '@shopforge/events';
import { isUuid } from '@shopforge/service-kit';
import { insertApiKey, makerStillStands } from '../db/api-keys';
import { type Actor, recordSecurityEvent } from '../db/security-events';
import type { Tx } from '../db/tx';
import type { OauthDeps } from '../deps';
import { keyCreatorOf } from '../domain/key-lineage';
import { toApiKeySummary } from '../domain/records';
import { type Authority, assertHolds } from './authority';

type KeyDeps = Pick<OauthDeps, 'prisma' | 'clock' | 'signals'>;

function recordKeyEvent(
  tx: Tx,
  type: 'api_key.created' | 'api_key.revoked' | 'api_key.scopes_changed',
  key: { id: string; shopId: string; prefix: string },
  actor: Actor,
  details: SecurityDetails,
  now: Date,
) {
  return recordSecurityEvent(tx, {
    shopId: key.shopId,
    type,
    actor,
    subject: { type: 'api_key', id: key.id },
    details: { ...details, prefix: key.prefix },
    now,
  });
}

/**
 * The key `keyId`, of `shopId` when one is given (a merchant's call: another shop's key is not
 * found); any shop's for the operator. An id that cannot be one is not found either.
 */
async function findKey(deps: KeyDeps, keyId: string, shopId: string | null) {
  const key = isUuid(keyId)
    ? await deps.prisma.apiKey.findFirst({
        where: { id: keyId.toLowerCase(), ...(shopId === null ? {} : { shopId }) },
      })
    : null;
  if (!key) throw new AppError('NOT_FOUND', 'API key not found.');
  return key;
}

interface NewKey {
  name?: string | undefined;
  scopes: Scope[];
}

/**
 * A new key and its audit record, in the caller's transaction (a new shop's first key too). The
 * actor is its maker: the member, the key or the operator the key records as `created_by`.
 */
export async function insertRecordedApiKey(tx: Tx, shopId: string, actor: Actor, input: NewKey, now: Date) {
  const createdBy = keyCreatorOf(actor);
  if (!(await makerStillStands(tx, createdBy))) {
    throw new AppError('UNAUTHORIZED', 'The credential making this key was revoked or its member removed.');
  }
  const created = await insertApiKey(tx, { shopId, scopes: input.scopes, name: input.name, createdBy, now });
  const details = { scopes: created.row.scopes, name: created.row.name };
  await recordKeyEvent(tx, 'api_key.created', created.row, actor, details, now);
  return created;
}

/** A new key of the shop, answered in full once: only its hash is stored. */
export async function createApiKey(
  deps: KeyDeps,
  shopId: string,
  actor: Actor,
  authority: Authority,
  input: NewKey,
) {
  assertHolds(authority, input.scopes, 'A new key would hold');
  const now = deps.clock.now();
  const { apiKey, row } = await deps.prisma.$transaction((tx) =>
    insertRecordedApiKey(tx, shopId, actor, input, now),
  );
  return { key_id: row.id, api_key: apiKey, scopes: row.scopes, key: toApiKeySummary(row) };
}

/**
 * Revokes live keys in the caller's transaction, each on the trail with `details` (a reason
 * when the platform revokes them for someone else's change); the caller announces the change
 * after committing.
 */
export async function revokeRecordedKeys(
  tx: Tx,
  keys: readonly { id: string; shopId: string; prefix: string; name: string | null }[],
  actor: Actor,
  details: SecurityDetails,
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await tx.apiKey.updateMany({
    where: { id: { in: keys.map((key) => key.id) }, revokedAt: null },
    data: { revokedAt: now },
  });
  for (const key of keys) {
    await recordKeyEvent(tx, 'api_key.revoked', key, actor, { name: key.name, ...details }, now);
  }
}

/** Revoked for good, effective on the key's next request; revoking twice keeps the first time. */
export async function revokeApiKey(
  deps: KeyDeps,
  keyId: string,
  shopId: string | null,
  actor: Actor,
  authority: Authority,
): Promise<ApiKeySummary> {
  const existing = await findKey(deps, keyId, shopId);
  assertHolds(authority, existing.scopes, 'This key holds');
  if (existing.revokedAt) return toApiKeySummary(existing);
  const now = deps.clock.now();
  const row = await deps.prisma.$transaction(async (tx) => {
    await revokeRecordedKeys(tx, [existing], actor, {}, now);
    return tx.apiKey.findUniqueOrThrow({ where: { id: existing.id } });
  });
  await announceCredentialChange(deps.signals, row.shopId, 'api_key_revoked');
  return toApiKeySummary(row);
}

/**
 * The spec's "scopes can be edited later": effective on the key's next request. Both what the
 * key holds and what it would hold must lie within the caller's authority.
 */
export async function changeApiKeyScopes(
  deps: KeyDeps,
  keyId: string,
  shopId: string | null,
  actor: Actor,
  authority: Authority,
  scopes: Scope[],
): Promise<ApiKeySummary> {
  const existing = await findKey(deps, keyId, shopId);
  assertHolds(authority, [...existing.scopes, ...scopes], 'This key holds, or would hold,');
  if (existing.revokedAt) throw new AppError('BAD_REQUEST', 'A revoked key cannot be changed.');
  const now = deps.clock.now();
  const row = await deps.prisma.$transaction(async (tx) => {
    const updated = await tx.apiKey.update({ where: { id: existing.id }, data: { scopes } });
    const details = { from: existing.scopes, to: updated.scopes };
    await recordKeyEvent(tx, 'api_key.scopes_changed', updated, actor, details, now);
    return updated;
  });
  await announceCredentialChange(deps.signals, row.shopId, 'api_key_scopes_changed');
  return toApiKeySummary(row);
}

/** The shop's keys, oldest first, revoked ones included (their `revoked_at` says so). */
export async function listApiKeys(deps: KeyDeps, shopId: string): Promise<ApiKeySummary[]> {
  const rows = await deps.prisma.apiKey.findMany({ where: { shopId }, orderBy: { createdAt: 'asc' } });
  return rows.map(toApiKeySummary);
}
