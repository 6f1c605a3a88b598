import { describe, expect, it } from 'vitest';
import { slugCandidate, slugify } from './slug';

describe('shop slugs', () => {
  it('turns a name into lowercase ASCII words joined by dashes', () => {
    expect(slugify('Café Münster — Digital Goods!')).toBe('cafe-munster-digital-goods');
  });

  it('falls back to "shop" when nothing usable is left', () => {
    expect(slugify('???')).toBe('shop');
  });

  it('numbers later candidates from 2', () => {
    expect([1, 2, 3].map((n) => slugCandidate('acme', n))).toEqual(['acme', 'acme-2', 'acme-3']);
  });
});
