import {
  noticeDetails,
  noticeSubject,
  SECURITY_SETTING_CHANGED_EVENT,
  securitySettingChangedSchema,
} from '@shopforge/contracts';
import { type EventEnvelope, markProcessed, prismaExecutor, topicFor } from '@shopforge/events';
import type { EventConsumer } from '@shopforge/service-kit/define';
import { actorLabel } from '../db/actor-labels';
import { recordSecurityEvent } from '../db/security-events';
import type { OauthDeps } from '../deps';

const CONSUMER = 'oauth.security-trail';
const MARK_SQL = markProcessed('$1', '$2');

/**
 * Another service changed where a shop's money or license keys go (`security:setting_changed`,
 * written in that change's transaction): the shop's security trail records it, once per event
 * (the marker and the entry commit together), at the time it happened, with the actor named as
 * the oauth service knows them and the dashboard session they acted in.
 */
export async function recordAnnouncedChange(
  deps: Pick<OauthDeps, 'prisma'>,
  event: EventEnvelope,
): Promise<boolean> {
  if (event.type !== SECURITY_SETTING_CHANGED_EVENT || event.shop_id === null) return false;
  const shopId = event.shop_id;
  const change = securitySettingChangedSchema.parse(event.data);
  return deps.prisma.$transaction(async (tx) => {
    const marked = await prismaExecutor(tx).query(MARK_SQL, [event.id, CONSUMER]);
    if (marked.length === 0) return false;
    await recordSecurityEvent(tx, {
      shopId,
      type: change.type,
      actor: {
        type: change.actor.type,
        id: change.actor.id,
        label: await actorLabel(tx, shopId, change.actor),
      },
      subject: noticeSubject(change),
      details: noticeDetails(change),
      sessionId: change.actor.session_id,
      now: new Date(change.occurred_at),
    });
    return true;
  });
}

export function securityTrailConsumers(deps: Pick<OauthDeps, 'prisma'>): EventConsumer[] {
  return [
    {
      topic: topicFor(SECURITY_SETTING_CHANGED_EVENT),
      handler: async (event) => void (await recordAnnouncedChange(deps, event)),
    },
  ];
}
