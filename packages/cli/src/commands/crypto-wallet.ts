import { type CryptoWallet, NATIVE_CRYPTO_COINS, type NativeCryptoCoin } from '@shopforge/contracts';
import type { CommandGroup, CommandSpec, FlagSpec } from '../command-tree';
import { type Flags, optionalFlag, requireFlag } from '../flags';
import { UsageError } from '../usage-error';

const SHOP_FLAG: FlagSpec = { name: 'shop', value: 'shop id', description: 'the shop', required: true };
const COIN_FLAG: FlagSpec = {
  name: 'coin',
  value: 'coin',
  description: `one of ${NATIVE_CRYPTO_COINS.join(', ')}`,
  required: true,
};

function coinOf(flags: Flags): NativeCryptoCoin {
  const coin = NATIVE_CRYPTO_COINS.find((name) => name === requireFlag(flags, 'coin').toUpperCase());
  if (!coin) throw new UsageError(`--coin must be one of ${NATIVE_CRYPTO_COINS.join(', ')}.`);
  return coin;
}

const describe = (wallet: CryptoWallet) =>
  `${wallet.coin} on ${wallet.network}${wallet.active ? '' : ' (not offered: this platform does not watch the chain)'}: ` +
  `key ${wallet.xpub_fingerprint}, first address ${wallet.first_address}, ` +
  `${wallet.confirmations_needed} confirmations, ${wallet.addresses_issued} addresses issued`;

const list: CommandSpec = {
  name: 'list',
  summary: 'the wallets a shop takes native crypto to',
  flags: [SHOP_FLAG],
  examples: ['shopforge crypto-wallet list --shop <shop id>'],
  async run(flags, { out, clients }) {
    const result = await (await clients.billing()).cryptoWallets.operatorList.query({
      shop_id: requireFlag(flags, 'shop'),
    });
    out.result(
      result,
      result.data.length > 0 ? result.data.map(describe).join('\n') : 'No wallet registered.',
    );
  },
};

const set: CommandSpec = {
  name: 'set',
  summary: 'register (or replace) a shop’s wallet for a coin by its extended public key',
  description:
    'Each invoice paid in the coin gets a fresh address derived from the key (its external chain, ' +
    'native segwit), so the money goes straight to the wallet. Give the account-level public key ' +
    '(xpub, zpub, Ltub…); a private key is refused. Check the first address printed against the ' +
    'first receive address your wallet shows (docs/payments.md).',
  flags: [
    SHOP_FLAG,
    COIN_FLAG,
    { name: 'xpub', value: 'key', description: 'the account’s extended public key', required: true },
    { name: 'confirmations', value: 'n', description: 'blocks before a payment counts (the coin’s default)' },
  ],
  examples: ['shopforge crypto-wallet set --shop <shop id> --coin LTC --xpub zpub6r… --confirmations 6'],
  async run(flags, { out, clients }) {
    const raw = optionalFlag(flags, 'confirmations');
    const confirmations = raw === undefined ? undefined : Number(raw);
    if (confirmations !== undefined && (!Number.isInteger(confirmations) || confirmations < 1))
      throw new UsageError('--confirmations must be a whole number, 1 or more.');
    const wallet = await (await clients.billing()).cryptoWallets.operatorPut.mutate({
      shop_id: requireFlag(flags, 'shop'),
      coin: coinOf(flags),
      xpub: requireFlag(flags, 'xpub'),
      ...(confirmations === undefined ? {} : { confirmations_needed: confirmations }),
    });
    out.result(wallet, `Registered ${describe(wallet)}.`);
  },
};

const remove: CommandSpec = {
  name: 'remove',
  summary: 'remove a shop’s wallet for a coin (addresses already issued are still watched)',
  flags: [SHOP_FLAG, COIN_FLAG],
  examples: ['shopforge crypto-wallet remove --shop <shop id> --coin LTC'],
  async run(flags, { out, clients }) {
    const result = await (await clients.billing()).cryptoWallets.operatorRemove.mutate({
      shop_id: requireFlag(flags, 'shop'),
      coin: coinOf(flags),
    });
    out.result(result, `Removed the ${result.coin} wallet.`);
  },
};

export const cryptoWalletCommands: CommandGroup = {
  name: 'crypto-wallet',
  summary: 'a shop’s own wallets for native crypto (extended public keys)',
  commands: [list, set, remove],
};
