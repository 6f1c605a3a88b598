export type RefreshDecision = 'rotate' | 'replay' | 'reuse' | 'expired' | 'revoked';

/**
 * What presenting a refresh token does (RFC 9700 §4.14.2, rotation with reuse detection):
 * a fresh token rotates; the same token again within `graceSeconds` of its rotation (two
 * workers refreshing at once) replays the pair already issued; any later use is reuse, which
 * revokes the whole family, since either the client or an attacker holds a stolen copy.
 */
export function decideRefresh(
  token: { rotatedAt: Date | null; expiresAt: Date; hasReplay: boolean },
  familyRevoked: boolean,
  now: Date,
  graceSeconds: number,
): RefreshDecision {
  if (familyRevoked) return 'revoked';
  if (token.rotatedAt === null) return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'rotate';
  const sinceRotation = now.getTime() - token.rotatedAt.getTime();
  return token.hasReplay && sinceRotation <= graceSeconds * 1000 ? 'replay' : 'reuse';
}
