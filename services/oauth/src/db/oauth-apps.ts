import {
  OAUTH_CLIENT_ID_LENGTH,
  OAUTH_CLIENT_ID_PREFIX,
  OAUTH_CLIENT_SECRET_PREFIX,
  OAUTH_SECRET_LENGTH,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { displayPrefix, generateToken, hashToken } from '@shopforge/service-kit';
import type { OauthPrisma } from './client';
import type { Tx } from './tx';

/** A new client secret: returned once, stored as its hash and a short display prefix. */
export function newClientSecret(): { secret: string; secretHash: string; secretPrefix: string } {
  const secret = generateToken(OAUTH_CLIENT_SECRET_PREFIX, OAUTH_SECRET_LENGTH);
  return { secret, secretHash: hashToken(secret), secretPrefix: displayPrefix(secret) };
}

export const newClientId = () => generateToken(OAUTH_CLIENT_ID_PREFIX, OAUTH_CLIENT_ID_LENGTH);

export async function findAppOrThrow(db: OauthPrisma | Tx, clientId: string) {
  const app = await db.oauthApp.findUnique({ where: { clientId } });
  if (!app) throw new AppError('NOT_FOUND', 'OAuth app not found.');
  return app;
}
