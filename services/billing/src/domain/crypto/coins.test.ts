import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COIN_IDS, CRYPTO_NETWORKS, coinInfo, isCoinId, isCryptoNetwork, tokenContract } from './coins';

describe('supported coins', () => {
  it('lists BTC, LTC, ETH and USDC_ERC20, each with an entry in the table', () => {
    expect(COIN_IDS).toEqual(['BTC', 'LTC', 'ETH', 'USDC_ERC20']);
    for (const coin of COIN_IDS) expect(coinInfo(coin).id).toBe(coin);
  });

  it('uses 8 decimals for the Bitcoin family, 18 (wei) for ETH and 6 for USDC, as its contract does', () => {
    expect(coinInfo('BTC').decimals).toBe(8);
    expect(coinInfo('LTC').decimals).toBe(8);
    expect(coinInfo('ETH').decimals).toBe(18);
    expect(coinInfo('USDC_ERC20').decimals).toBe(6);
  });

  it('waits 2 confirmations for BTC, 6 for LTC and 12 for ETH and tokens on Ethereum by default', () => {
    expect(COIN_IDS.map((coin) => coinInfo(coin).defaultConfirmations)).toEqual([2, 6, 12, 12]);
  });

  it('gives every Bitcoin-family network its own bech32 prefix and BIP21 scheme', () => {
    expect(coinInfo('BTC')).toMatchObject({
      family: 'bitcoin',
      uriScheme: 'bitcoin',
      bech32Prefix: { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' },
    });
    expect(coinInfo('LTC')).toMatchObject({
      family: 'bitcoin',
      uriScheme: 'litecoin',
      bech32Prefix: { mainnet: 'ltc', testnet: 'tltc', regtest: 'rltc' },
    });
  });

  it('tells ETH networks apart by chain id (Sepolia for testnet)', () => {
    expect(coinInfo('ETH')).toMatchObject({
      family: 'evm',
      uriScheme: 'ethereum',
      chainId: { mainnet: 1, testnet: 11155111, regtest: 1337 },
    });
  });

  it('puts USDC on Ethereum’s chains, through Circle’s contracts; none is canonical on regtest', () => {
    expect(coinInfo('USDC_ERC20')).toMatchObject({
      family: 'evm',
      uriScheme: 'ethereum',
      chainId: { mainnet: 1, testnet: 11155111, regtest: 1337 },
    });
    expect(tokenContract('USDC_ERC20', 'mainnet')).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
    expect(tokenContract('USDC_ERC20', 'testnet')).toBe('0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238');
    expect(tokenContract('USDC_ERC20', 'regtest')).toBeNull();
  });

  it('takes the operator’s token contract over the canonical one, and none for a coin that is no token', () => {
    const local = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(tokenContract('USDC_ERC20', 'regtest', local)).toBe(local);
    expect(tokenContract('USDC_ERC20', 'mainnet', local)).toBe(local);
    expect(tokenContract('USDC_ERC20', 'mainnet', null)).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
    expect(tokenContract('ETH', 'mainnet', local)).toBeNull();
    expect(tokenContract('BTC', 'mainnet')).toBeNull();
  });

  it('recognizes only the exact upper-case coin ids', () => {
    expect(isCoinId('LTC')).toBe(true);
    expect(isCoinId('ltc')).toBe(false);
    expect(isCoinId('USDC_ERC20')).toBe(true);
    expect(isCoinId('USDC')).toBe(false);
    expect(isCoinId('DOGE')).toBe(false);
  });

  it('exposes the networks as a tuple that zod accepts as an enum', () => {
    const schema = z.enum(CRYPTO_NETWORKS);
    expect(schema.parse('regtest')).toBe('regtest');
    expect(schema.safeParse('signet').success).toBe(false);
    expect(isCryptoNetwork('testnet')).toBe(true);
    expect(isCryptoNetwork('devnet')).toBe(false);
  });
});
