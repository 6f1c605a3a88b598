import { SECURITY_SETTING_CHANGED_EVENT, securitySettingChangedSchema } from '@shopforge/contracts';
import { type EventEnvelope, topicFor } from '@shopforge/events';
import type { EventConsumer } from '@shopforge/service-kit/define';
import { queueSecurityNotice } from '../app/mail/queue';
import type { BillingDeps } from '../deps';

type NoticeDeps = Pick<BillingDeps, 'mail' | 'sql' | 'clock' | 'shops'>;

/**
 * A change to where a shop's money or license keys go (`security:setting_changed`, written in
 * that change's transaction by billing or the webhook service) becomes a notice to each of the
 * shop's owners and admins, whom the oauth service names (ADR 0009: billing sends every mail).
 * One mail per change and recipient, so a redelivered event queues nothing more; the oauth
 * service unreachable throws, and the bus delivers the event again. Answers how many it queued.
 */
export async function mailSecurityNotice(deps: NoticeDeps, event: EventEnvelope): Promise<number> {
  if (event.type !== SECURITY_SETTING_CHANGED_EVENT || event.shop_id === null || !deps.mail) return 0;
  const shopId = event.shop_id;
  const change = securitySettingChangedSchema.parse(event.data);
  const audience = await deps.shops.noticeAudience(shopId, change.actor);
  let queued = 0;
  for (const recipient of new Set(audience.recipients)) {
    const notice = { change, actor_label: audience.actor_label };
    if (await queueSecurityNotice(deps, shopId, event.id, recipient, notice)) queued++;
  }
  return queued;
}

export function securityNoticeConsumers(deps: NoticeDeps): EventConsumer[] {
  return [
    {
      topic: topicFor(SECURITY_SETTING_CHANGED_EVENT),
      handler: async (event) => void (await mailSecurityNotice(deps, event)),
    },
  ];
}
