export interface SignatureV2Parts {
  /** The signed timestamp, exactly as written (compared as a string with the header). */
  t: string;
  /** 64 lowercase hex characters. */
  h: string;
}

/** Whole Unix seconds without leading zeros, so a string compare with the header is exact. */
const TIMESTAMP = /^(0|[1-9]\d*)$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * `v1,t=<timestamp>,h=<hex>` → its parts, or null when the `v1` marker is missing, a field
 * is missing, repeated or malformed. Strict on purpose: anything looser is a second way to
 * write the same signature, which only an attacker needs.
 */
export function parseSignatureV2(value: string): SignatureV2Parts | null {
  const [marker, ...parts] = value.split(',').map((part) => part.trim());
  if (marker !== 'v1') return null;
  const fields = new Map<string, string>();
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq);
    if (fields.has(key)) return null;
    fields.set(key, part.slice(eq + 1));
  }
  const t = fields.get('t');
  const h = fields.get('h');
  if (t === undefined || h === undefined || !TIMESTAMP.test(t) || !HEX_SHA256.test(h)) return null;
  if (!Number.isSafeInteger(Number(t))) return null;
  return { t, h };
}
