import {
  cryptoWalletBodySchema,
  cryptoWalletListSchema,
  cryptoWalletSchema,
  deletedCryptoWalletSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/** The shop's own wallets for native crypto checkout (docs/payments.md "Native crypto"). */
export const cryptoWalletRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/crypto-wallets',
    scopes: ['payment_settings.read'],
    service: 'billing',
    procedure: 'cryptoWallets.list',
    kind: 'query',
    output: cryptoWalletListSchema,
    envelope: 'as_is',
    summary:
      'The shop’s registered crypto wallets: each coin’s extended public key, its first address, confirmations needed and addresses issued.',
  },
  {
    method: 'PUT',
    path: '/dev/v1/crypto-wallets/{coin}',
    scopes: ['payment_settings.write'],
    service: 'billing',
    procedure: 'cryptoWallets.put',
    kind: 'mutation',
    body: cryptoWalletBodySchema,
    output: cryptoWalletSchema,
    envelope: 'data',
    summary:
      'Register (or replace) the shop’s wallet for a coin by its account-level extended public key (xpub, zpub, Ltub…): every invoice gets a fresh address derived from it, paid straight to the wallet. Private keys are refused. Owner’s authority only: the shop’s own credential holding `payment_settings.write` (never an app’s token), and from the dashboard a proof of identity at most 5 minutes old (else 403 `STEP_UP_REQUIRED`); recorded on the security trail and mailed to the owners and admins.',
  },
  {
    method: 'DELETE',
    path: '/dev/v1/crypto-wallets/{coin}',
    scopes: ['payment_settings.write'],
    service: 'billing',
    procedure: 'cryptoWallets.remove',
    kind: 'mutation',
    output: deletedCryptoWalletSchema,
    envelope: 'data',
    summary:
      'Remove a wallet: new invoices stop offering the coin; addresses already issued are still watched. Owner’s authority only: the shop’s own credential holding `payment_settings.write` (never an app’s token), and from the dashboard a proof of identity at most 5 minutes old (else 403 `STEP_UP_REQUIRED`); recorded on the security trail and mailed to the owners and admins.',
  },
];
