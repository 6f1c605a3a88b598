import { MEMBER_ROLES, type MemberRole } from '@shopforge/contracts';
import type { CommandGroup, CommandSpec, FlagSpec } from '../command-tree';
import { type Flags, requireFlag } from '../flags';
import { UsageError } from '../usage-error';
import { SHOP_FLAG } from './shared-flags';

type AssignableRole = Exclude<MemberRole, 'owner'>;

/** The owner is set when the shop is created; no command hands that role out. */
const ASSIGNABLE_ROLES = MEMBER_ROLES.filter((role): role is AssignableRole => role !== 'owner');

const ROLE_FLAG: FlagSpec = {
  name: 'role',
  value: 'role',
  description: `the member's role: ${ASSIGNABLE_ROLES.join(', ')}`,
  required: true,
};
const MEMBER_ID_FLAG: FlagSpec = {
  name: 'member-id',
  value: 'id',
  description: 'the member id',
  required: true,
};

function roleOf(flags: Flags): AssignableRole {
  const value = requireFlag(flags, 'role');
  const role = ASSIGNABLE_ROLES.find((candidate) => candidate === value);
  if (!role) throw new UsageError('--role must be admin, developer or staff.');
  return role;
}

const create: CommandSpec = {
  name: 'create',
  summary: 'add a dashboard member to a shop',
  flags: [
    SHOP_FLAG,
    { name: 'email', value: 'email', description: 'the member’s sign-in email', required: true },
    { name: 'password', value: 'password', description: 'the member’s password', required: true },
    ROLE_FLAG,
  ],
  examples: [
    'shopforge member create --shop <shop id> --email dev@example.com --password "…" --role developer',
  ],
  async run(flags, { out, clients }) {
    const input = {
      shop_id: requireFlag(flags, 'shop'),
      email: requireFlag(flags, 'email'),
      password: requireFlag(flags, 'password'),
      role: roleOf(flags),
    };
    const member = await (await clients.oauth()).members.create.mutate(input);
    out.result({ member }, `Member ${member.id} (${member.email}, ${member.role}) added.`);
  },
};

const list: CommandSpec = {
  name: 'list',
  summary: 'list a shop’s members',
  flags: [SHOP_FLAG],
  examples: ['shopforge member list --shop <shop id>'],
  async run(flags, { out, clients }) {
    const shopId = requireFlag(flags, 'shop');
    const { members } = await (await clients.oauth()).members.list.query({ shop_id: shopId });
    out.result(
      { members },
      members.map((member) => `${member.id}  ${member.role.padEnd(9)}  ${member.email}`).join('\n') ||
        'No members.',
    );
  },
};

const setRole: CommandSpec = {
  name: 'set-role',
  summary: 'change a member’s role; their apps’ tokens follow at once',
  flags: [SHOP_FLAG, MEMBER_ID_FLAG, ROLE_FLAG],
  examples: ['shopforge member set-role --shop <shop id> --member-id <member id> --role staff'],
  async run(flags, { out, clients }) {
    const input = {
      shop_id: requireFlag(flags, 'shop'),
      member_id: requireFlag(flags, 'member-id'),
      role: roleOf(flags),
    };
    const member = await (await clients.oauth()).members.setRole.mutate(input);
    out.result({ member }, `${member.email} is now ${member.role}; their apps' tokens follow at once.`);
  },
};

const remove: CommandSpec = {
  name: 'remove',
  summary: 'remove a member, ending their sessions and their apps’ tokens',
  flags: [SHOP_FLAG, MEMBER_ID_FLAG],
  examples: ['shopforge member remove --shop <shop id> --member-id <member id>'],
  async run(flags, { out, clients }) {
    const input = { shop_id: requireFlag(flags, 'shop'), member_id: requireFlag(flags, 'member-id') };
    const result = await (await clients.oauth()).members.remove.mutate(input);
    out.result(
      result,
      'Member removed; their sessions ended and the tokens of apps they approved were revoked.',
    );
  },
};

export const memberCommands: CommandGroup = {
  name: 'member',
  summary: 'a shop’s dashboard members and their roles',
  commands: [create, list, setRole, remove],
};
