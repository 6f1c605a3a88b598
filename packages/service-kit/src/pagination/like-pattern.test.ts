import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern';

describe('LIKE patterns from user text', () => {
  it('escapes %, _ and the escape character backslash, so each stands for itself', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('leaves other text, quotes and LIKE-looking brackets included, as it is', () => {
    expect(escapeLike(`it's [a-z] "x" é *`)).toBe(`it's [a-z] "x" é *`);
  });

  it('contains is the escaped text between two wildcards', () => {
    expect(containsPattern('i_em@')).toBe('%i\\_em@%');
  });
});
