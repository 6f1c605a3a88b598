import { describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, statementName } from '../src/sql-executor';

describe('named statements', () => {
  it('one text keeps one name, and past the cap new texts run unnamed so connections do not grow without bound', () => {
    const first = statementName('SELECT 1 AS "cap-test"');
    expect(first).toMatch(/^sf_[\w-]{24}$/);
    expect(statementName('SELECT 1 AS "cap-test"')).toBe(first);
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementName(`SELECT ${i} AS "filler"`);
    expect(statementName('SELECT 2 AS "past the cap"')).toBeUndefined();
    // Texts named before the cap keep their name.
    expect(statementName('SELECT 1 AS "cap-test"')).toBe(first);
  });
});
