import { listing } from '../output';
import type { CommandGroup, CommandSpec } from '../command-tree';
import { optionalFlag, requireFlag } from '../flags';
import { RELATIONSHIP_FLAG } from './reseller-flags';

const create: CommandSpec = {
  name: 'create',
  summary: 'create a Reseller API key (shxr_…), shown once',
  flags: [RELATIONSHIP_FLAG, { name: 'name', value: 'name', description: 'a label for the key' }],
  examples: ['shopforge reseller key create --relationship <relationship id> --name "ERP" --json'],
  async run(flags, { out, clients }) {
    const relationshipId = requireFlag(flags, 'relationship');
    const name = optionalFlag(flags, 'name');
    const created = await (await clients.reseller()).keys.create.mutate({
      relationship_id: relationshipId,
      ...(name ? { name } : {}),
    });
    out.result(
      { api_key: created.api_key, key: created.key },
      `Reseller API key (shown once): ${created.api_key}\nKey id: ${created.key.id}`,
    );
  },
};

const list: CommandSpec = {
  name: 'list',
  summary: 'list a reseller’s API keys (never the keys themselves)',
  flags: [RELATIONSHIP_FLAG],
  examples: ['shopforge reseller key list --relationship <relationship id>'],
  async run(flags, { out, clients }) {
    const relationshipId = requireFlag(flags, 'relationship');
    const { data } = await (await clients.reseller()).keys.list.query({ relationship_id: relationshipId });
    const lines = data.map((key) => `${key.id}  ${key.prefix}…  ${key.revoked_at ? 'revoked' : 'active'}`);
    out.result({ keys: data }, listing(lines, 'No keys.'));
  },
};

const revoke: CommandSpec = {
  name: 'revoke',
  summary: 'revoke a Reseller API key for good',
  flags: [RELATIONSHIP_FLAG, { name: 'key-id', value: 'id', description: 'the key id', required: true }],
  examples: ['shopforge reseller key revoke --relationship <relationship id> --key-id <key id>'],
  async run(flags, { out, clients }) {
    const input = {
      relationship_id: requireFlag(flags, 'relationship'),
      key_id: requireFlag(flags, 'key-id'),
    };
    const key = await (await clients.reseller()).keys.revoke.mutate(input);
    out.result({ key }, 'Key revoked. It never works again.');
  },
};

/** Reseller API keys are shown once; the platform keeps only their hash. */
export const resellerKeyCommands: CommandGroup = {
  name: 'key',
  summary: 'a reseller’s Reseller API keys',
  commands: [create, list, revoke],
};
