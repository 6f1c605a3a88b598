import { LICENSE_KEY_PATTERN } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { generateLicenseKey, judgeLicense, licenseExpiry, normalizeLicenseKey } from './license';

const now = new Date('2026-11-24T12:00:00Z');
const license = { productId: 'p', status: 'ACTIVE', hwid: null, expiresAt: null };

describe('licenses', () => {
  it('keys have four groups of five unambiguous characters and normalise as typed', () => {
    const key = generateLicenseKey();
    expect(key).toMatch(LICENSE_KEY_PATTERN);
    expect(normalizeLicenseKey(` ${key.toLowerCase()} `)).toBe(key);
    expect(normalizeLicenseKey('ABCDE-12345')).toBeNull();
    expect(normalizeLicenseKey('OOOOO-IIIII-00000-11111')).toBeNull();
  });

  it('a product license period becomes an expiry; lifetime or unknown never expires', () => {
    expect(licenseExpiry('30d', now)?.toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect(licenseExpiry('1 year', now)?.toISOString()).toBe('2027-11-24T12:00:00.000Z');
    expect(licenseExpiry('2 weeks', now)?.toISOString()).toBe('2026-12-08T12:00:00.000Z');
    expect(licenseExpiry('lifetime', now)).toBeNull();
    expect(licenseExpiry(null, now)).toBeNull();
  });

  it('validation binds the first device, then refuses another; expiry, status and product are checked', () => {
    expect(judgeLicense(license, { productId: 'p', hwid: 'dev-1' }, now)).toEqual({
      ok: true,
      bind: 'dev-1',
    });
    const bound = { ...license, hwid: 'dev-1' };
    expect(judgeLicense(bound, { productId: null, hwid: 'dev-1' }, now)).toEqual({ ok: true, bind: null });
    expect(judgeLicense(bound, { productId: null, hwid: 'dev-2' }, now)).toMatchObject({
      code: 'LICENSE_HWID_MISMATCH',
    });
    expect(judgeLicense(license, { productId: 'other', hwid: null }, now)).toMatchObject({
      code: 'LICENSE_NOT_FOUND',
    });
    expect(
      judgeLicense({ ...license, status: 'DISABLED' }, { productId: null, hwid: null }, now),
    ).toMatchObject({ code: 'LICENSE_INVALID' });
    expect(judgeLicense({ ...license, expiresAt: now }, { productId: null, hwid: null }, now)).toMatchObject({
      code: 'LICENSE_EXPIRED',
    });
  });
});
