import type { CryptoWallet, NativeCryptoCoin } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';
import type { CryptoNetwork } from './crypto/coins';
import { deriveAddressFromKey } from './crypto/derive';
import { keyFingerprint, parseExtendedPublicKey } from './crypto/extended-key';

interface WalletRow {
  coin: string;
  xpub: string;
  confirmationsNeeded: number;
  nextIndex: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A registered wallet as the merchant sees it, with its first address to check it by. */
export function toCryptoWallet(row: WalletRow, network: CryptoNetwork, active: boolean): CryptoWallet {
  const coin = row.coin as NativeCryptoCoin;
  const key = parseExtendedPublicKey(row.xpub);
  return {
    coin,
    network,
    xpub: row.xpub,
    xpub_fingerprint: keyFingerprint(key),
    first_address: deriveAddressFromKey(coin, network, key, 0),
    active,
    confirmations_needed: row.confirmationsNeeded,
    addresses_issued: row.nextIndex,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
