import { AppError } from '@shopforge/errors';
import { openSecret } from '@shopforge/service-kit';
import type { OauthPrisma } from '../db/client';
import { spendTotpStep } from '../db/totp-steps';
import type { Tx } from '../db/tx';
import type { OauthDeps } from '../deps';
import { recoveryCodeHash, totpStep } from '../domain/two-factor';

const NO_KEY = 'Two-factor sign-in is not available: the oauth service has no OAUTH_SECRET_KEY.';

/** Opens the sealed TOTP secret of a member; 503 when the service holds no key. */
export function openTotpSecret(deps: OauthDeps, sealed: string): string {
  const key = deps.settings.secretKey;
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', NO_KEY);
  return openSecret(key, sealed);
}

export type SecondFactor = 'totp' | 'recovery_code';

/**
 * Checks a member's second factor and spends it: a TOTP code's time step (once per member,
 * `totp_last_step`) or an unused recovery code, each by one conditional update so two requests
 * with one code get one yes. Null when neither is good. Sign-in, step-up and turning two-factor
 * off all prove the second factor here (docs/oauth.md "Dashboard sign-in").
 */
export async function spendSecondFactor(
  deps: OauthDeps,
  db: OauthPrisma | Tx,
  member: { id: string; totpSecret: string },
  proof: { totp_code?: string | undefined; recovery_code?: string | undefined },
  now: Date,
): Promise<SecondFactor | null> {
  const step = proof.totp_code
    ? totpStep(openTotpSecret(deps, member.totpSecret), proof.totp_code, now)
    : null;
  if (step !== null && (await spendTotpStep(db, member.id, step))) return 'totp';
  if (proof.recovery_code) {
    const spent = await db.memberRecoveryCode.updateMany({
      where: { memberId: member.id, codeHash: recoveryCodeHash(proof.recovery_code), usedAt: null },
      data: { usedAt: now },
    });
    if (spent.count === 1) return 'recovery_code';
  }
  return null;
}
