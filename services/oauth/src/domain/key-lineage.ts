import { type ApiKeyCreator, holdsAuthority } from '@shopforge/contracts';

/** What the lineage rules read of a key. */
export interface LineageKey {
  id: string;
  scopes: string[];
  createdByType: ApiKeyCreator['type'];
  createdById: string | null;
  revokedAt: Date | null;
}

/** Who a key names as its maker, from the trail's actor of its creation. */
export function keyCreatorOf(actor: { type: string; id: string | null }): ApiKeyCreator {
  if (actor.type === 'operator') return { type: 'operator', id: null };
  if ((actor.type === 'member' || actor.type === 'api_key') && actor.id !== null) {
    return { type: actor.type, id: actor.id };
  }
  // Apps' tokens and the system never make keys (domain/own-credential.ts).
  throw new Error(`A ${actor.type} does not make API keys.`);
}

/**
 * The keys a member stands behind: those they made, and, transitively, those those keys made.
 * Revoked keys are walked through too, so a key made by a since-revoked key still counts. A
 * key's maker always existed before it, so the walk ends.
 */
export function memberLineage<K extends LineageKey>(shopKeys: readonly K[], memberId: string): K[] {
  const lineage = shopKeys.filter((key) => key.createdByType === 'member' && key.createdById === memberId);
  const seen = new Set(lineage.map((key) => key.id));
  for (let index = 0; index < lineage.length; index++) {
    const parent = lineage[index];
    for (const key of shopKeys) {
      if (key.createdByType === 'api_key' && key.createdById === parent?.id && !seen.has(key.id)) {
        seen.add(key.id);
        lineage.push(key);
      }
    }
  }
  return lineage;
}

/**
 * Which of a member's keys to revoke: every live one when the member is removed (`allowed`
 * null); when their role changes, the live ones holding a scope beyond what the new role
 * allows, since a key never holds more than the member behind it may.
 */
export function keysToRevoke<K extends LineageKey>(
  lineage: readonly K[],
  allowed: readonly string[] | null,
): K[] {
  return lineage.filter(
    (key) => key.revokedAt === null && (allowed === null || !holdsAuthority(allowed, key.scopes)),
  );
}
