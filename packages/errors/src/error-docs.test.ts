import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './codes';
import { ERROR_DOCS } from './error-docs';

describe('ERROR_DOCS', () => {
  it('every error code has a cause and a fix, and nothing else is documented', () => {
    expect(Object.keys(ERROR_DOCS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(ERROR_DOCS[code].cause.length, code).toBeGreaterThan(20);
      expect(ERROR_DOCS[code].fix.length, code).toBeGreaterThan(20);
    }
  });
});
