/**
 * What a signature covers: the body's bytes exactly as sent. Deliberately not `unknown` or
 * `object`: a body that went through `JSON.parse` no longer has its original bytes (escaped
 * slashes, spacing and key order are gone), so passing one is a compile-time error.
 */
export type RawBody = string | Buffer | Uint8Array;

/**
 * The bytes to sign or verify. Also guards at run time, because merchants calling this from
 * plain JavaScript with `express.json()` in front would otherwise get a baffling
 * `signature_mismatch` (or, for a parsed array, an HMAC over its numbers).
 */
export function rawBytes(body: RawBody): Buffer {
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError(
    'rawBody must be the request body exactly as received (string, Buffer or Uint8Array), not parsed ' +
      "JSON: read it with express.raw({ type: 'application/json' }) or by concatenating the request's chunks.",
  );
}
