import { describe, expect, it } from 'vitest';
import { paymentUri } from './payment-uri';

const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const LTC_ADDRESS = 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh';
const ETH_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC_MAINNET = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_SEPOLIA = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238';

describe('BIP21 payment links', () => {
  it('puts the amount in whole coins, without trailing zeros', () => {
    expect(paymentUri('BTC', 'mainnet', BTC_ADDRESS, 12_500_000n)).toBe(
      `bitcoin:${BTC_ADDRESS}?amount=0.125`,
    );
  });

  it('uses the litecoin: scheme for LTC and percent-encodes the label', () => {
    expect(paymentUri('LTC', 'mainnet', LTC_ADDRESS, 1_250_000n, { label: 'Order #42 & co' })).toBe(
      `litecoin:${LTC_ADDRESS}?amount=0.0125&label=Order%20%2342%20%26%20co`,
    );
  });

  it('leaves out an empty label', () => {
    expect(paymentUri('BTC', 'mainnet', BTC_ADDRESS, 1n, { label: '' })).toBe(
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
    expect(paymentUri('ETH', 'regtest', ETH_ADDRESS, 1n, { label: 'ignored' })).toBe(
      `ethereum:${ETH_ADDRESS}@1337?value=1`,
    );
  });

  it('pays a token by calling its contract’s transfer, in the token’s base units', () => {
    expect(
      paymentUri('USDC_ERC20', 'mainnet', ETH_ADDRESS, 12_500_000n, { tokenContract: USDC_MAINNET }),
    ).toBe(`ethereum:${USDC_MAINNET}@1/transfer?address=${ETH_ADDRESS}&uint256=12500000`);
    expect(
      paymentUri('USDC_ERC20', 'testnet', ETH_ADDRESS, 1n, { tokenContract: USDC_SEPOLIA, label: 'ignored' }),
    ).toBe(`ethereum:${USDC_SEPOLIA}@11155111/transfer?address=${ETH_ADDRESS}&uint256=1`);
  });

  it('never makes a token link without a contract: a wallet would read it as an ether payment', () => {
    expect(() => paymentUri('USDC_ERC20', 'regtest', ETH_ADDRESS, 1n)).toThrow(/token contract/);
    expect(() => paymentUri('USDC_ERC20', 'regtest', ETH_ADDRESS, 1n, { tokenContract: null })).toThrow(
      /token contract/,
    );
    expect(() => paymentUri('USDC_ERC20', 'regtest', ETH_ADDRESS, 1n, { tokenContract: '0x1234' })).toThrow(
      /token contract/,
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
