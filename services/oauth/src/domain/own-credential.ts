import type { Principal } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';

/** An actor of the security trail, as the oauth service records it. */
export interface CredentialActor {
  type: 'api_key' | 'member';
  id: string;
  label: null;
}

/**
 * The shop's own credential calling, as the security trail names it: an API key, or a member
 * through the dashboard (a `shdt_` token of their session, named by the member). An installed
 * app's token may not manage the shop's credentials (keys, apps): what it made would outlive its
 * uninstall, which must end all its access.
 */
export function ownCredentialActor(principal: Principal, what: string): CredentialActor {
  if (principal.kind === 'api_key') return { type: 'api_key', id: principal.credential_id, label: null };
  if (principal.kind === 'member_session' && principal.member_id) {
    return { type: 'member', id: principal.member_id, label: null };
  }
  throw new AppError(
    'FORBIDDEN',
    `${what} are managed with the shop’s own credentials (an API key or the dashboard), not an app’s token.`,
  );
}
