import { listing } from '../output';
import type { CommandGroup, CommandSpec, FlagSpec } from '../command-tree';
import { optionalFlag, requireFlag } from '../flags';
import { scopesFlag } from '../scopes-flag';
import { SCOPES_HELP, SHOP_FLAG } from './shared-flags';

const KEY_ID_FLAG: FlagSpec = { name: 'key-id', value: 'id', description: 'the API key id', required: true };

const create: CommandSpec = {
  name: 'create',
  summary: 'create an API key for a shop (shown once)',
  description:
    'Creates an API key for a shop. The full key is printed only once; the platform keeps its hash.',
  flags: [
    SHOP_FLAG,
    { name: 'scopes', value: 'scopes', description: `${SCOPES_HELP}; * is full access`, default: '*' },
    { name: 'name', value: 'name', description: 'a label for the key' },
  ],
  examples: [
    'shopforge key create --shop <shop id> --scopes "products.read webhooks.write" --name "Stock sync"',
  ],
  async run(flags, { out, clients }) {
    const scopes = scopesFlag(flags, '*');
    const name = optionalFlag(flags, 'name');
    const created = await (await clients.oauth()).operator.createKey.mutate({
      shop_id: requireFlag(flags, 'shop'),
      scopes,
      ...(name ? { name } : {}),
    });
    const { key: _key, ...result } = created;
    out.result(
      result,
      `API key (shown once): ${created.api_key}\nKey id: ${created.key_id}\nScopes: ${created.scopes.join(' ')}`,
    );
  },
};

const update: CommandSpec = {
  name: 'update',
  summary: 'replace the scopes of an API key',
  flags: [KEY_ID_FLAG, { name: 'scopes', value: 'scopes', description: SCOPES_HELP, required: true }],
  examples: ['shopforge key update --key-id <key id> --scopes "orders.read products.read"'],
  async run(flags, { out, clients }) {
    const scopes = scopesFlag(flags);
    const { key } = await (await clients.oauth()).operator.updateKeyScopes.mutate({
      key_id: requireFlag(flags, 'key-id'),
      scopes,
    });
    out.result({ key }, `Key ${key.prefix}… now has: ${key.scopes.join(' ')}`);
  },
};

const revoke: CommandSpec = {
  name: 'revoke',
  summary: 'revoke an API key; it fails with 401 on its next request',
  flags: [KEY_ID_FLAG],
  examples: ['shopforge key revoke --key-id <key id>'],
  async run(flags, { out, clients }) {
    const keyId = requireFlag(flags, 'key-id');
    await (await clients.oauth()).operator.revokeKey.mutate({ key_id: keyId });
    out.result({ revoked: true }, 'Key revoked. It stops working on the next request.');
  },
};

const list: CommandSpec = {
  name: 'list',
  summary: 'list a shop’s API keys and who made each (never the keys themselves)',
  flags: [SHOP_FLAG],
  examples: ['shopforge key list --shop <shop id> --json'],
  async run(flags, { out, clients }) {
    const shopId = requireFlag(flags, 'shop');
    const { keys } = await (await clients.oauth()).operator.listKeys.query({ shop_id: shopId });
    // Who made each key: removing a member revokes the keys they made (docs/oauth.md "API keys").
    const maker = ({ created_by: by }: (typeof keys)[number]) => (by.id ? `${by.type} ${by.id}` : by.type);
    const lines = keys.map(
      (key) =>
        `${key.id}  ${key.prefix}…  ${key.revoked_at ? 'revoked' : 'active '}  ${key.scopes.join(' ')}  (by ${maker(key)})`,
    );
    out.result({ keys }, listing(lines, 'No keys.'));
  },
};

export const keyCommands: CommandGroup = {
  name: 'key',
  summary: 'a shop’s API keys',
  commands: [create, update, revoke, list],
};
