import type { CommandGroup } from '../command-tree';
import { clockCommands } from './clock';
import { keyCommands } from './key';
import { memberCommands } from './member';
import { oauthAppCommands } from './oauth-app';
import { orderCommands } from './order';
import { paymentProviderCommands } from './payment-provider';
import { cryptoWalletCommands } from './crypto-wallet';
import { productCommands } from './product';
import { resellerCommands } from './reseller';
import { shopCommands } from './shop';

/** Every operator command, in the order `shopforge --help` lists them. */
export const COMMANDS: readonly CommandGroup[] = [
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
];
