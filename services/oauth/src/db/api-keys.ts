import { API_KEY_BODY_LENGTH, API_KEY_PREFIX, type ApiKeyCreator } from '@shopforge/contracts';
import { displayPrefix, generateToken, hashToken, uuidv7 } from '@shopforge/service-kit';
import type { Tx } from './tx';

/** Creates a key and returns it in full: the only moment the secret exists outside the caller. */
export async function insertApiKey(
  tx: Tx,
  input: { shopId: string; scopes: string[]; name?: string | undefined; createdBy: ApiKeyCreator; now: Date },
) {
  const apiKey = generateToken(API_KEY_PREFIX, API_KEY_BODY_LENGTH);
  const row = await tx.apiKey.create({
    data: {
      id: uuidv7(input.now.getTime()),
      shopId: input.shopId,
      name: input.name ?? null,
      prefix: displayPrefix(apiKey),
      secretHash: hashToken(apiKey),
      scopes: input.scopes,
      createdByType: input.createdBy.type,
      createdById: input.createdBy.id,
      createdAt: input.now,
    },
  });
  return { apiKey, row };
}
