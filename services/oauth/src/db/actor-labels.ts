import type { NoticeActor } from '@shopforge/contracts';
import { isUuid } from '@shopforge/service-kit';
import type { OauthPrisma } from './client';
import { OPERATOR } from './security-events';
import type { Tx } from './tx';

/**
 * How a person reading the trail or a notice recognises who acted: a member by email, an API key
 * by its name and prefix (never the key), an app by its name. Null when the actor is gone (a
 * removed member, a deleted app) or is the system.
 */
export async function actorLabel(
  db: OauthPrisma | Tx,
  shopId: string,
  actor: NoticeActor,
): Promise<string | null> {
  const id = actor.id;
  switch (actor.type) {
    case 'member': {
      if (!id || !isUuid(id)) return null;
      return (await db.member.findFirst({ where: { id, shopId } }))?.email ?? null;
    }
    case 'api_key': {
      if (!id || !isUuid(id)) return null;
      const key = await db.apiKey.findFirst({ where: { id, shopId } });
      if (!key) return null;
      return key.name ? `${key.name} (${key.prefix}…)` : `${key.prefix}…`;
    }
    case 'oauth_app':
      return id ? ((await db.oauthApp.findUnique({ where: { clientId: id } }))?.name ?? null) : null;
    case 'operator':
      return OPERATOR.label;
    case 'system':
      return null;
  }
}
