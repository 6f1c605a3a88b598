import type { OauthClientType } from '@shopforge/contracts';
import { type Flags, requireFlag, UsageError } from '../args';
import type { OauthOperatorClient } from '../client';
import type { Output } from '../output';
import { scopesFlag } from '../scopes-flag';

const USAGE = `Usage: shopforge oauth-app <create|list|rotate-secret|delete|installs|uninstall> [options]
  oauth-app create --shop ID --name N --redirect-uri U [--redirect-uri U2] --scopes "a.read b.write" [--public]
  oauth-app list --shop ID
  oauth-app rotate-secret --client-id shoc_…
  oauth-app delete --client-id shoc_…
  oauth-app installs --shop ID
  oauth-app uninstall --shop ID --installation ID`;

function redirectUris(flags: Flags): string[] {
  const value = flags['redirect-uri'];
  const uris = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  if (uris.length === 0) throw new UsageError('--redirect-uri is required (repeat it for several).');
  return uris;
}

export async function oauthAppCommand(
  verb: string | undefined,
  flags: Flags,
  client: OauthOperatorClient,
  out: Output,
) {
  switch (verb) {
    case 'create': {
      const clientType: OauthClientType = flags.public === true ? 'public' : 'confidential';
      const created = await client.apps.create.mutate({
        shop_id: requireFlag(flags, 'shop'),
        name: requireFlag(flags, 'name'),
        redirect_uris: redirectUris(flags),
        scopes: scopesFlag(flags),
        client_type: clientType,
      });
      out.result(
        created,
        [
          `Client id: ${created.client_id}`,
          created.client_secret
            ? `Client secret (shown once): ${created.client_secret}`
            : 'Public app: no client secret; it must use PKCE.',
          `Redirect URIs: ${created.app.redirect_uris.join(' ')}`,
          `Scopes: ${created.app.scopes.join(' ')}`,
        ].join('\n'),
      );
      return;
    }
    case 'list': {
      const { apps } = await client.apps.list.query({ shop_id: requireFlag(flags, 'shop') });
      const lines = apps.map(
        (app) => `${app.client_id}  ${app.client_type}  ${app.name}  ${app.scopes.join(' ')}`,
      );
      out.result({ apps }, lines.length > 0 ? lines.join('\n') : 'No OAuth apps.');
      return;
    }
    case 'rotate-secret': {
      const rotated = await client.apps.rotateSecret.mutate({ client_id: requireFlag(flags, 'client-id') });
      out.result(
        rotated,
        `New client secret (shown once): ${rotated.client_secret}\nThe old secret no longer works.`,
      );
      return;
    }
    case 'delete': {
      const deleted = await client.apps.delete.mutate({ client_id: requireFlag(flags, 'client-id') });
      out.result(deleted, 'App deleted; its tokens stopped working everywhere.');
      return;
    }
    case 'installs': {
      const { installs } = await client.apps.installs.query({ shop_id: requireFlag(flags, 'shop') });
      const lines = installs.map(
        (install) =>
          `${install.id}  ${install.app.client_id}  ${install.app.name}  ${install.revoked_at ? 'uninstalled' : 'active'}  ${install.scopes.join(' ')}  by ${install.approved_by.email ?? '(removed member)'}`,
      );
      out.result({ installs }, lines.length > 0 ? lines.join('\n') : 'No apps installed.');
      return;
    }
    case 'uninstall': {
      const result = await client.apps.revokeInstall.mutate({
        shop_id: requireFlag(flags, 'shop'),
        installation_id: requireFlag(flags, 'installation'),
      });
      out.result(result, 'App uninstalled; its tokens for this shop stopped working.');
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}
