import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** The pair a rotation issued, kept only for the grace window. */
export const sealedPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  scope: z.string(),
  access_expires_at: z.number().int(),
});
export type SealedPair = z.infer<typeof sealedPairSchema>;

/**
 * The key is derived from the old refresh token itself, which the database does not hold (it
 * holds an unrelated SHA-256 of it): a database reader cannot open the sealed pair, and the
 * caller who presents the old token within the grace window can.
 */
function keyOf(oldRefreshToken: string): Buffer {
  return createHash('sha256').update(`shopforge:refresh-replay:v1:${oldRefreshToken}`, 'utf8').digest();
}

export function sealPair(pair: SealedPair, oldRefreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(oldRefreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openPair(sealed: string, oldRefreshToken: string): SealedPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(oldRefreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return sealedPairSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}
