import { describe, expect, it } from 'vitest';
import { centsToDecimal, centsToNumber, percentOf, toCents } from './money';

describe('money in cents', () => {
  it('reads decimal text, numbers and Decimal-like objects exactly', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('5')).toBe(500);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents({ toString: () => '1234.50' })).toBe(123450);
    expect(toCents('-2.05')).toBe(-205);
  });

  it('refuses text that is not an amount', () => {
    expect(() => toCents('abc')).toThrow(/not a decimal amount/);
  });

  it('writes cents back as decimal text and JSON numbers', () => {
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-205)).toBe('-2.05');
    expect(centsToNumber(1999)).toBe(19.99);
  });

  it('takes percentages rounding half away from zero', () => {
    expect(percentOf(1999, 10)).toBe(200);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(5, 50)).toBe(3);
  });
});
