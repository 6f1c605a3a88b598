import { sha256 } from '@noble/hashes/sha2.js';
import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { InvalidExtendedKeyError, keyFingerprint, parseExtendedPublicKey } from './extended-key';

// BIP84 test vectors (https://github.com/bitcoin/bips/blob/master/bip-0084.mediawiki#test-vectors).
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const BIP84_ROOT_ZPUB =
  'zpub6jftahH18ngZxLmXaKw3GSZzZsszmt9WqedkyZdezFtWRFBZqsQH5hyUmb4pCEeZGmVfQuP5bedXTB8is6fTv19U1GQRyQUKQGUTzyHACMF';
const BIP84_ACCOUNT0_ZPRV =
  'zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE';
const BIP84_ACCOUNT0_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
// The abandon seed's master fingerprint, as printed in wallet descriptors ("[73c5da0a/84'/0'/0']").
const ABANDON_MASTER_FINGERPRINT = '73c5da0a';

const base58check = createBase58check(sha256);

/** The same key under other version bytes, as another wallet would export it. */
function withVersion(extendedKey: string, version: number): string {
  const bytes = base58check.decode(extendedKey);
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setUint32(0, version, false);
  return base58check.encode(bytes);
}

describe('extended public key upload', () => {
  it('accepts the BIP84 account zpub and keeps its key material', () => {
    const key = parseExtendedPublicKey(BIP84_ACCOUNT0_ZPUB);
    expect(key.depth).toBe(3);
    expect(key.privateKey).toBeNull();
    expect(withVersion(key.publicExtendedKey, 0x04b24746)).toBe(BIP84_ACCOUNT0_ZPUB);
  });

  it.each([
    ['xpub', 0x0488b21e],
    ['ypub', 0x049d7cb2],
    ['zpub', 0x04b24746],
    ['tpub', 0x043587cf],
    ['upub', 0x044a5262],
    ['vpub', 0x045f1cf6],
    ['Ltub', 0x019da462],
    ['Mtub', 0x01b26ef6],
  ])('accepts the %s prefix for the same key', (prefix, version) => {
    const text = withVersion(BIP84_ACCOUNT0_ZPUB, version);
    expect(text.startsWith(prefix)).toBe(true);
    const key = parseExtendedPublicKey(text);
    expect(key.publicKey).toEqual(parseExtendedPublicKey(BIP84_ACCOUNT0_ZPUB).publicKey);
  });

  it('ignores whitespace around a pasted key', () => {
    expect(() => parseExtendedPublicKey(`  ${BIP84_ACCOUNT0_ZPUB}\n`)).not.toThrow();
  });

  it('refuses a published zprv, saying a private key must never be uploaded', () => {
    expect(() => parseExtendedPublicKey(BIP84_ACCOUNT0_ZPRV)).toThrow(InvalidExtendedKeyError);
    expect(() => parseExtendedPublicKey(BIP84_ACCOUNT0_ZPRV)).toThrow(
      /PRIVATE key \(zprv\).*must never be uploaded/,
    );
  });

  it('refuses an xprv derived from the abandon seed', () => {
    const xprv = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/84'/0'/0'").privateExtendedKey;
    expect(xprv.startsWith('xprv')).toBe(true);
    expect(() => parseExtendedPublicKey(xprv)).toThrow(/must never be uploaded/);
  });

  it('refuses a private key even under version bytes it does not know', () => {
    const unknownPrivate = withVersion(BIP84_ACCOUNT0_ZPRV, 0x12345678);
    expect(() => parseExtendedPublicKey(unknownPrivate)).toThrow(/must never be uploaded/);
  });

  it('refuses garbage', () => {
    for (const text of ['', 'hello', 'not an xpub at all', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']) {
      expect(() => parseExtendedPublicKey(text)).toThrow(InvalidExtendedKeyError);
    }
  });

  it('refuses a key with a typo (bad checksum)', () => {
    const last = BIP84_ACCOUNT0_ZPUB.at(-1);
    const typo = `${BIP84_ACCOUNT0_ZPUB.slice(0, -1)}${last === 't' ? 'u' : 't'}`;
    expect(() => parseExtendedPublicKey(typo)).toThrow(/checksum/);
  });

  it('refuses valid base58check data that is not 78 bytes long', () => {
    const short = base58check.encode(base58check.decode(BIP84_ACCOUNT0_ZPUB).subarray(0, 77));
    expect(() => parseExtendedPublicKey(short)).toThrow(/wrong length/);
  });

  it('refuses unknown version bytes', () => {
    expect(() => parseExtendedPublicKey(withVersion(BIP84_ACCOUNT0_ZPUB, 0x12345678))).toThrow(
      /Unknown extended key type \(version 0x12345678\)/,
    );
  });

  it('refuses the published BIP84 root zpub: a master key is not an account key', () => {
    expect(() => parseExtendedPublicKey(BIP84_ROOT_ZPUB)).toThrow(/master \(root\) key/);
  });

  it('refuses a key whose public key is not on the curve', () => {
    const bytes = base58check.decode(BIP84_ACCOUNT0_ZPUB);
    bytes[45] = 0x05; // no valid compressed point starts with 0x05
    expect(() => parseExtendedPublicKey(base58check.encode(bytes))).toThrow(/corrupted/);
  });
});

describe('key fingerprint', () => {
  it('is the key’s own 8-hex-digit BIP32 fingerprint, as wallets print it', () => {
    const master = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
    expect(keyFingerprint(master)).toBe(ABANDON_MASTER_FINGERPRINT);
  });

  it('matches the parent fingerprint BIP32 stores in each child', () => {
    const account = parseExtendedPublicKey(BIP84_ACCOUNT0_ZPUB);
    expect(keyFingerprint(account)).toMatch(/^[0-9a-f]{8}$/);
    expect(account.deriveChild(0).parentFingerprint).toBe(Number.parseInt(keyFingerprint(account), 16));
  });

  it('keeps leading zeros, so it is always 8 hex digits', () => {
    const account = parseExtendedPublicKey(BIP84_ACCOUNT0_ZPUB);
    // About 1 in 16 keys has a fingerprint below 0x10000000; find one among the first children.
    const small = Array.from({ length: 200 }, (_, i) => account.deriveChild(i)).find(
      (child) => child.fingerprint < 0x10000000,
    );
    expect(small).toBeDefined();
    if (small) expect(keyFingerprint(small)).toMatch(/^0[0-9a-f]{7}$/);
  });
});
