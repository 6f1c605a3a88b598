import type { ClientInfo, SecurityActorType, SecurityDetails, SecurityEventType } from '@shopforge/contracts';
import { uuidv7 } from '@shopforge/service-kit';
import type { Tx } from './tx';

export interface Actor {
  type: SecurityActorType;
  id: string | null;
  label: string | null;
}

export const OPERATOR: Actor = { type: 'operator', id: null, label: 'platform operator' };
export const SYSTEM: Actor = { type: 'system', id: null, label: null };
export const memberActor = (member: { id: string; email: string }): Actor => ({
  type: 'member',
  id: member.id,
  label: member.email,
});
export const appActor = (app: { clientId: string; name: string }): Actor => ({
  type: 'oauth_app',
  id: app.clientId,
  label: app.name,
});

export interface SecurityEventInput {
  shopId: string;
  type: SecurityEventType;
  actor: Actor;
  subject: { type: string; id: string };
  details?: SecurityDetails;
  sessionId?: string | null;
  client?: ClientInfo | null;
  now: Date;
}

/** Appends to the security trails, inside the caller's transaction so the record and the act agree. */
export async function recordSecurityEvent(tx: Tx, event: SecurityEventInput): Promise<void> {
  await tx.securityEvent.create({
    data: {
      id: uuidv7(event.now.getTime()),
      shopId: event.shopId,
      type: event.type,
      actorType: event.actor.type,
      actorId: event.actor.id,
      actorLabel: event.actor.label,
      sessionId: event.sessionId ?? null,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      details: event.details ?? {},
      ip: event.client?.ip ?? null,
      userAgent: event.client?.user_agent ?? null,
      createdAt: event.now,
    },
  });
}
