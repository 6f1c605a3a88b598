import { randomBytes } from 'node:crypto';

/**
 * UUIDv7 (RFC 9562): 48-bit millisecond timestamp + randomness. Every id we mint is one, so
 * primary keys sort by creation time and keyset pagination on `id` follows insertion order.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Public handle (`uniqid`) of catalog-style records: 13 lowercase hex characters. */
export function uniqid(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}
