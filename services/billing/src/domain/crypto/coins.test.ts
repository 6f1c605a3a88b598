import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COIN_IDS, CRYPTO_NETWORKS, coinInfo, isCoinId, isCryptoNetwork } from './coins';

describe('supported coins', () => {
  it('lists BTC, LTC and ETH, each with an entry in the table', () => {
    expect(COIN_IDS).toEqual(['BTC', 'LTC', 'ETH']);
    for (const coin of COIN_IDS) expect(coinInfo(coin).id).toBe(coin);
  });

  it('uses 8 decimals for the Bitcoin family and 18 (wei) for ETH', () => {
    expect(coinInfo('BTC').decimals).toBe(8);
    expect(coinInfo('LTC').decimals).toBe(8);
    expect(coinInfo('ETH').decimals).toBe(18);
  });

  it('waits 2 confirmations for BTC, 6 for LTC and 12 for ETH by default', () => {
    expect(COIN_IDS.map((coin) => coinInfo(coin).defaultConfirmations)).toEqual([2, 6, 12]);
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

  it('recognizes only the exact upper-case coin ids', () => {
    expect(isCoinId('LTC')).toBe(true);
    expect(isCoinId('ltc')).toBe(false);
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
