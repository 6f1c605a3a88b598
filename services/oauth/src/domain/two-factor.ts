import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@shopforge/contracts';
import { hashToken } from '@shopforge/service-kit';
import { Secret, TOTP } from 'otpauth';

/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238: SHA-1, six digits, 30 s,
 * what every authenticator app reads from an `otpauth://` URI), and single-use recovery codes
 * for a lost phone. docs/oauth.md "Dashboard sign-in".
 */
const ISSUER = 'Shopforge';
/** One step either side: a phone's clock a little off, or a code typed as it rolled over. */
const WINDOW = 1;
const PERIOD_MS = 30_000;

function totpOf(secret: string, label = 'member'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_MS / 1000,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh secret (160 bits, base32) and the URI an authenticator app scans. */
export function newTotpSecret(account: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpOf(secret, account).toString() };
}

/**
 * The time step (RFC 6238's counter) whose code `code` is, at `now` give or take one step, or
 * null when it is none of them. A step is accepted once per member (`totp_last_step`), so a code
 * seen over a shoulder or in a log cannot be used again within its 90 seconds.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpOf(secret).validate({ token: digits, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

// No 0/o, 1/l/i: read off a printout and typed back.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7mq2-xp4rt`, each 50 bits from the CSPRNG. */
export function newRecoveryCodes(): string[] {
  const codes: string[] = [];
  for (let n = 0; n < RECOVERY_CODE_COUNT; n++) {
    let body = '';
    for (let index = 0; index < 10; index++) body += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    codes.push(`${body.slice(0, 5)}-${body.slice(5)}`);
  }
  return codes;
}

/** What is stored of a recovery code: the hash of its letters, so case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}
