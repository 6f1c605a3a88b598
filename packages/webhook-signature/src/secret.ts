import { randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/**
 * `whsec_` + base64 of 32 random bytes: the form Standard Webhooks libraries read, so the
 * same secret verifies our V2 header (keyed by the whole string) and theirs (by the bytes).
 */
export function generateWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

export function isWebhookSecret(value: string): boolean {
  return value.startsWith(PREFIX) && Buffer.from(value.slice(PREFIX.length), 'base64').length === 32;
}

/** The key of the Standard Webhooks signature: the decoded bytes after the prefix. */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}
