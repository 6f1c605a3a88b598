import { describe, expect, it } from 'vitest';
import { classifyToken } from './bearer-token';

describe('token classification', () => {
  it('recognises a merchant key by prefix and 32 base62 characters only', () => {
    expect(classifyToken(`shx_${'a1B2'.repeat(8)}`)).toBe('api_key');
    expect(classifyToken(`shx_${'a'.repeat(31)}`)).toBeNull();
    expect(classifyToken(`shx_${'a'.repeat(33)}`)).toBeNull();
    expect(classifyToken(`shx_${'-'.repeat(32)}`)).toBeNull();
    expect(classifyToken(`shxr_${'a'.repeat(32)}`)).toBeNull();
  });
});

describe('OAuth access token classification', () => {
  it('recognises shpat_ with 48 base62 characters; refresh tokens and codes are not bearer tokens', () => {
    expect(classifyToken(`shpat_${'a'.repeat(48)}`)).toBe('oauth_access_token');
    expect(classifyToken(`shpat_${'a'.repeat(47)}`)).toBeNull();
    expect(classifyToken(`shprt_${'a'.repeat(48)}`)).toBeNull();
    expect(classifyToken(`shoa_${'a'.repeat(48)}`)).toBeNull();
  });
});

describe('dashboard token classification', () => {
  it('recognises shdt_ with 48 base62 characters only', () => {
    expect(classifyToken(`shdt_${'Ab3'.repeat(16)}`)).toBe('dashboard_token');
    expect(classifyToken(`shdt_${'a'.repeat(47)}`)).toBeNull();
    expect(classifyToken(`shdt_${'a'.repeat(49)}`)).toBeNull();
    expect(classifyToken(`shdt_${'-'.repeat(48)}`)).toBeNull();
  });
});
