import { describe, expect, it } from 'vitest';
import { fromPayPalValue, toPayPalValue } from './paypal-amounts';

describe('PayPal amounts', () => {
  it('two-decimal currencies are sent as a decimal string with two places', () => {
    expect(toPayPalValue(1250, 'USD')).toBe('12.50');
    expect(toPayPalValue(5, 'eur')).toBe('0.05');
  });

  it('currencies without decimals are sent whole, and fractions of them are refused', () => {
    expect(toPayPalValue(120_000, 'JPY')).toBe('1200');
    expect(toPayPalValue(120_050, 'JPY')).toBeNull();
  });

  it('PayPal values read back as cents, with one, two or no decimals', () => {
    expect(fromPayPalValue('12.50')).toBe(1250);
    expect(fromPayPalValue('12.5')).toBe(1250);
    expect(fromPayPalValue('1200')).toBe(120_000);
    expect(fromPayPalValue('-1.00')).toBeNull();
    expect(fromPayPalValue('1e3')).toBeNull();
  });
});
