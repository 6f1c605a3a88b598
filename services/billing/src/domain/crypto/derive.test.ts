import { HDKey } from '@scure/bip32';
import { bech32 } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { CryptoNetwork } from './coins';
import { checksumEvmAddress, deriveAddress, isEvmAddress, isValidAddress } from './derive';
import { InvalidExtendedKeyError } from './extended-key';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const HARDHAT = 'test test test test test test test test test test test junk';

// BIP84 test vectors (https://github.com/bitcoin/bips/blob/master/bip-0084.mediawiki#test-vectors).
const BIP84_ACCOUNT0_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_ADDRESS_0 = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const BIP84_ADDRESS_1 = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';
// m/84'/2'/0'/0/{0,1} of the abandon mnemonic, as Trust Wallet Core, Electrum-compatible
// wallets and Litecoin tooling all derive it.
const LTC_ADDRESS_0 = 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh';
const LTC_ADDRESS_1 = 'ltc1qwlezpr3890hcp6vva9twqh27mr6edadreqvhnn';
// Hardhat/Anvil default accounts #0 and #1 (m/44'/60'/0'/0/{0,1}).
const HARDHAT_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HARDHAT_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const abandonRoot = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
const ltcAccountXpub = abandonRoot.derive("m/84'/2'/0'").publicExtendedKey;
const ethAccountXpub = HDKey.fromMasterSeed(mnemonicToSeedSync(HARDHAT)).derive(
  "m/44'/60'/0'",
).publicExtendedKey;

function witnessProgram(address: string): Uint8Array {
  const { words } = bech32.decode(address);
  return bech32.fromWords(words.slice(1));
}

describe('Bitcoin receive addresses', () => {
  it('derives the BIP84 vector addresses from the account zpub (external chain 0/index)', () => {
    expect(deriveAddress('BTC', 'mainnet', BIP84_ACCOUNT0_ZPUB, 0)).toBe(BIP84_ADDRESS_0);
    expect(deriveAddress('BTC', 'mainnet', BIP84_ACCOUNT0_ZPUB, 1)).toBe(BIP84_ADDRESS_1);
  });

  it('uses the network prefix, same witness program, on testnet and regtest', () => {
    const testnet = deriveAddress('BTC', 'testnet', BIP84_ACCOUNT0_ZPUB, 0);
    const regtest = deriveAddress('BTC', 'regtest', BIP84_ACCOUNT0_ZPUB, 0);
    expect(testnet.startsWith('tb1q')).toBe(true);
    expect(regtest.startsWith('bcrt1q')).toBe(true);
    expect(witnessProgram(testnet)).toEqual(witnessProgram(BIP84_ADDRESS_0));
    expect(witnessProgram(regtest)).toEqual(witnessProgram(BIP84_ADDRESS_0));
  });
});

describe('Litecoin receive addresses', () => {
  it("derives the known m/84'/2'/0'/0/{0,1} addresses of the abandon mnemonic", () => {
    expect(deriveAddress('LTC', 'mainnet', ltcAccountXpub, 0)).toBe(LTC_ADDRESS_0);
    expect(deriveAddress('LTC', 'mainnet', ltcAccountXpub, 1)).toBe(LTC_ADDRESS_1);
  });

  it('uses rltc on regtest for the same key', () => {
    const regtest = deriveAddress('LTC', 'regtest', ltcAccountXpub, 0);
    expect(regtest.startsWith('rltc1q')).toBe(true);
    expect(witnessProgram(regtest)).toEqual(witnessProgram(LTC_ADDRESS_0));
  });
});

describe('Ethereum receive addresses', () => {
  it('derives the Hardhat default accounts, EIP-55 checksummed', () => {
    expect(deriveAddress('ETH', 'mainnet', ethAccountXpub, 0)).toBe(HARDHAT_ACCOUNT_0);
    expect(deriveAddress('ETH', 'mainnet', ethAccountXpub, 1)).toBe(HARDHAT_ACCOUNT_1);
  });

  it('derives USDC (an ERC-20 on Ethereum) addresses exactly as ETH ones, valid for both', () => {
    expect(deriveAddress('USDC_ERC20', 'mainnet', ethAccountXpub, 0)).toBe(HARDHAT_ACCOUNT_0);
    expect(deriveAddress('USDC_ERC20', 'regtest', ethAccountXpub, 1)).toBe(HARDHAT_ACCOUNT_1);
    expect(isValidAddress('USDC_ERC20', 'testnet', HARDHAT_ACCOUNT_0)).toBe(true);
    expect(isValidAddress('USDC_ERC20', 'mainnet', BIP84_ADDRESS_0)).toBe(false);
  });

  it('gives the same address on every network (the chain id tells them apart)', () => {
    expect(deriveAddress('ETH', 'regtest', ethAccountXpub, 0)).toBe(HARDHAT_ACCOUNT_0);
    expect(deriveAddress('ETH', 'testnet', ethAccountXpub, 0)).toBe(HARDHAT_ACCOUNT_0);
  });
});

describe('address index', () => {
  it.each([-1, 1.5, 2 ** 31, Number.NaN])('refuses %s: only non-hardened indices 0..2^31-1', (index) => {
    expect(() => deriveAddress('BTC', 'mainnet', BIP84_ACCOUNT0_ZPUB, index)).toThrow(RangeError);
  });

  it('accepts the last non-hardened index', () => {
    expect(
      isValidAddress('BTC', 'mainnet', deriveAddress('BTC', 'mainnet', BIP84_ACCOUNT0_ZPUB, 2 ** 31 - 1)),
    ).toBe(true);
  });

  it('refuses to derive from a key it would refuse to store', () => {
    expect(() => deriveAddress('BTC', 'mainnet', 'xpub-garbage', 0)).toThrow(InvalidExtendedKeyError);
  });
});

describe('address validation', () => {
  it('accepts the vector addresses for their coin and network', () => {
    expect(isValidAddress('BTC', 'mainnet', BIP84_ADDRESS_0)).toBe(true);
    expect(isValidAddress('LTC', 'mainnet', LTC_ADDRESS_0)).toBe(true);
    expect(isValidAddress('ETH', 'mainnet', HARDHAT_ACCOUNT_0)).toBe(true);
  });

  it('refuses an address of another coin or network', () => {
    expect(isValidAddress('LTC', 'mainnet', BIP84_ADDRESS_0)).toBe(false);
    expect(isValidAddress('BTC', 'testnet', BIP84_ADDRESS_0)).toBe(false);
    expect(isValidAddress('BTC', 'mainnet', LTC_ADDRESS_0)).toBe(false);
    expect(isValidAddress('BTC', 'mainnet', HARDHAT_ACCOUNT_0)).toBe(false);
    expect(isValidAddress('ETH', 'mainnet', BIP84_ADDRESS_0)).toBe(false);
  });

  it('accepts BIP173/BIP350 valid vectors: v0 key and script hashes, taproot, upper case', () => {
    expect(isValidAddress('BTC', 'mainnet', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    expect(
      isValidAddress('BTC', 'testnet', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'),
    ).toBe(true);
    expect(
      isValidAddress('BTC', 'mainnet', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'),
    ).toBe(true);
  });

  it.each([
    [
      'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
      'mainnet',
      'invalid human-readable part',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'mainnet',
      'bech32 instead of bech32m',
    ],
    [
      'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
      'testnet',
      'bech32 instead of bech32m',
    ],
    [
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      'mainnet',
      'bech32 instead of bech32m',
    ],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'mainnet', 'bech32m instead of bech32'],
    [
      'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
      'testnet',
      'bech32m instead of bech32',
    ],
    [
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      'mainnet',
      'invalid character in checksum',
    ],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'mainnet', 'invalid witness version'],
    ['bc1pw5dgrnzv', 'mainnet', 'program of 1 byte'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'mainnet',
      'program of 41 bytes',
    ],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'mainnet', 'invalid program length for witness v0'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'testnet', 'mixed case'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
      'mainnet',
      'zero padding over 4 bits',
    ],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'testnet', 'non-zero padding'],
    ['bc1gmk9yu', 'mainnet', 'empty data section'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'mainnet', 'bad checksum (BIP173)'],
  ] satisfies [string, CryptoNetwork, string][])(
    'refuses the BIP350 invalid vector %s (%s: %s)',
    (address, network, _reason) => {
      expect(isValidAddress('BTC', network, address)).toBe(false);
    },
  );

  it('refuses legacy base58 addresses, which billing never issues', () => {
    expect(isValidAddress('BTC', 'mainnet', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });

  it('checks the EIP-55 checksum of mixed-case ETH addresses, not of single-case ones', () => {
    expect(isValidAddress('ETH', 'mainnet', HARDHAT_ACCOUNT_0.toLowerCase())).toBe(true);
    expect(isValidAddress('ETH', 'mainnet', `0x${HARDHAT_ACCOUNT_0.slice(2).toUpperCase()}`)).toBe(true);
    // EIP-55 spec examples.
    expect(isValidAddress('ETH', 'mainnet', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isValidAddress('ETH', 'mainnet', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidAddress('ETH', 'mainnet', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
    expect(isValidAddress('ETH', 'mainnet', 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
  });
});

describe('EVM addresses of contracts', () => {
  it('checks and prints them in EIP-55 form, whatever case they were written in', () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(isEvmAddress(usdc)).toBe(true);
    expect(isEvmAddress(usdc.toLowerCase())).toBe(true);
    expect(isEvmAddress('0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(false);
    expect(isEvmAddress('0xA0b86991')).toBe(false);
    expect(checksumEvmAddress(usdc.toLowerCase())).toBe(usdc);
    expect(checksumEvmAddress(`0x${usdc.slice(2).toUpperCase()}`)).toBe(usdc);
    expect(() => checksumEvmAddress('0xnotanaddress')).toThrow(/not an EVM address/);
  });
});
