import type { ClientInfo } from '@shopforge/contracts';
import { AppError, type ErrorDetail } from '@shopforge/errors';
import { announceCredentialChange } from '@shopforge/events';
import { toUnixSeconds, verifyPassword } from '@shopforge/service-kit';
import { memberActor, recordSecurityEvent } from '../db/security-events';
import type { LiveSession } from '../db/sessions';
import type { OauthDeps } from '../deps';
import { type SecondFactor, spendSecondFactor } from './second-factor';
import type { FailedProof, SignInLimits } from './sign-in-limits';

export interface StepUpProof {
  password?: string | undefined;
  totp_code?: string | undefined;
  recovery_code?: string | undefined;
  device_token?: string | undefined;
  client: ClientInfo;
}

const refused = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { details: [{ field, message } satisfies ErrorDetail] });

/**
 * Step-up (docs/oauth.md "Step-up"): a signed-in member proves who they are again, and the
 * session records when (`authenticated_at`, on the principal of its dashboard tokens), so a
 * setting that moves money can ask for a recent proof (OWASP Authentication Cheat Sheet,
 * "Require Re-authentication for Sensitive Features"). The proof is the member's strongest
 * factor: with two-factor sign-in on, a code (TOTP or a recovery code), since the password alone
 * is what a phished or reused password gives away; without it, the password. Proofs meet the
 * sign-in limits of the member's email.
 */
export class StepUp {
  constructor(
    private readonly deps: OauthDeps,
    private readonly limits: SignInLimits,
  ) {}

  /** Which proof this member must give, refused before anything is counted when it is another. */
  private checkKind(session: LiveSession, proof: StepUpProof): void {
    const given = [proof.password, proof.totp_code, proof.recovery_code].filter(
      (value) => value !== undefined,
    );
    if (given.length !== 1) {
      throw refused('password', 'Send exactly one of password, totp_code or recovery_code.');
    }
    const twoFactor = session.member.totpSecret !== null;
    if (twoFactor && proof.password !== undefined) {
      throw refused(
        'totp_code',
        'Two-factor sign-in is on: step up with the code from your authenticator app or a recovery code.',
      );
    }
    if (!twoFactor && proof.password === undefined) {
      throw refused('password', 'Two-factor sign-in is off: step up with your password.');
    }
  }

  private async check(
    session: LiveSession,
    proof: StepUpProof,
    now: Date,
  ): Promise<'password' | SecondFactor | null> {
    const { member } = session;
    if (member.totpSecret === null) {
      return (await verifyPassword(proof.password ?? '', member.passwordHash)) ? 'password' : null;
    }
    return spendSecondFactor(
      this.deps,
      this.deps.prisma,
      { id: member.id, totpSecret: member.totpSecret },
      proof,
      now,
    );
  }

  async prove(session: LiveSession, proof: StepUpProof): Promise<{ authenticated_at: number }> {
    this.checkKind(session, proof);
    const { member } = session;
    const attempt = await this.limits.begin(member.email, proof.device_token);
    const now = this.deps.clock.now();
    const provenBy = await this.check(session, proof, now);
    if (provenBy === null) {
      const failure: FailedProof = {
        reason: proof.password !== undefined ? 'wrong_password' : 'wrong_two_factor_code',
        context: 'step_up',
      };
      await this.limits.failed([member], attempt, failure, proof.client, session.id);
      if (proof.password !== undefined) throw refused('password', 'The password is incorrect.');
      throw refused(
        proof.totp_code !== undefined ? 'totp_code' : 'recovery_code',
        'That code is incorrect or already used. Enter a current code or an unused recovery code.',
      );
    }
    await this.limits.giveBack(attempt);
    const audit = {
      shopId: session.shopId,
      actor: memberActor(member),
      subject: { type: 'member', id: member.id },
      sessionId: session.id,
      client: proof.client,
      now,
    };
    await this.deps.prisma.$transaction(async (tx) => {
      await tx.dashboardSession.update({ where: { id: session.id }, data: { authenticatedAt: now } });
      if (provenBy === 'recovery_code') {
        const left = await tx.memberRecoveryCode.count({ where: { memberId: member.id, usedAt: null } });
        await recordSecurityEvent(tx, {
          ...audit,
          type: 'member.recovery_code_used',
          details: { remaining: left },
        });
      }
      await recordSecurityEvent(tx, {
        ...audit,
        type: 'member.stepped_up',
        details: { proven_by: provenBy },
      });
    });
    // Cached principals of this session still carry the old time: the gateways drop them.
    await announceCredentialChange(this.deps.signals, session.shopId, 'dashboard_session_stepped_up');
    return { authenticated_at: toUnixSeconds(now) };
  }
}
