import {
  type ClientInfo,
  DASHBOARD_TOKEN_LENGTH,
  DASHBOARD_TOKEN_PREFIX,
  DASHBOARD_TOKEN_TTL_SECONDS,
  type DashboardSessionView,
  type DashboardToken,
  FULL_ACCESS,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { announceCredentialChange } from '@shopforge/events';
import {
  csrfMatches,
  csrfTokenFor,
  generateToken,
  hashToken,
  sealSecret,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import { memberActor, recordSecurityEvent } from '../db/security-events';
import { type LiveSession, liveSession } from '../db/sessions';
import type { Tx } from '../db/tx';
import type { OauthDeps } from '../deps';
import { effectiveScopes } from '../domain/member-permissions';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from '../domain/two-factor';
import { MemberSignIn } from './member-sign-in';
import { openTotpSecret, spendSecondFactor } from './second-factor';
import { SignInLimits } from './sign-in-limits';
import { StepUp } from './step-up';

const NOT_SIGNED_IN = 'Not signed in, or the sign-in has ended. Sign in again.';
const CSRF_REFUSED = 'Missing or wrong X-CSRF-Token: send the csrf_token of GET /dashboard/api/session.';
const NO_KEY = 'Two-factor sign-in is not available: the oauth service has no OAUTH_SECRET_KEY.';

interface SessionRef {
  session_token: string;
  client: ClientInfo;
}
interface SessionAction extends SessionRef {
  csrf: string;
}
/** An action that checks a code or password: it meets the sign-in limits, device cookie included. */
interface ProvingAction extends SessionAction {
  device_token?: string | undefined;
}

/**
 * Turning two-factor sign-in on or off changes what a sign-in needs: every other session of the
 * member ends (and the tokens minted from them), the calling one stays. How many, for the trail.
 */
async function endOtherSessions(tx: Tx, session: LiveSession, now: Date): Promise<number> {
  const { count } = await tx.dashboardSession.updateMany({
    where: { memberId: session.member.id, endedAt: null, id: { not: session.id } },
    data: { endedAt: now },
  });
  return count;
}

/**
 * The merchant dashboard's session layer (docs/oauth.md "Dashboard sign-in",
 * docs/adr/0010-dashboard-sessions.md): sign-in through the one member sign-in, the session's
 * view and CSRF token, sign-out here and everywhere, short-lived `shdt_` tokens for the
 * Developer API, and two-factor sign-in. The gateway's `/dashboard/api/*` routes speak HTTP; the
 * decisions are made here.
 */
export class DashboardSessions {
  private readonly signInFlow: MemberSignIn;
  private readonly limits: SignInLimits;
  private readonly stepUpFlow: StepUp;

  constructor(private readonly deps: OauthDeps) {
    this.signInFlow = new MemberSignIn(deps);
    this.limits = new SignInLimits(deps);
    this.stepUpFlow = new StepUp(deps, this.limits);
  }

  private toView(session: LiveSession, sessionToken: string): DashboardSessionView {
    const { member } = session;
    return {
      member: { id: member.id, email: member.email, role: member.role },
      shop: { id: member.shop.id, name: member.shop.name },
      csrf_token: csrfTokenFor(sessionToken),
      two_factor: { enabled: member.totpSecret !== null },
      expires_at: toUnixSeconds(session.expiresAt),
      authenticated_at: toUnixSeconds(session.authenticatedAt),
    };
  }

  private async live(sessionToken: string): Promise<LiveSession> {
    const session = await liveSession(this.deps.prisma, sessionToken, this.deps.clock.now());
    if (!session) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    return session;
  }

  /** A state-changing call: a live session first (401), then its CSRF token (403). */
  private async acting(input: SessionAction): Promise<LiveSession> {
    const session = await this.live(input.session_token);
    if (!csrfMatches(input.session_token, input.csrf)) throw new AppError('FORBIDDEN', CSRF_REFUSED);
    return session;
  }

  private audit(session: LiveSession, client: ClientInfo) {
    return {
      shopId: session.shopId,
      actor: memberActor(session.member),
      subject: { type: 'member', id: session.member.id },
      sessionId: session.id,
      client,
      now: this.deps.clock.now(),
    };
  }

  async signIn(input: {
    email: string;
    password: string;
    shop_id?: string | undefined;
    totp_code?: string | undefined;
    recovery_code?: string | undefined;
    device_token?: string | undefined;
    client: ClientInfo;
  }) {
    const { session } = await this.signInFlow.signIn({
      ...input,
      shop: input.shop_id ? { id: input.shop_id } : undefined,
      shopField: 'shop_id',
    });
    return { session, view: await this.view({ session_token: session.session_token, client: input.client }) };
  }

  async view(input: SessionRef): Promise<DashboardSessionView> {
    return this.toView(await this.live(input.session_token), input.session_token);
  }

  /** Ends this session; its dashboard tokens stop at their next request. */
  async signOut(input: SessionAction): Promise<{ signed_out: true }> {
    const session = await this.acting(input);
    const audit = this.audit(session, input.client);
    await this.deps.prisma.$transaction(async (tx) => {
      await tx.dashboardSession.update({ where: { id: session.id }, data: { endedAt: audit.now } });
      await recordSecurityEvent(tx, { ...audit, type: 'member.logout' });
    });
    await announceCredentialChange(this.deps.signals, session.shopId, 'dashboard_session_ended');
    return { signed_out: true };
  }

  /** "Sign out everywhere": every session of the member, and so every token minted from them. */
  async revokeAll(input: SessionAction): Promise<{ ended_sessions: number }> {
    const session = await this.acting(input);
    const audit = this.audit(session, input.client);
    const ended = await this.deps.prisma.$transaction(async (tx) => {
      const { count } = await tx.dashboardSession.updateMany({
        where: { memberId: session.member.id, endedAt: null },
        data: { endedAt: audit.now },
      });
      await recordSecurityEvent(tx, {
        ...audit,
        type: 'member.sessions_revoked',
        details: { ended_sessions: count },
      });
      return count;
    });
    await announceCredentialChange(this.deps.signals, session.shopId, 'dashboard_session_ended');
    return { ended_sessions: ended };
  }

  /**
   * A bearer token for the Developer API, bound to this session and its member: what it may do
   * is worked out at each request from the member's role then (auth.resolve), never stored.
   */
  async issueToken(input: SessionAction): Promise<DashboardToken> {
    const session = await this.acting(input);
    const now = this.deps.clock.now();
    const token = generateToken(DASHBOARD_TOKEN_PREFIX, DASHBOARD_TOKEN_LENGTH);
    const expiresAt = Math.min(
      now.getTime() + DASHBOARD_TOKEN_TTL_SECONDS * 1000,
      session.expiresAt.getTime(),
    );
    await this.deps.prisma.dashboardToken.create({
      data: {
        id: uuidv7(now.getTime()),
        sessionId: session.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(expiresAt),
      },
    });
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: Math.floor((expiresAt - now.getTime()) / 1000),
      scopes: effectiveScopes([FULL_ACCESS], session.member.role),
    };
  }

  private sealingKey(): Buffer {
    const key = this.deps.settings.secretKey;
    if (!key) throw new AppError('SERVICE_UNAVAILABLE', NO_KEY);
    return key;
  }

  /** A new secret, pending until a code from it confirms it (`enableTwoFactor`). */
  async setUpTwoFactor(input: SessionAction): Promise<{ secret: string; otpauth_uri: string }> {
    const session = await this.acting(input);
    if (session.member.totpSecret !== null) {
      throw new AppError(
        'BAD_REQUEST',
        'Two-factor sign-in is already on; turn it off first to change the secret.',
      );
    }
    const { secret, otpauthUri } = newTotpSecret(session.member.email);
    await this.deps.prisma.member.update({
      where: { id: session.member.id },
      data: { totpPending: sealSecret(this.sealingKey(), secret) },
    });
    return { secret, otpauth_uri: otpauthUri };
  }

  /** Confirms the pending secret with a code from it; the recovery codes are shown this once. */
  async enableTwoFactor(input: SessionAction & { code: string }): Promise<{ recovery_codes: string[] }> {
    const session = await this.acting(input);
    const { member } = session;
    if (member.totpSecret !== null) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is already on.');
    if (member.totpPending === null) {
      throw new AppError(
        'BAD_REQUEST',
        'Set two-factor sign-in up first (POST /dashboard/api/two-factor/setup).',
      );
    }
    const audit = this.audit(session, input.client);
    const step = totpStep(openTotpSecret(this.deps, member.totpPending), input.code, audit.now);
    if (step === null) {
      throw new AppError(
        'VALIDATION_ERROR',
        'The code does not match; enter the current code from the app.',
        {
          details: [{ field: 'code', message: 'Not the current code of the secret being set up.' }],
        },
      );
    }
    const codes = newRecoveryCodes();
    await this.deps.prisma.$transaction(async (tx) => {
      const ended = await endOtherSessions(tx, session, audit.now);
      await tx.member.update({
        where: { id: member.id },
        // The code that turned it on is used: it cannot also sign in.
        data: { totpSecret: member.totpPending, totpPending: null, totpLastStep: step, updatedAt: audit.now },
      });
      await tx.memberRecoveryCode.deleteMany({ where: { memberId: member.id } });
      await tx.memberRecoveryCode.createMany({
        data: codes.map((code) => ({
          id: uuidv7(audit.now.getTime()),
          memberId: member.id,
          codeHash: recoveryCodeHash(code),
          createdAt: audit.now,
        })),
      });
      await recordSecurityEvent(tx, {
        ...audit,
        type: 'member.two_factor_enabled',
        details: { recovery_codes: codes.length, ended_sessions: ended },
      });
    });
    await announceCredentialChange(this.deps.signals, session.shopId, 'dashboard_session_ended');
    return { recovery_codes: codes };
  }

  /**
   * Turns two-factor sign-in off, proven by a current code or an unused recovery code. The code
   * meets the sign-in limits (docs/oauth.md "Sign-in limits"): a wrong one counts as a failed
   * sign-in of the member's email.
   */
  async disableTwoFactor(input: ProvingAction & { code: string }): Promise<{ enabled: false }> {
    const session = await this.acting(input);
    const { member } = session;
    const secret = member.totpSecret;
    if (secret === null) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not on.');
    const attempt = await this.limits.begin(member.email, input.device_token);
    const audit = this.audit(session, input.client);
    const proof = { totp_code: input.code, recovery_code: input.code };
    const provenBy = await this.deps.prisma.$transaction(async (tx) => {
      const factor = await spendSecondFactor(
        this.deps,
        tx,
        { id: member.id, totpSecret: secret },
        proof,
        audit.now,
      );
      if (factor === null) return null;
      const ended = await endOtherSessions(tx, session, audit.now);
      await tx.member.update({
        where: { id: member.id },
        data: { totpSecret: null, totpPending: null, totpLastStep: null, updatedAt: audit.now },
      });
      await tx.memberRecoveryCode.deleteMany({ where: { memberId: member.id } });
      await recordSecurityEvent(tx, {
        ...audit,
        type: 'member.two_factor_disabled',
        details: { proven_by: factor, ended_sessions: ended },
      });
      return factor;
    });
    if (provenBy === null) {
      const failure = { reason: 'wrong_two_factor_code', context: 'two_factor_disable' } as const;
      await this.limits.failed([member], attempt, failure, input.client, session.id);
      throw new AppError('VALIDATION_ERROR', 'The code does not match.', {
        details: [{ field: 'code', message: 'Not a current code nor an unused recovery code.' }],
      });
    }
    await this.limits.giveBack(attempt);
    await announceCredentialChange(this.deps.signals, session.shopId, 'dashboard_session_ended');
    return { enabled: false };
  }

  /** Step-up (step-up.ts): the member proves who they are again within this session. */
  async stepUp(
    input: ProvingAction & {
      password?: string | undefined;
      totp_code?: string | undefined;
      recovery_code?: string | undefined;
    },
  ): Promise<{ authenticated_at: number }> {
    const session = await this.acting(input);
    return this.stepUpFlow.prove(session, input);
  }
}
