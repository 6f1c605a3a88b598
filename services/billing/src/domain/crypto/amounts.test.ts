import { describe, expect, it } from 'vitest';
import { cryptoUnitsFor, fiatCentsFor, formatUnits, storedUnits, unitsToNumber } from './amounts';

describe('price in coin base units', () => {
  it('converts exactly when the rate divides the price: $10.00 at $80 = 0.125 BTC', () => {
    expect(cryptoUnitsFor(1000, '80', 8)).toBe(12_500_000n);
  });

  it('rounds up to the next base unit so the buyer never pays less than the price', () => {
    // 1 cent at $3 per coin = 0.0033333… coin = 333333.33… sats → 333334 sats.
    expect(cryptoUnitsFor(1, '3', 8)).toBe(333_334n);
    // And the rounded-up amount is worth at least the price again.
    expect(fiatCentsFor(333_334n, '3', 8)).toBe(1);
    expect(fiatCentsFor(333_333n, '3', 8)).toBe(0);
  });

  it('reads decimal rates exactly: $12.34 at $84.25 per LTC', () => {
    // 12.34 / 84.25 = 0.146468842... → 14646885 litoshis after rounding up.
    expect(cryptoUnitsFor(1234, '84.25', 8)).toBe(14_646_885n);
  });

  it('stays exact with 18 decimals, where floats cannot', () => {
    // $25.00 at $3000 per ETH = 1/120 ETH = 8333333333333333.33 wei → ...334.
    expect(cryptoUnitsFor(2500, '3000', 18)).toBe(8_333_333_333_333_334n);
    expect(cryptoUnitsFor(300_000, '3000', 18)).toBe(10n ** 18n);
  });

  it('prices a 6-decimal stablecoin at its peg, and off it: $10.00 = 10 USDC; at $0.9998, 10.002001 USDC', () => {
    expect(cryptoUnitsFor(1000, '1', 6)).toBe(10_000_000n);
    expect(formatUnits(cryptoUnitsFor(1000, '1', 6), 6)).toBe('10');
    // 10 / 0.9998 = 10.0020004… → rounded up to the next micro-USDC.
    expect(cryptoUnitsFor(1000, '0.9998', 6)).toBe(10_002_001n);
    expect(fiatCentsFor(10_002_001n, '0.9998', 6)).toBe(1000);
    expect(fiatCentsFor(9_999_999n, '1', 6)).toBe(999);
  });

  it('charges nothing for nothing', () => {
    expect(cryptoUnitsFor(0, '80', 8)).toBe(0n);
  });

  it.each(['0', '0.000', '-80', '', '80.', '.5', '1e3', ' 80', '80,5', 'NaN', 'Infinity'])(
    'refuses the rate %j',
    (rate) => {
      expect(() => cryptoUnitsFor(1000, rate, 8)).toThrow(/Exchange rate/);
      expect(() => fiatCentsFor(1000n, rate, 8)).toThrow(/Exchange rate/);
    },
  );

  it('refuses fractional or negative cents and decimals', () => {
    expect(() => cryptoUnitsFor(10.5, '80', 8)).toThrow(RangeError);
    expect(() => cryptoUnitsFor(-1, '80', 8)).toThrow(RangeError);
    expect(() => cryptoUnitsFor(100, '80', -1)).toThrow(RangeError);
  });
});

describe('fiat value of a payment', () => {
  it('rounds down so a partial payment is never credited above its worth', () => {
    // 0.001 BTC at $84.25 = $0.08425 → 8 cents.
    expect(fiatCentsFor(100_000n, '84.25', 8)).toBe(8);
    expect(fiatCentsFor(12_500_000n, '80', 8)).toBe(1000);
    expect(fiatCentsFor(12_499_999n, '80', 8)).toBe(999);
  });

  it('values nothing at zero and refuses negative amounts', () => {
    expect(fiatCentsFor(0n, '80', 8)).toBe(0);
    expect(() => fiatCentsFor(-1n, '80', 8)).toThrow(RangeError);
  });
});

describe('formatting base units', () => {
  it.each([
    [1_250_000n, 8, '0.0125'],
    [12_500_000n, 8, '0.125'],
    [100_000_000n, 8, '1'],
    [123_456_789n, 8, '1.23456789'],
    [1n, 8, '0.00000001'],
    [0n, 8, '0'],
    [10n ** 18n, 18, '1'],
    [8_333_333_333_333_334n, 18, '0.008333333333333334'],
    [-1_250_000n, 8, '-0.0125'],
    [42n, 0, '42'],
  ])('formats %s with %i decimals as %s', (units, decimals, expected) => {
    expect(formatUnits(units, decimals)).toBe(expected);
  });

  it('gives JSON the nearest number to the exact amount', () => {
    expect(unitsToNumber(1_250_000n, 8)).toBe(0.0125);
    expect(unitsToNumber(123_456_789n, 8)).toBe(1.23456789);
  });
});

describe('storedUnits', () => {
  it('reads a stored whole number of base units, whatever form the driver gives it', () => {
    expect(storedUnits('12500000')).toBe(12_500_000n);
    expect(storedUnits('12500000.0')).toBe(12_500_000n);
    expect(storedUnits({ toFixed: () => '1250000000000000000000', toString: () => '1.25e+21' })).toBe(
      1_250_000_000_000_000_000_000n,
    );
    expect(() => storedUnits('1.5')).toThrow(RangeError);
    expect(() => storedUnits('-3')).toThrow(RangeError);
  });
});
