import {
  OAUTH_ACCESS_TOKEN_PREFIX,
  OAUTH_ACCESS_TOKEN_TTL_SECONDS,
  OAUTH_REFRESH_TOKEN_PREFIX,
  OAUTH_REFRESH_TOKEN_TTL_SECONDS,
  OAUTH_SECRET_LENGTH,
  type OauthTokenResponse,
} from '@shopforge/contracts';
import { generateToken, hashToken, uuidv7 } from '@shopforge/service-kit';
import type { Tx } from './tx';

export interface IssuedPair {
  response: OauthTokenResponse;
  accessExpiresAt: Date;
  refreshTokenId: string;
}

const secondsAfter = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** A new access token and refresh token in `familyId`; only their hashes are stored. */
export async function issuePair(
  tx: Tx,
  input: { familyId: string; scopes: readonly string[]; now: Date },
): Promise<IssuedPair> {
  const accessToken = generateToken(OAUTH_ACCESS_TOKEN_PREFIX, OAUTH_SECRET_LENGTH);
  const refreshToken = generateToken(OAUTH_REFRESH_TOKEN_PREFIX, OAUTH_SECRET_LENGTH);
  const accessExpiresAt = secondsAfter(input.now, OAUTH_ACCESS_TOKEN_TTL_SECONDS);
  await tx.oauthAccessToken.create({
    data: {
      id: uuidv7(input.now.getTime()),
      familyId: input.familyId,
      tokenHash: hashToken(accessToken),
      scopes: [...input.scopes],
      createdAt: input.now,
      expiresAt: accessExpiresAt,
    },
  });
  const refreshTokenId = uuidv7(input.now.getTime());
  await tx.oauthRefreshToken.create({
    data: {
      id: refreshTokenId,
      familyId: input.familyId,
      tokenHash: hashToken(refreshToken),
      createdAt: input.now,
      expiresAt: secondsAfter(input.now, OAUTH_REFRESH_TOKEN_TTL_SECONDS),
    },
  });
  return {
    response: {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: OAUTH_ACCESS_TOKEN_TTL_SECONDS,
      refresh_token: refreshToken,
      scope: input.scopes.join(' '),
    },
    accessExpiresAt,
    refreshTokenId,
  };
}

export type FamilyRevocationReason =
  | 'code_reuse'
  | 'refresh_token_reuse'
  | 'refresh_token_revoked'
  | 'uninstalled'
  | 'member_removed';

/**
 * Revokes token families and every access token in them (refresh tokens die with the family).
 * Already revoked families keep their first reason. Returns the ids it revoked now.
 */
export async function revokeFamilies(
  tx: Tx,
  where: { id: string } | { codeId: string } | { installationId: string } | { memberId: string },
  reason: FamilyRevocationReason,
  now: Date,
): Promise<string[]> {
  const families = await tx.oauthTokenFamily.findMany({
    where: { ...where, revokedAt: null },
    select: { id: true },
  });
  const ids = families.map((family) => family.id);
  if (ids.length === 0) return [];
  await tx.oauthTokenFamily.updateMany({
    where: { id: { in: ids } },
    data: { revokedAt: now, revokedReason: reason },
  });
  await tx.oauthAccessToken.updateMany({
    where: { familyId: { in: ids }, revokedAt: null },
    data: { revokedAt: now },
  });
  return ids;
}
