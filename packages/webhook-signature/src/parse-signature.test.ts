import { describe, expect, it } from 'vitest';
import { parseSignatureV2 } from './parse-signature.js';

const hex = 'a'.repeat(64);

describe('parseSignatureV2', () => {
  it('reads v1,t=<timestamp>,h=<hex>, in either field order', () => {
    expect(parseSignatureV2(`v1,t=1793527200,h=${hex}`)).toEqual({ t: '1793527200', h: hex });
    expect(parseSignatureV2(`v1, h=${hex}, t=1`)).toEqual({ t: '1', h: hex });
  });

  it.each([
    ['no marker', `t=1,h=${hex}`],
    ['another marker', `v2,t=1,h=${hex}`],
    ['no t', `v1,h=${hex}`],
    ['no h', 'v1,t=1'],
    ['a repeated field', `v1,t=1,h=${hex},h=${'b'.repeat(64)}`],
    ['a field without =', `v1,t=1,h=${hex},x`],
    ['upper-case hex', `v1,t=1,h=${hex.toUpperCase()}`],
    ['short hex', 'v1,t=1,h=00'],
    ['a non-numeric t', `v1,t=x,h=${hex}`],
    ['a t with leading zeros', `v1,t=01,h=${hex}`],
    ['a t beyond safe integers', `v1,t=${'9'.repeat(20)},h=${hex}`],
  ])('refuses %s', (_case, header) => {
    expect(parseSignatureV2(header)).toBeNull();
  });
});
