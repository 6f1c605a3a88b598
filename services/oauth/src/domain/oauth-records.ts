import {
  type Member,
  type MemberRole,
  type OauthApp,
  type OauthClientType,
  type OauthInstallation,
  SECURITY_ACTOR_TYPES,
  SECURITY_EVENT_TYPES,
  type SecurityEvent,
  type SecurityEventType,
  securityDetailsSchema,
} from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';
import { canApproveApps } from './member-permissions';

const optionalSeconds = (value: Date | null) => (value ? toUnixSeconds(value) : null);

export interface OauthAppRow {
  id: string;
  shopId: string;
  name: string;
  clientId: string;
  clientType: OauthClientType;
  secretPrefix: string | null;
  redirectUris: string[];
  scopes: string[];
  createdAt: Date;
  updatedAt: Date;
  secretRotatedAt: Date | null;
}

export function toOauthApp(row: OauthAppRow): OauthApp {
  return {
    id: row.id,
    shop_id: row.shopId,
    name: row.name,
    client_id: row.clientId,
    client_type: row.clientType,
    secret_prefix: row.secretPrefix,
    redirect_uris: row.redirectUris,
    scopes: row.scopes,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    secret_rotated_at: optionalSeconds(row.secretRotatedAt),
  };
}

export interface InstallationRow {
  id: string;
  shopId: string;
  memberId: string | null;
  memberEmail: string | null;
  scopes: string[];
  createdAt: Date;
  updatedAt: Date;
  revokedAt: Date | null;
  app: { clientId: string; name: string };
}

export function toInstallation(row: InstallationRow, activeFamilies: number): OauthInstallation {
  return {
    id: row.id,
    shop_id: row.shopId,
    app: { client_id: row.app.clientId, name: row.app.name },
    scopes: row.scopes,
    approved_by: { member_id: row.memberId, email: row.memberEmail },
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    revoked_at: optionalSeconds(row.revokedAt),
    active_token_families: activeFamilies,
  };
}

export interface MemberRow {
  id: string;
  shopId: string;
  email: string;
  role: MemberRole;
  createdAt: Date;
  updatedAt: Date;
}

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    shop_id: row.shopId,
    email: row.email,
    role: row.role,
    can_approve_apps: canApproveApps(row.role),
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export interface SecurityEventRow {
  id: string;
  type: string;
  actorType: string;
  actorId: string | null;
  actorLabel: string | null;
  sessionId: string | null;
  subjectType: string;
  subjectId: string;
  details: unknown;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

const isEventType = (type: string): type is SecurityEventType =>
  (SECURITY_EVENT_TYPES as readonly string[]).includes(type);

export function toSecurityEvent(row: SecurityEventRow): SecurityEvent {
  if (!isEventType(row.type)) throw new Error(`Unknown security event type ${row.type}.`);
  const actorType = SECURITY_ACTOR_TYPES.find((type) => type === row.actorType) ?? 'system';
  return {
    id: row.id,
    type: row.type,
    occurred_at: toUnixSeconds(row.createdAt),
    actor: { type: actorType, id: row.actorId, label: row.actorLabel },
    session_id: row.sessionId,
    subject: { type: row.subjectType, id: row.subjectId },
    details: securityDetailsSchema.parse(row.details),
    ip: row.ip,
    user_agent: row.userAgent,
  };
}
