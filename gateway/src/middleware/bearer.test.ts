import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer';

describe('bearer token parsing', () => {
  it('takes the token of a Bearer header, case-insensitively', () => {
    expect(bearerToken('Bearer shx_abc')).toBe('shx_abc');
    expect(bearerToken('bearer shx_abc')).toBe('shx_abc');
  });

  it('rejects missing, empty, other schemes and extra words', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });

  it('rejects tokens longer than any credential and non-token characters', () => {
    expect(bearerToken(`Bearer ${'a'.repeat(257)}`)).toBeNull();
    expect(bearerToken('Bearer shx_ä')).toBeNull();
    expect(bearerToken('Bearer shx_"quoted"')).toBeNull();
  });
});
