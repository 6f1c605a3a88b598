import { listing } from '../output';
import type { OauthClientType } from '@shopforge/contracts';
import type { CommandGroup, CommandSpec, FlagSpec } from '../command-tree';
import { type Flags, requireFlag } from '../flags';
import { scopesFlag } from '../scopes-flag';
import { UsageError } from '../usage-error';
import { SCOPES_HELP, SHOP_FLAG } from './shared-flags';

const CLIENT_ID_FLAG: FlagSpec = {
  name: 'client-id',
  value: 'id',
  description: 'the app’s client id (shoc_…)',
  required: true,
};

function redirectUris(flags: Flags): string[] {
  const value = flags['redirect-uri'];
  const uris = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  if (uris.length === 0) throw new UsageError('--redirect-uri is required (repeat it for several).');
  return uris;
}

const create: CommandSpec = {
  name: 'create',
  summary: 'register an OAuth app for a shop (its secret is shown once)',
  description:
    'Registers an OAuth app for a shop. A confidential app gets a client secret, printed only once; ' +
    'a --public app has none and must use PKCE.',
  flags: [
    SHOP_FLAG,
    { name: 'name', value: 'name', description: 'the app name shown on the consent page', required: true },
    {
      name: 'redirect-uri',
      value: 'url',
      description: 'where the app receives the authorization code; repeat for several',
      required: true,
      repeatable: true,
    },
    {
      name: 'scopes',
      value: 'scopes',
      description: `the most the app may ask for: ${SCOPES_HELP}`,
      required: true,
    },
    { name: 'public', description: 'a public client (no secret, PKCE), e.g. a native or browser app' },
  ],
  examples: [
    'shopforge oauth-app create --shop <shop id> --name "My App" --redirect-uri http://127.0.0.1:8080/cb --scopes "products.read" --json',
  ],
  async run(flags, { out, clients }) {
    const clientType: OauthClientType = flags.public === true ? 'public' : 'confidential';
    const input = {
      shop_id: requireFlag(flags, 'shop'),
      name: requireFlag(flags, 'name'),
      redirect_uris: redirectUris(flags),
      scopes: scopesFlag(flags),
      client_type: clientType,
    };
    const created = await (await clients.oauth()).apps.create.mutate(input);
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
  },
};

const list: CommandSpec = {
  name: 'list',
  summary: 'list a shop’s OAuth apps',
  flags: [SHOP_FLAG],
  examples: ['shopforge oauth-app list --shop <shop id>'],
  async run(flags, { out, clients }) {
    const shopId = requireFlag(flags, 'shop');
    const { apps } = await (await clients.oauth()).apps.list.query({ shop_id: shopId });
    const lines = apps.map(
      (app) => `${app.client_id}  ${app.client_type}  ${app.name}  ${app.scopes.join(' ')}`,
    );
    out.result({ apps }, listing(lines, 'No OAuth apps.'));
  },
};

const rotateSecret: CommandSpec = {
  name: 'rotate-secret',
  summary: 'give an app a new client secret (shown once); the old one stops working',
  flags: [CLIENT_ID_FLAG],
  examples: ['shopforge oauth-app rotate-secret --client-id shoc_…'],
  async run(flags, { out, clients }) {
    const clientId = requireFlag(flags, 'client-id');
    const rotated = await (await clients.oauth()).apps.rotateSecret.mutate({ client_id: clientId });
    out.result(
      rotated,
      `New client secret (shown once): ${rotated.client_secret}\nThe old secret no longer works.`,
    );
  },
};

const remove: CommandSpec = {
  name: 'delete',
  summary: 'delete an app; its tokens stop working everywhere',
  flags: [CLIENT_ID_FLAG],
  examples: ['shopforge oauth-app delete --client-id shoc_…'],
  async run(flags, { out, clients }) {
    const clientId = requireFlag(flags, 'client-id');
    const deleted = await (await clients.oauth()).apps.delete.mutate({ client_id: clientId });
    out.result(deleted, 'App deleted; its tokens stopped working everywhere.');
  },
};

const installs: CommandSpec = {
  name: 'installs',
  summary: 'list the apps installed on a shop, and who approved them',
  flags: [SHOP_FLAG],
  examples: ['shopforge oauth-app installs --shop <shop id>'],
  async run(flags, { out, clients }) {
    const shopId = requireFlag(flags, 'shop');
    const { installs } = await (await clients.oauth()).apps.installs.query({ shop_id: shopId });
    const lines = installs.map(
      (install) =>
        `${install.id}  ${install.app.client_id}  ${install.app.name}  ${install.revoked_at ? 'uninstalled' : 'active'}  ${install.scopes.join(' ')}  by ${install.approved_by.email ?? '(removed member)'}`,
    );
    out.result({ installs }, listing(lines, 'No apps installed.'));
  },
};

const uninstall: CommandSpec = {
  name: 'uninstall',
  summary: 'uninstall an app from a shop; its tokens for the shop stop working',
  flags: [
    SHOP_FLAG,
    { name: 'installation', value: 'id', description: 'the installation id (from installs)', required: true },
  ],
  examples: ['shopforge oauth-app uninstall --shop <shop id> --installation <installation id>'],
  async run(flags, { out, clients }) {
    const input = {
      shop_id: requireFlag(flags, 'shop'),
      installation_id: requireFlag(flags, 'installation'),
    };
    const result = await (await clients.oauth()).apps.revokeInstall.mutate(input);
    out.result(result, 'App uninstalled; its tokens for this shop stopped working.');
  },
};

export const oauthAppCommands: CommandGroup = {
  name: 'oauth-app',
  summary: 'OAuth apps and their installations',
  commands: [create, list, rotateSecret, remove, installs, uninstall],
};
