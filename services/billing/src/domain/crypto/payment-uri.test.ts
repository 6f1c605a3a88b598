import { describe, expect, it } from 'vitest';
import { paymentUri } from './payment-uri';

const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const LTC_ADDRESS = 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh';
const ETH_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('BIP21 payment links', () => {
  it('puts the amount in whole coins, without trailing zeros', () => {
    expect(paymentUri('BTC', 'mainnet', BTC_ADDRESS, 12_500_000n)).toBe(
      `bitcoin:${BTC_ADDRESS}?amount=0.125`,
    );
  });

  it('uses the litecoin: scheme for LTC and percent-encodes the label', () => {
    expect(paymentUri('LTC', 'mainnet', LTC_ADDRESS, 1_250_000n, 'Order #42 & co')).toBe(
      `litecoin:${LTC_ADDRESS}?amount=0.0125&label=Order%20%2342%20%26%20co`,
    );
  });

  it('leaves out an empty label', () => {
    expect(paymentUri('BTC', 'mainnet', BTC_ADDRESS, 1n, '')).toBe(
      `bitcoin:${BTC_ADDRESS}?amount=0.00000001`,
    );
  });
});

describe('EIP-681 payment links', () => {
  it('pins the chain id and gives the value as an integer in wei', () => {
    expect(paymentUri('ETH', 'mainnet', ETH_ADDRESS, 8_333_333_333_333_334n)).toBe(
      `ethereum:${ETH_ADDRESS}@1?value=8333333333333334`,
    );
    expect(paymentUri('ETH', 'testnet', ETH_ADDRESS, 10n ** 18n)).toBe(
      `ethereum:${ETH_ADDRESS}@11155111?value=1000000000000000000`,
    );
    expect(paymentUri('ETH', 'regtest', ETH_ADDRESS, 1n, 'ignored')).toBe(
      `ethereum:${ETH_ADDRESS}@1337?value=1`,
    );
  });
});

describe('payment link guards', () => {
  it('refuses an address of another coin or network rather than send funds astray', () => {
    expect(() => paymentUri('LTC', 'mainnet', BTC_ADDRESS, 1n)).toThrow(/not a LTC mainnet address/);
    expect(() => paymentUri('BTC', 'testnet', BTC_ADDRESS, 1n)).toThrow(/not a BTC testnet address/);
    expect(() => paymentUri('ETH', 'mainnet', BTC_ADDRESS, 1n)).toThrow(/not a ETH mainnet address/);
  });

  it('refuses a zero or negative amount', () => {
    expect(() => paymentUri('BTC', 'mainnet', BTC_ADDRESS, 0n)).toThrow(RangeError);
    expect(() => paymentUri('ETH', 'mainnet', ETH_ADDRESS, -1n)).toThrow(RangeError);
  });
});
