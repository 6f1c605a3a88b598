/**
 * The coins billing can take natively, and the per-network facts address derivation, payment
 * links and confirmation policy depend on. Kept as data so adding a Bitcoin-family coin is a
 * table row, not new code.
 */

export const COIN_IDS = ['BTC', 'LTC', 'ETH'] as const;
export type CoinId = (typeof COIN_IDS)[number];

/** A tuple (not a union) so it can feed `z.enum(CRYPTO_NETWORKS)` directly. */
export const CRYPTO_NETWORKS = ['mainnet', 'testnet', 'regtest'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

interface CoinBase {
  id: CoinId;
  name: string;
  /** Base units per coin as a power of ten (satoshis: 8, wei: 18). */
  decimals: number;
  /**
   * Confirmations before a payment counts as final. Tuned to each chain's block time and reorg
   * history: Litecoin blocks come 4x as often as Bitcoin's, Ethereum's every 12 s.
   */
  defaultConfirmations: number;
}

/** Bitcoin and its forks: native segwit (P2WPKH) addresses and BIP21 payment links. */
export interface BitcoinFamilyCoin extends CoinBase {
  family: 'bitcoin';
  /** BIP21 URI scheme. */
  uriScheme: 'bitcoin' | 'litecoin';
  /** Bech32 human-readable part: what makes a mainnet address unusable on testnet and back. */
  bech32Prefix: Readonly<Record<CryptoNetwork, string>>;
}

/** EVM chains: one address format everywhere, so the chain id tells networks apart. */
export interface EvmCoin extends CoinBase {
  family: 'evm';
  /** EIP-681 URI scheme. */
  uriScheme: 'ethereum';
  chainId: Readonly<Record<CryptoNetwork, number>>;
}

export type CoinInfo = BitcoinFamilyCoin | EvmCoin;

const COINS: Readonly<Record<CoinId, CoinInfo>> = {
  BTC: {
    id: 'BTC',
    name: 'Bitcoin',
    decimals: 8,
    defaultConfirmations: 2,
    family: 'bitcoin',
    uriScheme: 'bitcoin',
    bech32Prefix: { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' },
  },
  LTC: {
    id: 'LTC',
    name: 'Litecoin',
    decimals: 8,
    defaultConfirmations: 6,
    family: 'bitcoin',
    uriScheme: 'litecoin',
    bech32Prefix: { mainnet: 'ltc', testnet: 'tltc', regtest: 'rltc' },
  },
  ETH: {
    id: 'ETH',
    name: 'Ethereum',
    decimals: 18,
    defaultConfirmations: 12,
    family: 'evm',
    uriScheme: 'ethereum',
    // testnet is Sepolia; 1337 is what local dev nodes (geth --dev, ganache) default to.
    chainId: { mainnet: 1, testnet: 11155111, regtest: 1337 },
  },
};

export function coinInfo(coin: CoinId): CoinInfo {
  return COINS[coin];
}

export function isCoinId(value: string): value is CoinId {
  return (COIN_IDS as readonly string[]).includes(value);
}

export function isCryptoNetwork(value: string): value is CryptoNetwork {
  return (CRYPTO_NETWORKS as readonly string[]).includes(value);
}
