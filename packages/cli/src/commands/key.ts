import { type Flags, optionalFlag, requireFlag, UsageError } from '../args';
import type { OauthOperatorClient } from '../client';
import type { Output } from '../output';
import { scopesFlag } from '../scopes-flag';

export async function keyCommand(
  verb: string | undefined,
  flags: Flags,
  client: OauthOperatorClient,
  out: Output,
) {
  switch (verb) {
    case 'create': {
      const scopes = scopesFlag(flags, '*');
      const created = await client.operator.createKey.mutate({
        shop_id: requireFlag(flags, 'shop'),
        scopes,
        ...(optionalFlag(flags, 'name') ? { name: optionalFlag(flags, 'name') } : {}),
      });
      const { key: _key, ...result } = created;
      out.result(
        result,
        `API key (shown once): ${created.api_key}\nKey id: ${created.key_id}\nScopes: ${created.scopes.join(' ')}`,
      );
      return;
    }
    case 'update': {
      const scopes = scopesFlag(flags);
      const { key } = await client.operator.updateKeyScopes.mutate({
        key_id: requireFlag(flags, 'key-id'),
        scopes,
      });
      out.result({ key }, `Key ${key.prefix}… now has: ${key.scopes.join(' ')}`);
      return;
    }
    case 'revoke': {
      await client.operator.revokeKey.mutate({ key_id: requireFlag(flags, 'key-id') });
      out.result({ revoked: true }, 'Key revoked. It stops working on the next request.');
      return;
    }
    case 'list': {
      const { keys } = await client.operator.listKeys.query({ shop_id: requireFlag(flags, 'shop') });
      const lines = keys.map(
        (key) =>
          `${key.id}  ${key.prefix}…  ${key.revoked_at ? 'revoked' : 'active '}  ${key.scopes.join(' ')}`,
      );
      out.result({ keys }, lines.length > 0 ? lines.join('\n') : 'No keys.');
      return;
    }
    default:
      throw new UsageError('Usage: shopforge key <create|update|revoke|list> [options]');
  }
}
