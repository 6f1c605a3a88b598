import { MEMBER_ROLES, type MemberRole } from '@shopforge/contracts';
import { type Flags, requireFlag, UsageError } from '../args';
import type { OauthOperatorClient } from '../client';
import type { Output } from '../output';

const USAGE = `Usage: shopforge member <create|list|set-role|remove> [options]
  member create --shop ID --email E --password P --role admin|developer|staff
  member list --shop ID
  member set-role --shop ID --member-id ID --role admin|developer|staff
  member remove --shop ID --member-id ID`;

function roleOf(flags: Flags): Exclude<MemberRole, 'owner'> {
  const role = requireFlag(flags, 'role');
  if (role === 'owner' || !(MEMBER_ROLES as readonly string[]).includes(role)) {
    throw new UsageError('--role must be admin, developer or staff.');
  }
  return role as Exclude<MemberRole, 'owner'>;
}

export async function memberCommand(
  verb: string | undefined,
  flags: Flags,
  client: OauthOperatorClient,
  out: Output,
) {
  switch (verb) {
    case 'create': {
      const member = await client.members.create.mutate({
        shop_id: requireFlag(flags, 'shop'),
        email: requireFlag(flags, 'email'),
        password: requireFlag(flags, 'password'),
        role: roleOf(flags),
      });
      out.result({ member }, `Member ${member.id} (${member.email}, ${member.role}) added.`);
      return;
    }
    case 'list': {
      const { members } = await client.members.list.query({ shop_id: requireFlag(flags, 'shop') });
      out.result(
        { members },
        members.map((member) => `${member.id}  ${member.role.padEnd(9)}  ${member.email}`).join('\n') ||
          'No members.',
      );
      return;
    }
    case 'set-role': {
      const member = await client.members.setRole.mutate({
        shop_id: requireFlag(flags, 'shop'),
        member_id: requireFlag(flags, 'member-id'),
        role: roleOf(flags),
      });
      out.result({ member }, `${member.email} is now ${member.role}; their apps' tokens follow at once.`);
      return;
    }
    case 'remove': {
      const result = await client.members.remove.mutate({
        shop_id: requireFlag(flags, 'shop'),
        member_id: requireFlag(flags, 'member-id'),
      });
      out.result(
        result,
        'Member removed; their sessions ended and the tokens of apps they approved were revoked.',
      );
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}
