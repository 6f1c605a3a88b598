import { api } from './api';
import type { RouteExamples } from './types';

/** BIP84's published test vector (m/84'/0'/0' of the "abandon … about" mnemonic): a public key only. */
const WALLET = {
  xpub: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
  confirmations_needed: 2,
};

export const cryptoWalletExamples: RouteExamples = {
  'GET /dev/v1/crypto-wallets': async () => ({ path: '/dev/v1/crypto-wallets' }),
  'PUT /dev/v1/crypto-wallets/{coin}': async () => ({ path: '/dev/v1/crypto-wallets/BTC', body: WALLET }),
  'DELETE /dev/v1/crypto-wallets/{coin}': async (ctx) => {
    await api(ctx, 'PUT', '/dev/v1/crypto-wallets/BTC', WALLET);
    return { path: '/dev/v1/crypto-wallets/BTC' };
  },
};
