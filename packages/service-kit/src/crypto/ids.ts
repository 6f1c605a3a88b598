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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path's `{id}` names a record by its id or its uniqid: the `where` clause for either. A
 * malformed value simply matches nothing, so it ends as the resource's "not found".
 */
export function byIdOrUniqid(ref: string): { id: string } | { uniqid: string } {
  return UUID.test(ref) ? { id: ref.toLowerCase() } : { uniqid: ref };
}
