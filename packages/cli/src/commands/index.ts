import type { CommandNode } from '../command-tree';
import { clockCommands } from './clock';
import { keyCommands } from './key';
import { listenCommand } from './listen';
import { memberCommands } from './member';
import { oauthAppCommands } from './oauth-app';
import { orderCommands } from './order';
import { paymentProviderCommands } from './payment-provider';
import { cryptoWalletCommands } from './crypto-wallet';
import { productCommands } from './product';
import { resellerCommands } from './reseller';
import { shopCommands } from './shop';
import { triggerCommand } from './trigger';

/**
 * Every command, in the order `shopforge --help` lists them: the operator's groups, then the
 * merchant's commands, which use a shop's API key instead.
 */
export const COMMANDS: readonly CommandNode[] = [
  shopCommands,
  keyCommands,
  memberCommands,
  oauthAppCommands,
  productCommands,
  orderCommands,
  paymentProviderCommands,
  cryptoWalletCommands,
  clockCommands,
  resellerCommands,
  listenCommand,
  triggerCommand,
];
