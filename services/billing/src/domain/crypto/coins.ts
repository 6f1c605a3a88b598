/**
 * The coins billing can take natively, and the per-network facts address derivation, payment
 * links and confirmation policy depend on. Kept as data so adding a Bitcoin-family coin or an
 * ERC-20 token is a table row, not new code.
 */

/** `USDC_ERC20`: the spec's crypto_gateway name for USDC on Ethereum. */
export const COIN_IDS = ['BTC', 'LTC', 'ETH', 'USDC_ERC20'] as const;
export type CoinId = (typeof COIN_IDS)[number];

/** A tuple (not a union) so it can feed `z.enum(CRYPTO_NETWORKS)` directly. */
export const CRYPTO_NETWORKS = ['mainnet', 'testnet', 'regtest'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

interface CoinBase {
  id: CoinId;
  name: string;
  /** Base units per coin as a power of ten (satoshis: 8, wei: 18, USDC: 6). */
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

/**
 * EVM chains: one address format everywhere, so the chain id tells networks apart. Ether itself,
 * or with `token` an ERC-20 on the same chain, paid to the same kind of address.
 */
export interface EvmCoin extends CoinBase {
  family: 'evm';
  /** EIP-681 URI scheme. */
  uriScheme: 'ethereum';
  chainId: Readonly<Record<CryptoNetwork, number>>;
  token?: Erc20Token;
}

export interface Erc20Token {
  /**
   * The token's canonical contract per network; null where there is none (a local chain), so the
   * operator names the one they deployed (USDC_CONTRACT) or the coin is not offered.
   */
  contract: Readonly<Record<CryptoNetwork, string | null>>;
}

export type CoinInfo = BitcoinFamilyCoin | EvmCoin;

/** Ethereum's: testnet is Sepolia; 1337 is what local dev nodes (geth --dev, ganache) default to. */
const ETHEREUM_CHAIN_IDS: Readonly<Record<CryptoNetwork, number>> = {
  mainnet: 1,
  testnet: 11155111,
  regtest: 1337,
};

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
    chainId: ETHEREUM_CHAIN_IDS,
  },
  USDC_ERC20: {
    id: 'USDC_ERC20',
    name: 'USD Coin (ERC-20)',
    decimals: 6,
    // A token transfer is final exactly when the block holding it is: the chain's policy, as ETH.
    defaultConfirmations: 12,
    family: 'evm',
    uriScheme: 'ethereum',
    chainId: ETHEREUM_CHAIN_IDS,
    // Circle's own contracts (mainnet, Sepolia); a look-alike token at another address is worthless.
    token: {
      contract: {
        mainnet: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        testnet: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
        regtest: null,
      },
    },
  },
};

export function coinInfo(coin: CoinId): CoinInfo {
  return COINS[coin];
}

/**
 * The ERC-20 contract `coin` is paid through on `network`: the operator's `configured` one when
 * given, else the canonical one. Null for a coin that is no token, and for a token with no known
 * contract there (which then takes no payments).
 */
export function tokenContract(
  coin: CoinId,
  network: CryptoNetwork,
  configured?: string | null,
): string | null {
  const info = COINS[coin];
  if (info.family !== 'evm' || !info.token) return null;
  return configured ?? info.token.contract[network];
}

export function isCoinId(value: string): value is CoinId {
  return (COIN_IDS as readonly string[]).includes(value);
}

export function isCryptoNetwork(value: string): value is CryptoNetwork {
  return (CRYPTO_NETWORKS as readonly string[]).includes(value);
}
