import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet's scrypt parameters: 128 MiB and ~270 ms per hash here.
 * The cost is passed in, not fixed, only so that service tests can hash cheaply.
 */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
// scrypt needs a little over 128·N·r bytes, above Node's 32 MiB default. Twice that also bounds
// what a stored hash can make a verification allocate.
const MAX_MEMORY = 2 * 128 * OWASP_SCRYPT_COST.N * OWASP_SCRYPT_COST.r;

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const positiveInteger = (text: string | undefined) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  const cost = { N: positiveInteger(n), r: positiveInteger(r), p: positiveInteger(p) };
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return null;
  if (cost.N === null || cost.r === null || cost.p === null) return null;
  return {
    cost: { N: cost.N, r: cost.r, p: cost.p },
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

/** Returns `scrypt$N$r$p$salt$hash` (base64), self-describing so parameters can grow later. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks with the parameters the hash was made with, so hashes from before a rise still work. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/**
 * True when `stored` was made with weaker parameters than `cost`: after a successful sign-in,
 * the only moment the password is known, it should be hashed again.
 */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.cost;
  return N < cost.N || r < cost.r || p < cost.p;
}
