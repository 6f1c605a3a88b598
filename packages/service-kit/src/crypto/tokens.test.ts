import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids';
import { constantTimeEqual, displayPrefix, generateToken, hashToken } from './tokens';

describe('tokens', () => {
  it('generates prefix plus the requested number of base62 characters', () => {
    const token = generateToken('shx_', 32);
    expect(token).toMatch(/^shx_[A-Za-z0-9]{32}$/);
    expect(generateToken('shx_', 32)).not.toBe(token);
  });

  it('stores a SHA-256 hex digest, never the token', () => {
    const token = generateToken('shx_', 32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token.slice(4));
  });

  it('compares equal strings as equal and different ones, of any length, as different', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });

  it('shows only the prefix and four characters', () => {
    expect(displayPrefix('shx_ABCDEFGH')).toBe('shx_ABCD');
  });
});

describe('ids', () => {
  it('mints RFC 9562 version 7 UUIDs that sort by time', () => {
    const first = uuidv7(1_700_000_000_000);
    const second = uuidv7(1_700_000_000_001);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first < second).toBe(true);
  });

  it('keeps ids made in the same millisecond in the order they were made, even past 4096 of them', () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7(1_700_000_100_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The first ids carry the millisecond given; only the overflow moves one ahead.
    expect(Number.parseInt((ids[0] ?? '').replace('-', '').slice(0, 12), 16)).toBe(1_700_000_100_000);
  });
});
