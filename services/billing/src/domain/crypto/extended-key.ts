/**
 * Reading the account key a merchant uploads. Checkout is non-custodial: billing only ever holds
 * an extended PUBLIC key, enough to derive fresh receive addresses but never to spend from them.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';

/** Thrown for any key we will not use; the message is meant to be shown to the merchant as is. */
export class InvalidExtendedKeyError extends Error {
  override name = 'InvalidExtendedKeyError';
}

/**
 * Wallets tag the same 78-byte key with different version bytes to hint at the address type
 * (xpub legacy, ypub wrapped segwit, zpub native segwit) or the chain (Ltub/Mtub Litecoin). The
 * key material is identical, so we accept them all and pick the address type per coin ourselves.
 */
const PUBLIC_VERSIONS: ReadonlyMap<number, string> = new Map([
  [0x0488b21e, 'xpub'],
  [0x049d7cb2, 'ypub'],
  [0x04b24746, 'zpub'],
  [0x043587cf, 'tpub'],
  [0x044a5262, 'upub'],
  [0x045f1cf6, 'vpub'],
  [0x019da462, 'Ltub'],
  [0x01b26ef6, 'Mtub'],
]);

/** Their private twins, named so the refusal can say what the merchant pasted. */
const PRIVATE_VERSIONS: ReadonlyMap<number, string> = new Map([
  [0x0488ade4, 'xprv'],
  [0x049d7878, 'yprv'],
  [0x04b2430c, 'zprv'],
  [0x04358394, 'tprv'],
  [0x044a4e28, 'uprv'],
  [0x045f18bc, 'vprv'],
  [0x019d9cfe, 'Ltpv'],
  [0x01b26792, 'Mtpv'],
]);

const base58check = createBase58check(sha256);

// version(4) || depth(1) || parent fingerprint(4) || child index(4) || chain code(32) || key(33)
const SERIALIZED_LENGTH = 78;
const KEY_OFFSET = 45;

function decodeBase58check(text: string): Uint8Array {
  try {
    return base58check.decode(text);
  } catch {
    throw new InvalidExtendedKeyError(
      'This is not a valid extended public key: it is mistyped or truncated (checksum mismatch).',
    );
  }
}

export function parseExtendedPublicKey(text: string): HDKey {
  const trimmed = text.trim();
  const bytes = decodeBase58check(trimmed);
  if (bytes.length !== SERIALIZED_LENGTH) {
    throw new InvalidExtendedKeyError('This is not an extended public key (wrong length).');
  }
  const version = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, false);
  // BIP32 serializes a private key as 0x00 || k, so the key byte catches private keys even under
  // version bytes we have never heard of.
  const privateName = PRIVATE_VERSIONS.get(version);
  if (privateName !== undefined || bytes[KEY_OFFSET] === 0) {
    throw new InvalidExtendedKeyError(
      `This is an extended PRIVATE key${privateName ? ` (${privateName})` : ''}. ` +
        'A private key must never be uploaded: anyone holding it can spend your funds. ' +
        'Move the funds to a new wallet if it may have leaked, and paste the extended public key ' +
        '(xpub, zpub, Ltub...) instead.',
    );
  }
  if (!PUBLIC_VERSIONS.has(version)) {
    throw new InvalidExtendedKeyError(
      `Unknown extended key type (version 0x${version.toString(16).padStart(8, '0')}). ` +
        `Supported: ${[...PUBLIC_VERSIONS.values()].join(', ')}.`,
    );
  }
  let key: HDKey;
  try {
    // fromExtendedKey insists the version matches the one it is told to expect; the private
    // slot is unused since private keys were refused above.
    key = HDKey.fromExtendedKey(trimmed, { public: version, private: 0 });
  } catch {
    throw new InvalidExtendedKeyError('This extended public key is corrupted (not a valid curve point).');
  }
  if (key.depth === 0) {
    // Deriving straight from the master key would put payments on paths no wallet scans.
    throw new InvalidExtendedKeyError(
      "This is a master (root) key. Export the account-level extended public key instead, e.g. m/84'/0'/0' " +
        "for Bitcoin, m/84'/2'/0' for Litecoin or m/44'/60'/0' for Ethereum.",
    );
  }
  return key;
}

/**
 * The key's own BIP32 fingerprint (first 4 bytes of hash160 of its public key) as 8 hex chars:
 * short enough to show, and the same id wallets print, so a merchant can tell keys apart.
 */
export function keyFingerprint(key: HDKey): string {
  return key.fingerprint.toString(16).padStart(8, '0');
}
