import { randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';
/** Standard base64 of exactly 32 bytes: 43 characters and one `=` of padding. */
const SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{43}=$/;

/**
 * `whsec_` + base64 of 32 random bytes: the form Standard Webhooks libraries read, so the
 * same secret keys our V2 header (as the whole string) and theirs (as the decoded bytes).
 */
export function generateWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** Whether a string has exactly the generated form; strict, because `Buffer.from` is not. */
export function isWebhookSecret(value: string): boolean {
  return SECRET_PATTERN.test(value);
}

/**
 * The key of the Standard Webhooks signature: the decoded bytes after the prefix. Decodes the
 * way the `standardwebhooks` library does (prefix optional) rather than throwing, so a
 * delivery with an odd secret still carries our V2 and legacy signatures.
 */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}
