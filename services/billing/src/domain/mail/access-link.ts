import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a receipt's access link opens the buyer's purchase. */
export const ACCESS_LINK_TTL_MS = 30 * 86_400_000;

export type AccessLinkCheck =
  | { ok: true; invoiceId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`access-link:${payload}`).digest();
}

/**
 * `<invoice id>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`: nothing stored, nothing to
 * guess; changing either part breaks the MAC.
 */
export function signAccessLink(key: string, invoiceId: string, expiresAt: Date): string {
  const payload = `${invoiceId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export function checkAccessLink(key: string, token: string, now: Date): AccessLinkCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [invoiceId = '', expiry = '', given = ''] = parts;
  if (!UUID.test(invoiceId) || !/^\d{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(given))
    return { ok: false, reason: 'invalid' };
  const decoded = Buffer.from(given, 'base64url');
  // 43 characters carry 258 bits for the MAC's 256: the decoder ignores the last one's two low
  // bits, so four spellings decode alike. Only the one the platform wrote opens the link.
  if (decoded.toString('base64url') !== given) return { ok: false, reason: 'invalid' };
  const expected = mac(key, `${invoiceId}.${expiry}`);
  if (!timingSafeEqual(expected, decoded)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expiry) * 1000);
  // Checked after the MAC, so an expiry is only ever reported for a link the platform made.
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, invoiceId, expiresAt };
}
