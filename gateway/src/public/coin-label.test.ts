import { describe, expect, it } from 'vitest';
import { coinLabel, coinUnit } from './coin-label';

describe('coin names on the checkout', () => {
  it('names a token with its standard and chain, and counts it in the token itself', () => {
    expect(coinLabel('USDC_ERC20')).toBe('USDC (ERC-20 on Ethereum)');
    expect(coinUnit('USDC_ERC20')).toBe('USDC');
    expect(coinLabel('USDT_TRC20')).toBe('USDT (TRC-20 on Tron)');
  });

  it('leaves a chain’s own coin, and anything it does not know, as it is', () => {
    for (const coin of ['BTC', 'LTC', 'ETH', 'FOO_BAR', 'A_ERC20_X']) {
      expect(coinLabel(coin)).toBe(coin);
      expect(coinUnit(coin)).toBe(coin);
    }
  });
});
