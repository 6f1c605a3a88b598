import { randomBytes } from 'node:crypto';

/** The last id's time and 12-bit counter (RFC 9562 §6.2, method 1), per process. */
let last = { ms: -1, counter: 0 };

/** How far behind the last id a timestamp may be and still continue its sequence. */
const SAME_STREAM_MS = 1000;

/**
 * UUIDv7 (RFC 9562): 48-bit millisecond timestamp, a 12-bit counter, randomness. Every id we
 * mint is one, so primary keys sort by creation time and keyset pagination on `id` follows
 * insertion order. Ids made in one process are strictly increasing, also within a millisecond
 * (the counter), so rows written together (serial codes of one request, timeline events of
 * one change) keep their order; past 4096 ids in a millisecond the timestamp moves ahead by one.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now > last.ms || last.ms - now > SAME_STREAM_MS) {
    // A new millisecond (or another clock): start the counter low, leaving room to count up.
    last = { ms: now, counter: randomBytes(2).readUInt16BE(0) & 0x3ff };
  } else if (last.counter < 0xfff) {
    last = { ms: last.ms, counter: last.counter + 1 };
  } else {
    last = { ms: last.ms + 1, counter: 0 };
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(last.ms, 0, 6);
  bytes[6] = 0x70 | (last.counter >> 8);
  bytes[7] = last.counter & 0xff;
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
/** Whether `ref` has the form of a UUID (an id) rather than a uniqid. */
export function isUuid(ref: string): boolean {
  return UUID.test(ref);
}

export function byIdOrUniqid(ref: string): { id: string } | { uniqid: string } {
  return UUID.test(ref) ? { id: ref.toLowerCase() } : { uniqid: ref };
}
