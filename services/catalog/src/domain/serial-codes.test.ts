import { describe, expect, it } from 'vitest';
import { parseSerialCodes } from './serial-codes';

describe('serial codes of an add request', () => {
  it('splits a string on the stock delimiter and on newlines, trimming blanks', () => {
    expect(parseSerialCodes(' A-1 | B-2 |\nC-3\r\n||', '|')).toEqual(['A-1', 'B-2', 'C-3']);
  });

  it('counts a code repeated within the request once', () => {
    expect(parseSerialCodes(['X', 'Y', 'X', ' Y '], ',')).toEqual(['X', 'Y']);
  });
});
