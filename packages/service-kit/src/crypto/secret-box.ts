import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the platform must read back (webhook secrets to sign deliveries, merchants' provider
 * keys to call their providers) are encrypted, not hashed like API keys
 * (docs/architecture.md#data-rules): AES-256-GCM, a fresh 96-bit nonce per value, the
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

/**
 * `whsec_…abcd`, `sk_test_…abcd`: the secret's kind and its last four characters, enough to tell
 * two secrets apart in a list, useless to an attacker.
 */
export function secretHint(secret: string): string {
  const kind = /^[a-z]+_(?:test_|live_)?/.exec(secret)?.[0] ?? '';
  return `${kind}…${secret.slice(-4)}`;
}

/** A 32-byte key given as 64 hex digits, base64 or base64url; undefined when it is not one. */
export function decodeSecretKey(value: string): Buffer | undefined {
  const candidates = [
    /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : undefined,
    Buffer.from(value, 'base64'),
    Buffer.from(value, 'base64url'),
  ];
  return candidates.find((key) => key?.length === 32);
}
