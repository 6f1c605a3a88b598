import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock';
import { constantTimeEqual } from '../crypto/tokens';
import { cursorError } from './cursor-error';
import { type CursorPosition, fromWirePosition, toWirePosition, wirePositionSchema } from './cursor-position';

/**
 * Signed, expiring list cursors. A cursor is `<payload>.<tag>`, both base64url: the payload is
 * JSON `{v, p: position, b: binding hash, iat: ms}` and the tag its HMAC-SHA256. Signing keeps
 * cursors opaque and unforgeable, so a client cannot point the keyset at rows of its own
 * choosing; `b` ties a cursor to one list with one set of filters and sorts (the spec: changing
 * them invalidates the cursor); `iat` lets it expire (the spec: about 24 hours).
 */
export interface CursorCodec {
  encode(position: CursorPosition, binding: string): string;
  /** Throws a 422 on the `cursor` field when the cursor is not one this list issued recently. */
  decode(cursor: string, binding: string): CursorPosition;
}

export interface CursorCodecOptions {
  /** Shared by every replica that serves the list (at least 32 characters). */
  secret: string;
  clock: Clock;
  /** Lifetime of a cursor; 24 hours by default. */
  ttlMs?: number;
}

export const CURSOR_TTL_MS = 24 * 60 * 60 * 1000;
/** Replicas' clocks differ a little; a cursor from further in the future than this is not ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const VERSION = 1;
const SHAPE = /^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{43}$/;

const payloadSchema = z.strictObject({
  v: z.literal(VERSION),
  p: wirePositionSchema,
  b: z.string(),
  iat: z.number().int().nonnegative(),
});

export function createCursorCodec({ secret, clock, ttlMs = CURSOR_TTL_MS }: CursorCodecOptions): CursorCodec {
  if (secret.length < 32) throw new Error('The cursor secret must be at least 32 characters.');
  if (!Number.isInteger(ttlMs) || ttlMs <= 0)
    throw new Error('The cursor lifetime must be a positive integer.');
  // A key of its own, derived from the secret: when the secret is shared with another use
  // (the internal credential), a tag made for one can never pass as the other.
  const key = createHmac('sha256', secret).update('shopforge/list-cursor/v1').digest();
  const tagOf = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    encode(position, binding) {
      const payload = Buffer.from(
        JSON.stringify({
          v: VERSION,
          p: toWirePosition(position),
          b: bindingHash(binding),
          iat: clock.now().getTime(),
        }),
        'utf8',
      ).toString('base64url');
      return `${payload}.${tagOf(payload)}`;
    },

    decode(cursor, binding) {
      if (!SHAPE.test(cursor)) throw cursorError('invalid');
      const [payload = '', tag = ''] = cursor.split('.');
      if (!constantTimeEqual(tag, tagOf(payload))) throw cursorError('invalid');
      const parsed = payloadSchema.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')));
      if (!parsed.success) throw cursorError('invalid');
      const now = clock.now().getTime();
      if (parsed.data.iat > now + CLOCK_SKEW_MS) throw cursorError('invalid');
      if (now - parsed.data.iat >= ttlMs) throw cursorError('expired');
      if (parsed.data.b !== bindingHash(binding)) throw cursorError('otherList');
      return fromWirePosition(parsed.data.p);
    },
  };
}

/** 128 bits of SHA-256: enough to tell lists apart, and the tag already prevents forgery. */
function bindingHash(binding: string): string {
  return createHash('sha256').update(binding, 'utf8').digest().subarray(0, 16).toString('base64url');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
