import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { createCursorCodec, CURSOR_TTL_MS } from './cursor';
import { CURSOR_MESSAGES } from './cursor-error';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const ID = '0190f5a0-0000-7000-8000-000000000001';
const BINDING = 'orders?filters=[]&sorts=-created_at';

function setup() {
  const clock = new ManualClock(Date.UTC(2026, 0, 1));
  return { clock, codec: createCursorCodec({ secret: SECRET, clock }) };
}

/** The `details` of the 422 a decode throws. */
function refusal(decode: () => unknown): unknown {
  try {
    decode();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe('VALIDATION_ERROR');
    return appError.details;
  }
  throw new Error('expected the cursor to be refused');
}

const refusedWith = (message: string) => [{ field: 'cursor', message }];

/** Re-encodes a base64url segment after changing its text. */
function editPayload(cursor: string, edit: (json: string) => string): string {
  const [payload = '', tag = ''] = cursor.split('.');
  const json = Buffer.from(payload, 'base64url').toString('utf8');
  return `${Buffer.from(edit(json), 'utf8').toString('base64url')}.${tag}`;
}

describe('signed list cursors', () => {
  it('round-trips an id position', () => {
    const { codec } = setup();
    expect(codec.decode(codec.encode({ id: ID }, BINDING), BINDING)).toEqual({ id: ID });
  });

  it('round-trips sort values, keeping dates to the millisecond', () => {
    const { codec } = setup();
    const position = {
      id: ID,
      sortValues: [new Date(Date.UTC(2026, 0, 1, 12, 0, 0, 250)), '19.90', 3, true],
    };
    const back = codec.decode(codec.encode(position, BINDING), BINDING);
    expect(back).toEqual(position);
    expect(back.sortValues?.[0]).toBeInstanceOf(Date);
  });

  it('is opaque base64url text, safe in a query string', () => {
    const { codec } = setup();
    expect(codec.encode({ id: ID }, BINDING)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a cursor whose payload was changed (the tag no longer matches)', () => {
    const { codec } = setup();
    const cursor = codec.encode({ id: ID }, BINDING);
    const tampered = editPayload(cursor, (json) => json.replace(ID, '0190f5a0-0000-7000-8000-000000000999'));
    expect(refusal(() => codec.decode(tampered, BINDING))).toEqual(refusedWith(CURSOR_MESSAGES.invalid));
  });

  it('refuses a cursor whose expiry was pushed forward', () => {
    const { codec, clock } = setup();
    const cursor = codec.encode({ id: ID }, BINDING);
    clock.advance(CURSOR_TTL_MS);
    const renewed = editPayload(cursor, (json) =>
      json.replace(/"iat":\d+/, `"iat":${clock.now().getTime()}`),
    );
    expect(refusal(() => codec.decode(renewed, BINDING))).toEqual(refusedWith(CURSOR_MESSAGES.invalid));
  });

  it('refuses a cursor whose tag was changed', () => {
    const { codec } = setup();
    const cursor = codec.encode({ id: ID }, BINDING);
    const flipped = `${cursor.slice(0, -1)}${cursor.endsWith('A') ? 'B' : 'A'}`;
    expect(refusal(() => codec.decode(flipped, BINDING))).toEqual(refusedWith(CURSOR_MESSAGES.invalid));
  });

  it('refuses a cursor signed with another secret', () => {
    const { codec, clock } = setup();
    const other = createCursorCodec({ secret: `${SECRET}-other`, clock });
    expect(refusal(() => codec.decode(other.encode({ id: ID }, BINDING), BINDING))).toEqual(
      refusedWith(CURSOR_MESSAGES.invalid),
    );
  });

  const malformed: [string, string][] = [
    ['empty text', ''],
    ['no tag', 'eyJ2IjoxfQ'],
    ['three parts', 'a.b.c'],
    ['characters outside base64url', 'ab+/.cd=='],
    ['an unsigned base64url payload', Buffer.from(JSON.stringify({ v: 1, id: ID })).toString('base64url')],
    ['a tag of the wrong length', `eyJ2IjoxfQ.${'A'.repeat(42)}`],
  ];
  for (const [what, cursor] of malformed) {
    it(`refuses malformed cursors: ${what}`, () => {
      const { codec } = setup();
      expect(refusal(() => codec.decode(cursor, BINDING))).toEqual(refusedWith(CURSOR_MESSAGES.invalid));
    });
  }

  it('accepts a cursor until 24 hours have passed, then refuses it as expired', () => {
    const { codec, clock } = setup();
    const cursor = codec.encode({ id: ID }, BINDING);
    clock.advance(CURSOR_TTL_MS - 1);
    expect(codec.decode(cursor, BINDING)).toEqual({ id: ID });
    clock.advance(1);
    expect(refusal(() => codec.decode(cursor, BINDING))).toEqual(refusedWith(CURSOR_MESSAGES.expired));
    expect(CURSOR_MESSAGES.expired).toBe('This cursor has expired; start again from the first page.');
  });

  it('honours a shorter lifetime when one is configured', () => {
    const clock = new ManualClock();
    const codec = createCursorCodec({ secret: SECRET, clock, ttlMs: 60_000 });
    const cursor = codec.encode({ id: ID }, BINDING);
    clock.advance(60_000);
    expect(refusal(() => codec.decode(cursor, BINDING))).toEqual(refusedWith(CURSOR_MESSAGES.expired));
  });

  it('refuses a cursor issued further in the future than clock skew explains', () => {
    const { codec, clock } = setup();
    const later = createCursorCodec({
      secret: SECRET,
      clock: new ManualClock(clock.now().getTime() + 600_000),
    });
    expect(refusal(() => codec.decode(later.encode({ id: ID }, BINDING), BINDING))).toEqual(
      refusedWith(CURSOR_MESSAGES.invalid),
    );
  });

  it('refuses a cursor used with other filters or sorts', () => {
    const { codec } = setup();
    const cursor = codec.encode({ id: ID }, BINDING);
    expect(refusal(() => codec.decode(cursor, 'orders?filters=[]&sorts=total'))).toEqual(
      refusedWith('This cursor was issued for other filters or sorts.'),
    );
    expect(refusal(() => codec.decode(cursor, 'invoices?filters=[]&sorts=-created_at'))).toEqual(
      refusedWith(CURSOR_MESSAGES.otherList),
    );
  });

  it('refuses to start with a short secret or a bad lifetime', () => {
    const clock = new ManualClock();
    expect(() => createCursorCodec({ secret: 'short', clock })).toThrow(/at least 32/);
    expect(() => createCursorCodec({ secret: SECRET, clock, ttlMs: 0 })).toThrow(/positive/);
  });
});
