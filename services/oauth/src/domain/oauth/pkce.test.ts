import { describe, expect, it } from 'vitest';
import { isValidChallenge, s256, verifierMatches } from './pkce';

describe('PKCE S256', () => {
  it('matches the worked example of RFC 7636 appendix B', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
  });

  it('refuses a wrong verifier and a malformed one that hashes right', () => {
    const challenge = s256('a'.repeat(43));
    expect(verifierMatches('b'.repeat(43), challenge)).toBe(false);
    const short = 'short';
    expect(verifierMatches(short, s256(short))).toBe(false);
  });

  it('accepts only 43-character base64url challenges', () => {
    expect(isValidChallenge(s256('x'.repeat(50)))).toBe(true);
    expect(isValidChallenge('plain-text-challenge')).toBe(false);
  });
});
