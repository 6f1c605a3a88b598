import { randomInt } from 'node:crypto';
import { LICENSE_KEY_PATTERN } from '@shopforge/contracts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new key, `XXXXX-XXXXX-XXXXX-XXXXX`, from the CSPRNG (about 100 bits). */
export function generateLicenseKey(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** Keys are compared upper-cased and trimmed, as people type them. */
export function normalizeLicenseKey(key: string): string | null {
  const normalized = key.trim().toUpperCase();
  return LICENSE_KEY_PATTERN.test(normalized) ? normalized : null;
}

const PERIOD = /^(\d{1,4})\s*(d|days?|w|weeks?|m|months?|y|years?)$/i;

/**
 * When a license issued at `from` for a product's `license_period` ends: "30d", "2 weeks",
 * "6 months", "1y"; empty, "lifetime" or anything else means it never expires.
 */
export function licenseExpiry(period: string | null, from: Date): Date | null {
  const match = PERIOD.exec((period ?? '').trim());
  if (!match) return null;
  const count = Number(match[1]);
  const unit = (match[2] ?? 'd').toLowerCase()[0];
  const end = new Date(from.getTime());
  if (unit === 'd') end.setUTCDate(end.getUTCDate() + count);
  else if (unit === 'w') end.setUTCDate(end.getUTCDate() + 7 * count);
  else if (unit === 'm') end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}

export type ValidationOutcome =
  | { ok: true; bind: string | null }
  | {
      ok: false;
      code: 'LICENSE_NOT_FOUND' | 'LICENSE_INVALID' | 'LICENSE_EXPIRED' | 'LICENSE_HWID_MISMATCH';
      message: string;
    };

/**
 * The rules of `POST /licenses/validate` on a found license: another product's key is not
 * found; a disabled one is invalid; an expired one is expired; the first hardware id binds,
 * a different one later is a mismatch.
 */
export function judgeLicense(
  license: { productId: string; status: string; hwid: string | null; expiresAt: Date | null },
  input: { productId: string | null; hwid: string | null },
  now: Date,
): ValidationOutcome {
  if (input.productId !== null && input.productId !== license.productId) {
    return { ok: false, code: 'LICENSE_NOT_FOUND', message: 'No license with this key for this product.' };
  }
  if (license.status !== 'ACTIVE')
    return { ok: false, code: 'LICENSE_INVALID', message: 'This license is disabled.' };
  if (license.expiresAt !== null && license.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, code: 'LICENSE_EXPIRED', message: 'This license has expired.' };
  }
  if (input.hwid === null) return { ok: true, bind: null };
  if (license.hwid === null) return { ok: true, bind: input.hwid };
  if (license.hwid !== input.hwid) {
    return { ok: false, code: 'LICENSE_HWID_MISMATCH', message: 'This license is bound to another device.' };
  }
  return { ok: true, bind: null };
}
