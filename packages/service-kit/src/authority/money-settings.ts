import {
  FRESH_PROOF_SECONDS,
  MONEY_SETTINGS_SCOPE,
  type NoticeActor,
  type Principal,
  STEP_UP_REQUIRED,
  scopeSatisfies,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { noticeActorOf } from './notice-actor';

/**
 * Who may connect, replace or disconnect a payment provider or a crypto wallet
 * (docs/payments.md "Who may change money settings"). Pure: the procedures of every service
 * that holds a money setting apply it after the gateway's scope check, so a caller that reaches
 * the service some other way meets the same rule.
 *
 * - An installed app's token is refused whatever its scopes: an app acts for the shop, it does
 *   not decide where the shop is paid.
 * - The credential must hold `payment_settings.write`; among members only owners and admins
 *   have it (services/oauth/src/domain/member-permissions.ts), and a key has it only when
 *   someone holding it gave it.
 * - A member's dashboard token needs a proof of identity (sign-in or step-up) at most
 *   `FRESH_PROOF_SECONDS` old: a token taken from an unattended browser cannot redirect the
 *   shop's money.
 *
 * Answers the actor the change is recorded under.
 */
export function assertMayChangeMoneySettings(principal: Principal, now: Date): NoticeActor {
  if (principal.kind === 'oauth_token')
    throw new AppError(
      'FORBIDDEN',
      'Money settings are changed with the shop’s own credentials (an API key or the dashboard), not an app’s token.',
    );
  if (!scopeSatisfies(principal.scopes, MONEY_SETTINGS_SCOPE))
    throw new AppError(
      'FORBIDDEN',
      `Changing money settings needs ${MONEY_SETTINGS_SCOPE}: the shop owner or an admin, or a key they gave it.`,
    );
  if (principal.kind === 'member_session') {
    const provenAt = principal.authenticated_at;
    const age = provenAt == null ? null : Math.floor(now.getTime() / 1000) - provenAt;
    if (age === null || age > FRESH_PROOF_SECONDS)
      throw new AppError(
        'FORBIDDEN',
        'Changing money settings needs a fresh proof that it is you: confirm your password or a two-factor code, then try again within 5 minutes.',
        { subcode: STEP_UP_REQUIRED },
      );
  }
  return noticeActorOf(principal);
}
