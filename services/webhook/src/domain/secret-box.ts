import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Webhook secrets must be readable to sign deliveries, so unlike API keys they are encrypted, not
 * hashed (docs/architecture.md#data-rules): AES-256-GCM, a fresh 96-bit nonce per value, the
 * authentication tag refusing any tampered or foreign ciphertext. Format:
 * `v1.<nonce>.<tag>.<ciphertext>`.
 */
const VERSION = 'v1';

export function sealSecret(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, nonce, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) {
    throw new Error('unrecognised sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** `whsec_…abcd`: enough to tell two secrets apart in a list, useless to an attacker. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}
