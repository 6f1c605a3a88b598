import {
  type AuthorizeParams,
  type AuthorizeView,
  type ClientInfo,
  type DashboardSession,
  OAUTH_CODE_PREFIX,
  OAUTH_CODE_TTL_SECONDS,
  OAUTH_SECRET_LENGTH,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { csrfMatches, csrfTokenFor, generateToken, hashToken, uuidv7 } from '@shopforge/service-kit';
import { memberActor, recordSecurityEvent } from '../db/security-events';
import { type LiveSession, liveSession } from '../db/sessions';
import type { OauthDeps } from '../deps';
import { MemberSignIn } from './member-sign-in';
import { APPROVAL_REFUSAL, canApproveApps } from '../domain/member-permissions';
import {
  type AuthorizationRequest,
  checkAuthorizeRequest,
  redirectWith,
} from '../domain/oauth/authorize-request';

const SESSION_ENDED = 'Your sign-in has ended. Sign in again to continue.';
const FORM_EXPIRED = 'This form has expired; reload the page and try again.';

type Checked =
  | { kind: 'done'; view: AuthorizeView }
  | {
      kind: 'ok';
      request: AuthorizationRequest;
      app: { id: string; clientId: string; name: string; publisher: string };
    };

/**
 * The browser side of OAuth: the authorize page's decision, member sign-in, and the member's
 * approve or deny. The gateway renders what these return; it decides nothing itself.
 */
export class AuthorizeFlow {
  private readonly signIn: MemberSignIn;

  constructor(private readonly deps: OauthDeps) {
    this.signIn = new MemberSignIn(deps);
  }

  private async check(params: AuthorizeParams, duplicated: readonly string[]): Promise<Checked> {
    const { prisma, settings } = this.deps;
    const app = params.client_id
      ? await prisma.oauthApp.findUnique({ where: { clientId: params.client_id }, include: { shop: true } })
      : null;
    const check = checkAuthorizeRequest(params, app, duplicated);
    if (check.kind === 'error_page') return { kind: 'done', view: check };
    if (check.kind === 'redirect_error') {
      const redirect_url = redirectWith(check.redirectUri, {
        error: check.error,
        error_description: check.description,
        state: check.state,
        iss: settings.issuer,
      });
      return { kind: 'done', view: { kind: 'redirect', redirect_url } };
    }
    if (!app) throw new Error('unreachable: a checked request has an app');
    return {
      kind: 'ok',
      request: check.request,
      app: { id: app.id, clientId: app.clientId, name: app.name, publisher: app.shop.name },
    };
  }

  private summary(app: { clientId: string; name: string; publisher: string }) {
    return { client_id: app.clientId, name: app.name, publisher: app.publisher };
  }

  async view(input: {
    params: AuthorizeParams;
    duplicated: readonly string[];
    session_token: string | null;
  }): Promise<AuthorizeView> {
    const checked = await this.check(input.params, input.duplicated);
    if (checked.kind === 'done') return checked.view;
    const session = await liveSession(this.deps.prisma, input.session_token, this.deps.clock.now());
    if (!session) return { kind: 'login', app: this.summary(checked.app), params: input.params };
    return {
      kind: 'consent',
      app: this.summary(checked.app),
      shop: { id: session.member.shop.id, name: session.member.shop.name },
      member: { email: session.member.email, role: session.member.role },
      scopes: checked.request.scopes,
      params: input.params,
      csrf: csrfTokenFor(input.session_token as string),
      refusal: canApproveApps(session.member.role) ? null : APPROVAL_REFUSAL,
    };
  }

  /** The consent page's sign-in: the one member sign-in (member-sign-in.ts), shop by slug. */
  async login(input: {
    email: string;
    password: string;
    shop?: string | undefined;
    totp_code?: string | undefined;
    recovery_code?: string | undefined;
    device_token?: string | undefined;
    client: ClientInfo;
  }): Promise<DashboardSession> {
    const { session } = await this.signIn.signIn({
      ...input,
      shop: input.shop ? { slug: input.shop } : undefined,
      shopField: 'shop',
    });
    return session;
  }

  private async sessionWithCsrf(sessionToken: string, csrf: string): Promise<LiveSession> {
    const session = await liveSession(this.deps.prisma, sessionToken, this.deps.clock.now());
    if (!session) throw new AppError('UNAUTHORIZED', SESSION_ENDED);
    if (!csrfMatches(sessionToken, csrf)) throw new AppError('FORBIDDEN', FORM_EXPIRED);
    return session;
  }

  /** Approve or deny: the answer is where the browser goes next (the app's redirect URI). */
  async decide(input: {
    params: AuthorizeParams;
    session_token: string;
    csrf: string;
    decision: 'approve' | 'deny';
    client: ClientInfo;
  }): Promise<{ redirect_url: string }> {
    const { prisma, clock, settings } = this.deps;
    const session = await this.sessionWithCsrf(input.session_token, input.csrf);
    const checked = await this.check(input.params, []);
    if (checked.kind === 'done') {
      if (checked.view.kind === 'redirect') return { redirect_url: checked.view.redirect_url };
      throw new AppError(
        'BAD_REQUEST',
        checked.view.kind === 'error_page' ? checked.view.message : FORM_EXPIRED,
      );
    }
    const { request, app } = checked;
    const member = session.member;
    const now = clock.now();
    const audit = {
      shopId: member.shopId,
      actor: memberActor(member),
      subject: { type: 'oauth_app', id: app.clientId },
      sessionId: session.id,
      client: input.client,
      now,
    };
    if (input.decision === 'deny') {
      await recordSecurityEvent(prisma, {
        ...audit,
        type: 'oauth_app.denied',
        details: { scopes: request.scopes },
      });
      return {
        redirect_url: redirectWith(request.redirectUri, {
          error: 'access_denied',
          error_description: 'The merchant denied the request.',
          state: request.state,
          iss: settings.issuer,
        }),
      };
    }
    if (!canApproveApps(member.role)) throw new AppError('FORBIDDEN', APPROVAL_REFUSAL);
    const code = generateToken(OAUTH_CODE_PREFIX, OAUTH_SECRET_LENGTH);
    await prisma.$transaction(async (tx) => {
      const installation = await tx.oauthInstallation.upsert({
        where: { appId_shopId: { appId: app.id, shopId: member.shopId } },
        create: {
          id: uuidv7(now.getTime()),
          appId: app.id,
          shopId: member.shopId,
          memberId: member.id,
          memberEmail: member.email,
          scopes: request.scopes,
          createdAt: now,
          updatedAt: now,
        },
        update: {
          memberId: member.id,
          memberEmail: member.email,
          scopes: request.scopes,
          revokedAt: null,
          updatedAt: now,
        },
      });
      await tx.oauthCode.create({
        data: {
          id: uuidv7(now.getTime()),
          codeHash: hashToken(code),
          appId: app.id,
          shopId: member.shopId,
          memberId: member.id,
          sessionId: session.id,
          redirectUri: request.redirectUri,
          scopes: request.scopes,
          codeChallenge: request.codeChallenge,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OAUTH_CODE_TTL_SECONDS * 1000),
        },
      });
      await recordSecurityEvent(tx, {
        ...audit,
        type: 'oauth_app.authorized',
        details: {
          scopes: request.scopes,
          installation_id: installation.id,
          pkce: request.codeChallenge !== null,
        },
      });
    });
    return {
      redirect_url: redirectWith(request.redirectUri, { code, state: request.state, iss: settings.issuer }),
    };
  }

  async logout(input: { session_token: string; csrf: string; client: ClientInfo }): Promise<{ ended: true }> {
    const session = await this.sessionWithCsrf(input.session_token, input.csrf);
    const now = this.deps.clock.now();
    await this.deps.prisma.$transaction(async (tx) => {
      await tx.dashboardSession.update({ where: { id: session.id }, data: { endedAt: now } });
      await recordSecurityEvent(tx, {
        shopId: session.shopId,
        type: 'member.logout',
        actor: memberActor(session.member),
        subject: { type: 'member', id: session.member.id },
        sessionId: session.id,
        client: input.client,
        now,
      });
    });
    return { ended: true };
  }
}
