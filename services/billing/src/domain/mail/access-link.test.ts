import { describe, expect, it } from 'vitest';
import { checkAccessLink, signAccessLink } from './access-link';

const KEY = 'k'.repeat(43);
const INVOICE = '0190f5a0-0000-7000-8000-0000000000a1';
const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-12-27T12:00:00Z');

describe('access links', () => {
  it('a link opens its invoice until it expires', () => {
    const token = signAccessLink(KEY, INVOICE, later);
    expect(checkAccessLink(KEY, token, now)).toEqual({ ok: true, invoiceId: INVOICE, expiresAt: later });
    expect(checkAccessLink(KEY, token, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('an altered invoice id, expiry or MAC, another key or garbage is invalid, never expired', () => {
    const token = signAccessLink(KEY, INVOICE, later);
    const [, expiry, sig] = token.split('.');
    const other = '0190f5a0-0000-7000-8000-0000000000a2';
    for (const bad of [
      `${other}.${expiry}.${sig}`,
      `${INVOICE}.${Number(expiry) + 86_400}.${sig}`,
      `${INVOICE}.${expiry}.${'A'.repeat(43)}`,
      signAccessLink('another key', INVOICE, later),
      'nonsense',
      `${INVOICE}.${expiry}`,
      `${token}.extra`,
    ])
      expect(checkAccessLink(KEY, bad, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkAccessLink(KEY, signAccessLink('x', INVOICE, now), later)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('opens in its one spelling only: the other spellings of the MAC’s last character are invalid', () => {
    const token = signAccessLink(KEY, INVOICE, later);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1) ?? '');
    const variants = [0, 1, 2, 3]
      .map((low) => `${token.slice(0, -1)}${alphabet[(last & ~3) | low]}`)
      .filter((variant) => variant !== token);
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      // The same bytes: without the spelling check they would pass the MAC.
      expect(Buffer.from(variant.split('.')[2] ?? '', 'base64url')).toEqual(
        Buffer.from(token.split('.')[2] ?? '', 'base64url'),
      );
      expect(checkAccessLink(KEY, variant, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(checkAccessLink(KEY, token, now).ok).toBe(true);
  });
});
