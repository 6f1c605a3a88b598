import type { NoticeActor, Principal } from '@shopforge/contracts';

/**
 * The caller as the security trail names it (docs/oauth.md "Security trails"): a member through
 * the dashboard (and the session they acted in), an API key, or an installed app.
 */
export function noticeActorOf(principal: Principal): NoticeActor {
  switch (principal.kind) {
    case 'member_session':
      return { type: 'member', id: principal.member_id ?? null, session_id: principal.credential_id };
    case 'api_key':
      return { type: 'api_key', id: principal.credential_id, session_id: null };
    case 'oauth_token':
      return { type: 'oauth_app', id: principal.oauth_client_id, session_id: null };
  }
}

/** The operator CLI (`shopforge payment-provider …`, `shopforge crypto-wallet …`). */
export const OPERATOR_NOTICE_ACTOR: NoticeActor = { type: 'operator', id: null, session_id: null };
