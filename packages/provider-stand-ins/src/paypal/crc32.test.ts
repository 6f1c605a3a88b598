import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32('')).toBe(0);
    // The CRC-32 check value of the ASCII digits 1 to 9.
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
  });

  it('is unsigned and reads text as UTF-8', () => {
    expect(crc32('{"id":"WH-1"}')).toBeGreaterThan(0);
    expect(crc32('€')).toBe(crc32(Buffer.from([0xe2, 0x82, 0xac])));
  });
});
