/**
 * Receive addresses from the merchant's account key. Each checkout gets the next index on the
 * external chain (`0/index`), the path every BIP44/84 wallet scans, so payments show up in the
 * merchant's own wallet without billing ever touching a private key.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { HDKey } from '@scure/bip32';
import { bech32, bech32m } from '@scure/base';
import { type CoinId, type CryptoNetwork, coinInfo } from './coins';
import { parseExtendedPublicKey } from './extended-key';

/** Past 2^31 indices are hardened, which a public key cannot derive. */
const MAX_INDEX_EXCLUSIVE = 2 ** 31;
const EXTERNAL_CHAIN = 0;

export function deriveAddress(coin: CoinId, network: CryptoNetwork, xpub: string, index: number): string {
  return deriveAddressFromKey(coin, network, parseExtendedPublicKey(xpub), index);
}

/** Same as {@link deriveAddress} for an already parsed key, to skip re-parsing in batches. */
export function deriveAddressFromKey(
  coin: CoinId,
  network: CryptoNetwork,
  account: HDKey,
  index: number,
): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_INDEX_EXCLUSIVE) {
    throw new RangeError(`Address index must be an integer in 0..${MAX_INDEX_EXCLUSIVE - 1}, got ${index}`);
  }
  const publicKey = account.deriveChild(EXTERNAL_CHAIN).deriveChild(index).publicKey;
  if (!publicKey) throw new Error('Derived key has no public key');
  const info = coinInfo(coin);
  if (info.family === 'bitcoin') return p2wpkhAddress(info.bech32Prefix[network], publicKey);
  return evmAddress(publicKey);
}

function p2wpkhAddress(prefix: string, compressedPublicKey: Uint8Array): string {
  const program = ripemd160(sha256(compressedPublicKey));
  return bech32.encode(prefix, [0, ...bech32.toWords(program)]);
}

function evmAddress(compressedPublicKey: Uint8Array): string {
  // Ethereum hashes the bare X||Y coordinates: uncompressed encoding minus its 0x04 tag.
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  const hash = keccak_256(uncompressed.subarray(1));
  return toChecksumAddress(bytesToHex(hash.subarray(-20)));
}

/** An EVM address in its EIP-55 checksummed form, as wallets and block explorers print it. */
export function checksumEvmAddress(address: string): string {
  if (!isEvmAddress(address)) throw new Error(`${address} is not an EVM address`);
  return toChecksumAddress(address.slice(2).toLowerCase());
}

/** EIP-55: upper-case each hex letter whose nibble in keccak(lower-case address) is >= 8. */
function toChecksumAddress(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lowerHex)));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    const char = lowerHex.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * Whether `address` can receive `coin` on `network`. Bitcoin family: native segwit only
 * (bech32 v0, bech32m v1+, per BIP173/350) with the network's prefix; legacy base58 addresses are
 * refused since billing never issues them. EVM: 0x + 40 hex, and a mixed-case address must carry
 * a valid EIP-55 checksum (that is what catches typos; all-lower/all-upper carry none).
 */
export function isValidAddress(coin: CoinId, network: CryptoNetwork, address: string): boolean {
  const info = coinInfo(coin);
  if (info.family === 'bitcoin') return isSegwitAddress(info.bech32Prefix[network], address);
  return isEvmAddress(address);
}

function isSegwitAddress(prefix: string, address: string): boolean {
  const decoded = bech32.decodeUnsafe(address) || bech32m.decodeUnsafe(address);
  if (!decoded || decoded.prefix !== prefix) return false;
  const [version, ...programWords] = decoded.words;
  if (version === undefined || version > 16) return false;
  // v0 must use bech32 and v1+ bech32m; checking the other codec rejects the mix.
  const codec = version === 0 ? bech32 : bech32m;
  if (!codec.decodeUnsafe(address)) return false;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40) return false;
  if (version === 0) return program.length === 20 || program.length === 32;
  return true;
}

/** 0x + 40 hex digits, with a valid EIP-55 checksum when mixed-case (a contract or an account). */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(hex.toLowerCase()) === address;
}
