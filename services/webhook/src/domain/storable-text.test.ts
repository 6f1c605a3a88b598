import { describe, expect, it } from 'vitest';
import { storableOrNull, storableText } from './storable-text';

describe('storableText', () => {
  it('drops NUL characters, which PostgreSQL text cannot hold', () => {
    expect(storableText('a\u0000b')).toBe('ab');
  });

  it('replaces a lone surrogate left by cutting a string, which jsonb refuses', () => {
    const cut = '😀😀'.slice(0, 3);
    expect(storableText(cut)).toBe('😀\uFFFD');
    expect(() => JSON.parse(JSON.stringify(storableText(cut)))).not.toThrow();
  });

  it('keeps null as null and well-formed text as it is', () => {
    expect(storableOrNull(null)).toBeNull();
    expect(storableOrNull('HTTP 500: nope')).toBe('HTTP 500: nope');
  });
});
