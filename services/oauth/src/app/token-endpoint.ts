import {
  type IntrospectAnswer,
  OAUTH_ACCESS_TOKEN_PATTERN,
  OAUTH_CODE_PATTERN,
  OAUTH_REFRESH_TOKEN_PATTERN,
  type RevokeAnswer,
  type TokenAnswer,
  type TokenEndpointInput,
} from '@shopforge/contracts';
import { constantTimeEqual, hashToken, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { appActor, recordSecurityEvent } from '../db/security-events';
import { issuePair, revokeFamilies } from '../db/tokens';
import type { Tx } from '../db/tx';
import type { OauthDeps } from '../deps';
import { announceCredentialChange } from '@shopforge/events';
import { effectiveScopes } from '../domain/member-permissions';
import { claimClient, type OauthFailure, oauthFailure } from '../domain/oauth/client-auth';
import { verifierMatches } from '../domain/oauth/pkce';
import { decideRefresh } from '../domain/oauth/refresh-decision';
import { refreshScopes } from '../domain/oauth/refresh-scope';
import { openPair, sealPair } from '../domain/oauth/replay-seal';

interface AuthenticatedApp {
  id: string;
  clientId: string;
  name: string;
  clientType: 'confidential' | 'public';
}

const BAD_CODE = 'The authorization code is invalid, expired, or was issued to another client.';
const BAD_REFRESH = 'The refresh token is invalid, expired, or revoked.';
const MEMBER_REMOVED = 'The member who approved this app was removed.';

/**
 * The token endpoint (RFC 6749 §3.2) and its companions, revocation (RFC 7009) and
 * introspection (RFC 7662). Every answer is plain OAuth JSON: the gateway sends `body` with
 * `status` as is. Failures that must leave a trace (a code replayed, a rotated refresh token
 * reused) commit their revocations before answering.
 */
export class TokenEndpoint {
  constructor(private readonly deps: OauthDeps) {}

  private async authenticate(
    input: TokenEndpointInput,
    options: { allowPublic: boolean },
  ): Promise<{ ok: true; app: AuthenticatedApp } | OauthFailure> {
    const claimed = claimClient(input.params, input.basic);
    if (!claimed.ok) return claimed;
    const { claim } = claimed;
    const challenge = claim.method === 'client_secret_basic';
    const refuse = (description: string) => oauthFailure('invalid_client', description, { challenge });
    const app = await this.deps.prisma.oauthApp.findUnique({ where: { clientId: claim.clientId } });
    if (!app) return refuse('Unknown client or wrong client secret.');
    if (app.clientType === 'public') {
      if (claim.secret !== null) return refuse('A public app has no client secret; send client_id alone.');
      if (!options.allowPublic) return refuse('This endpoint needs a confidential client.');
    } else {
      if (claim.secret === null) return refuse('This app must authenticate with its client secret.');
      if (app.secretHash === null || !constantTimeEqual(hashToken(claim.secret), app.secretHash)) {
        return refuse('Unknown client or wrong client secret.');
      }
    }
    return { ok: true, app };
  }

  async token(input: TokenEndpointInput): Promise<TokenAnswer> {
    const authenticated = await this.authenticate(input, { allowPublic: true });
    if (!authenticated.ok) return authenticated;
    const grantType = input.params.grant_type;
    if (!grantType) return oauthFailure('invalid_request', 'grant_type is required.');
    if (grantType === 'authorization_code') return this.exchangeCode(authenticated.app, input.params);
    if (grantType === 'refresh_token') return this.refresh(authenticated.app, input.params);
    return oauthFailure('unsupported_grant_type', 'Supported: authorization_code and refresh_token.');
  }

  private async exchangeCode(
    app: AuthenticatedApp,
    params: Readonly<Record<string, string>>,
  ): Promise<TokenAnswer> {
    const { code, redirect_uri: redirectUri, code_verifier: verifier } = params;
    if (!code) return oauthFailure('invalid_request', 'code is required.');
    if (!redirectUri) return oauthFailure('invalid_request', 'redirect_uri is required.');
    if (!OAUTH_CODE_PATTERN.test(code)) return oauthFailure('invalid_grant', BAD_CODE);
    const now = this.deps.clock.now();
    const revokedIn: string[] = [];
    const answer = await this.deps.prisma.$transaction(async (tx): Promise<TokenAnswer> => {
      const row = await tx.oauthCode.findUnique({ where: { codeHash: hashToken(code) } });
      if (!row || row.appId !== app.id) return oauthFailure('invalid_grant', BAD_CODE);
      // Claiming first makes the code single-use under concurrency, and every failure below
      // leaves it spent: a stolen code is good for one guess at most.
      const claimed = await tx.oauthCode.updateMany({
        where: { id: row.id, consumedAt: null },
        data: { consumedAt: now },
      });
      if (claimed.count === 0) {
        const revoked = await revokeFamilies(tx, { codeId: row.id }, 'code_reuse', now);
        if (revoked.length > 0) revokedIn.push(row.shopId);
        await recordSecurityEvent(tx, {
          shopId: row.shopId,
          type: 'oauth_code.reused',
          actor: appActor(app),
          subject: { type: 'oauth_app', id: app.clientId },
          details: { code_id: row.id, revoked_token_families: revoked },
          now,
        });
        return oauthFailure(
          'invalid_grant',
          'The authorization code was already used; every token issued from it is now revoked.',
        );
      }
      if (row.expiresAt.getTime() <= now.getTime())
        return oauthFailure('invalid_grant', 'The authorization code has expired.');
      if (row.redirectUri !== redirectUri) {
        return oauthFailure(
          'invalid_grant',
          'redirect_uri differs from the one of the authorization request.',
        );
      }
      if (row.codeChallenge !== null) {
        if (!verifier)
          return oauthFailure('invalid_grant', 'code_verifier is required: the authorization used PKCE.');
        if (!verifierMatches(verifier, row.codeChallenge)) {
          return oauthFailure('invalid_grant', 'code_verifier does not match the code_challenge.');
        }
      } else if (verifier !== undefined) {
        return oauthFailure(
          'invalid_grant',
          'code_verifier was sent, but the authorization request had no code_challenge.',
        );
      }
      const installation = await tx.oauthInstallation.findUnique({
        where: { appId_shopId: { appId: app.id, shopId: row.shopId } },
      });
      const member = await tx.member.findUnique({ where: { id: row.memberId } });
      if (!installation || installation.revokedAt !== null || !member) {
        return oauthFailure(
          'invalid_grant',
          'The authorization was withdrawn before the code was exchanged.',
        );
      }
      const family = await tx.oauthTokenFamily.create({
        data: {
          id: uuidv7(now.getTime()),
          appId: app.id,
          shopId: row.shopId,
          installationId: installation.id,
          memberId: member.id,
          codeId: row.id,
          scopes: row.scopes,
          createdAt: now,
        },
      });
      const pair = await issuePair(tx, { familyId: family.id, scopes: row.scopes, now });
      await recordSecurityEvent(tx, {
        shopId: row.shopId,
        type: 'oauth_token.issued',
        actor: appActor(app),
        subject: { type: 'oauth_token_family', id: family.id },
        details: { scopes: row.scopes, member_id: member.id, grant_type: 'authorization_code' },
        sessionId: row.sessionId,
        now,
      });
      return { ok: true, body: pair.response };
    });
    await this.announceRevocations(revokedIn);
    return answer;
  }

  private async refresh(
    app: AuthenticatedApp,
    params: Readonly<Record<string, string>>,
  ): Promise<TokenAnswer> {
    const presented = params.refresh_token;
    if (!presented) return oauthFailure('invalid_request', 'refresh_token is required.');
    if (!OAUTH_REFRESH_TOKEN_PATTERN.test(presented)) return oauthFailure('invalid_grant', BAD_REFRESH);
    const requested =
      params.scope === undefined ? null : params.scope.split(' ').filter((part) => part !== '');
    const now = this.deps.clock.now();
    const revokedIn: string[] = [];
    const answer = await this.deps.prisma.$transaction(async (tx): Promise<TokenAnswer> => {
      const load = () =>
        tx.oauthRefreshToken.findUnique({
          where: { tokenHash: hashToken(presented) },
          include: { family: { include: { member: true } } },
        });
      let row = await load();
      if (!row || row.family.appId !== app.id) return oauthFailure('invalid_grant', BAD_REFRESH);
      for (;;) {
        const decision = decideRefresh(
          { rotatedAt: row.rotatedAt, expiresAt: row.expiresAt, hasReplay: row.replayCiphertext !== null },
          row.family.revokedAt !== null,
          now,
          this.deps.settings.refreshGraceSeconds,
        );
        if (decision === 'revoked' || decision === 'expired')
          return oauthFailure('invalid_grant', BAD_REFRESH);
        if (decision === 'replay') {
          const pair = row.replayCiphertext ? openPair(row.replayCiphertext, presented) : null;
          if (pair) {
            const expiresIn = Math.max(0, pair.access_expires_at - toUnixSeconds(now));
            return {
              ok: true,
              body: {
                access_token: pair.access_token,
                token_type: 'Bearer',
                expires_in: expiresIn,
                refresh_token: pair.refresh_token,
                scope: pair.scope,
              },
            };
          }
        }
        if (decision === 'rotate') {
          // Every refusal comes before the claim: a refused refresh leaves the token as it was
          // (RFC 6749 §6), so the client's next, correct refresh is not taken for reuse.
          if (!row.family.member) {
            // The grant is dead, not refused: members.remove revokes it in the same way.
            const revoked = await revokeFamilies(tx, { id: row.familyId }, 'member_removed', now);
            if (revoked.length > 0) revokedIn.push(row.family.shopId);
            return oauthFailure('invalid_grant', MEMBER_REMOVED);
          }
          const scopes = refreshScopes(row.family.scopes, requested);
          if (!scopes.ok) return oauthFailure('invalid_scope', `Not granted: ${scopes.beyond.join(' ')}.`);
          // Two refreshes at once: one claims; the other waits on the row lock, sees it rotated
          // and goes round again as a replay.
          const claimed = await tx.oauthRefreshToken.updateMany({
            where: { id: row.id, rotatedAt: null },
            data: { rotatedAt: now },
          });
          if (claimed.count === 0) {
            const again = await load();
            if (!again) return oauthFailure('invalid_grant', BAD_REFRESH);
            row = again;
            continue;
          }
          return this.rotate(tx, app, row, presented, scopes.scopes, now);
        }
        const revoked = await revokeFamilies(tx, { id: row.familyId }, 'refresh_token_reuse', now);
        if (revoked.length > 0) revokedIn.push(row.family.shopId);
        await recordSecurityEvent(tx, {
          shopId: row.family.shopId,
          type: 'oauth_refresh_token.reused',
          actor: appActor(app),
          subject: { type: 'oauth_token_family', id: row.familyId },
          details: { refresh_token_id: row.id, revoked_token_families: revoked },
          now,
        });
        return oauthFailure(
          'invalid_grant',
          'This refresh token was already used; every token of this authorization is now revoked.',
        );
      }
    });
    await this.announceRevocations(revokedIn);
    return answer;
  }

  /** The next pair for a token this refresh has claimed: nothing may refuse past the claim. */
  private async rotate(
    tx: Tx,
    app: AuthenticatedApp,
    row: { id: string; familyId: string; family: { shopId: string } },
    presented: string,
    scopes: string[],
    now: Date,
  ): Promise<TokenAnswer> {
    const pair = await issuePair(tx, { familyId: row.familyId, scopes, now });
    await tx.oauthRefreshToken.update({
      where: { id: row.id },
      data: {
        replayCiphertext: sealPair(
          {
            access_token: pair.response.access_token,
            refresh_token: pair.response.refresh_token,
            scope: pair.response.scope,
            access_expires_at: toUnixSeconds(pair.accessExpiresAt),
          },
          presented,
        ),
      },
    });
    await recordSecurityEvent(tx, {
      shopId: row.family.shopId,
      type: 'oauth_token.refreshed',
      actor: appActor(app),
      subject: { type: 'oauth_token_family', id: row.familyId },
      details: { scopes },
      now,
    });
    return { ok: true, body: pair.response };
  }

  /** After the commit: the gateways drop what they cached for these shops' tokens. */
  private async announceRevocations(shopIds: readonly string[]): Promise<void> {
    for (const shopId of new Set(shopIds)) {
      await announceCredentialChange(this.deps.signals, shopId, 'oauth_token_revoked');
    }
  }

  /** RFC 7009: always 200 for an authenticated client, whether or not the token was known. */
  async revoke(input: TokenEndpointInput): Promise<RevokeAnswer> {
    const authenticated = await this.authenticate(input, { allowPublic: true });
    if (!authenticated.ok) return authenticated;
    const { app } = authenticated;
    const token = input.params.token;
    if (!token) return oauthFailure('invalid_request', 'token is required.');
    const now = this.deps.clock.now();
    const revokedIn: string[] = [];
    await this.deps.prisma.$transaction(async (tx) => {
      const audit = (shopId: string, familyId: string, tokenType: string) => {
        revokedIn.push(shopId);
        return recordSecurityEvent(tx, {
          shopId,
          type: 'oauth_token.revoked',
          actor: appActor(app),
          subject: { type: 'oauth_token_family', id: familyId },
          details: { token_type: tokenType },
          now,
        });
      };
      if (OAUTH_ACCESS_TOKEN_PATTERN.test(token)) {
        const row = await tx.oauthAccessToken.findUnique({
          where: { tokenHash: hashToken(token) },
          include: { family: true },
        });
        if (row && row.family.appId === app.id && row.revokedAt === null) {
          await tx.oauthAccessToken.update({ where: { id: row.id }, data: { revokedAt: now } });
          await audit(row.family.shopId, row.familyId, 'access_token');
        }
      } else if (OAUTH_REFRESH_TOKEN_PATTERN.test(token)) {
        const row = await tx.oauthRefreshToken.findUnique({
          where: { tokenHash: hashToken(token) },
          include: { family: true },
        });
        // Revoking a refresh token ends the grant: its access tokens go too (RFC 7009 §2.1).
        if (row && row.family.appId === app.id && row.family.revokedAt === null) {
          await revokeFamilies(tx, { id: row.familyId }, 'refresh_token_revoked', now);
          await audit(row.family.shopId, row.familyId, 'refresh_token');
        }
      }
    });
    await this.announceRevocations(revokedIn);
    return { ok: true, body: {} };
  }

  /** RFC 7662, for the app's own tokens only: anything else is simply inactive. */
  async introspect(input: TokenEndpointInput): Promise<IntrospectAnswer> {
    const authenticated = await this.authenticate(input, { allowPublic: false });
    if (!authenticated.ok) return authenticated;
    const { app } = authenticated;
    const token = input.params.token;
    if (!token) return oauthFailure('invalid_request', 'token is required.');
    const { prisma, clock, settings } = this.deps;
    const inactive: IntrospectAnswer = { ok: true, body: { active: false } };
    const include = { family: { include: { member: true, installation: true } } } as const;
    const where = { tokenHash: hashToken(token) };
    const found = OAUTH_ACCESS_TOKEN_PATTERN.test(token)
      ? await prisma.oauthAccessToken
          .findUnique({ where, include })
          .then((row) => row && { row, access: true })
      : OAUTH_REFRESH_TOKEN_PATTERN.test(token)
        ? await prisma.oauthRefreshToken
            .findUnique({ where, include })
            .then((row) => row && { row, access: false })
        : null;
    if (!found) return inactive;
    const { row, access } = found;
    const { family } = row;
    // An access token dies by its own revocation; a refresh token once it has been rotated.
    const spent = 'revokedAt' in row ? row.revokedAt !== null : row.rotatedAt !== null;
    const live =
      family.appId === app.id &&
      !spent &&
      family.revokedAt === null &&
      family.installation.revokedAt === null &&
      row.expiresAt.getTime() > clock.now().getTime();
    if (!live || !family.member) return inactive;
    return {
      ok: true,
      body: {
        active: true,
        scope: (access && 'scopes' in row
          ? effectiveScopes(row.scopes, family.member.role)
          : family.scopes
        ).join(' '),
        client_id: app.clientId,
        token_type: access ? 'Bearer' : 'refresh_token',
        exp: toUnixSeconds(row.expiresAt),
        iat: toUnixSeconds(row.createdAt),
        iss: settings.issuer,
        sub: family.member.id,
        shop_id: family.shopId,
      },
    };
  }
}
