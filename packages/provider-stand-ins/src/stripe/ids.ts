import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomChars(length: number): string {
  let chars = '';
  for (let i = 0; i < length; i += 1) chars += ALPHABET[randomInt(ALPHABET.length)];
  return chars;
}

/** A Stripe-shaped id: `prefix_` and random letters and digits (24 of them, as in `ch_…`, `pi_…`). */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomChars(length)}`;
}

/** Checkout Session ids are longer and carry the mode: `cs_test_a1…`, 66 characters in all. */
export const newSessionId = () => `cs_test_a1${randomChars(56)}`;

/** Stripe's timestamps are unix seconds. */
export const unixNow = () => Math.floor(Date.now() / 1000);

/**
 * An account id (`acct_1` and 15 letters or digits, as Stripe's) derived from the API key, so a
 * key names the same account in every stand-in run and a product may keep it in its config.
 */
export function accountIdFor(apiKey: string): string {
  const digest = createHash('sha256').update(apiKey).digest();
  let chars = '';
  for (let i = 0; i < 15; i += 1) chars += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return `acct_1${chars}`;
}
