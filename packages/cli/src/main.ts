import { appErrorFromCall } from '@shopforge/service-kit/client';
import { parseCommandLine, UsageError } from './args';
import {
  billingOperatorClient,
  catalogOperatorClient,
  oauthOperatorClient,
  resellerOperatorClient,
} from './client';
import { productCommand } from './commands/product';
import { resellerCommand } from './commands/reseller';
import { keyCommand } from './commands/key';
import { memberCommand } from './commands/member';
import { oauthAppCommand } from './commands/oauth-app';
import { clockCommand } from './commands/clock';
import { orderCommand } from './commands/order';
import { shopCommand } from './commands/shop';
import { ConnectionError, findConnection } from './connection';
import { createOutput } from './output';

export const USAGE = `Usage: shopforge <command> [--json]

  shop create --name N [--currency USD] [--plan free|growth|enterprise]
              [--owner-email E --owner-password P]
  shop plan --shop ID --plan free|growth|enterprise
  shop payment-methods --shop ID --enable TEST | --disable TEST   the simulated test provider
  shop suspend --shop ID
  shop unsuspend --shop ID
  key create --shop ID [--scopes "a.read b.write"] [--name N]
  key update --key-id ID --scopes "a.read b.write"
  key revoke --key-id ID
  key list --shop ID
  member create --shop ID --email E --password P --role admin|developer|staff
  member list --shop ID | member set-role --shop ID --member-id M --role R
  member remove --shop ID --member-id M
  oauth-app create --shop ID --name N --redirect-uri U [--redirect-uri U2] --scopes "…" [--public]
  oauth-app list --shop ID | oauth-app rotate-secret --client-id C | oauth-app delete --client-id C
  oauth-app installs --shop ID | oauth-app uninstall --shop ID --installation I
  product create --shop ID --title T --price P [--type SERIALS|SERVICE|DYNAMIC|FILE|SUBSCRIPTION]
                 [--currency EUR] [--serials "CODE-1,CODE-2"]
  order pay --invoice UNIQID      pays an invoice through the test provider
  order dispute --invoice UNIQID --action open|win|lose [--reason R]   a test-provider dispute
  clock advance [--days N] [--hours N] [--minutes N]   moves the test clock (SHOPFORGE_TEST_CLOCK=true)
  reseller accept --invitation ID accepts a reseller invitation (until the customer portal exists)
  reseller topup --relationship ID --amount 100.00
  reseller key create --relationship ID [--name N]   a Reseller API key (shxr_…), shown once
  reseller key list --relationship ID | reseller key revoke --relationship ID --key-id K

Talks to a running platform: the embedded one started by \`npm start\` (found through
.data/platform.json) or, in production, OAUTH_SERVICE_URL with SHOPFORGE_OPERATOR_TOKEN.`;

/** Runs one CLI invocation; returns the process exit code. */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<number> {
  let json = argv.includes('--json');
  const out = () => createOutput(json);
  try {
    const { positionals, flags } = parseCommandLine(argv);
    json = flags.json === true;
    const [noun, verb, action] = positionals;
    if (flags.help || noun === undefined || noun === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return noun === undefined && !flags.help ? 2 : 0;
    }
    if (!['shop', 'key', 'member', 'oauth-app', 'product', 'order', 'clock', 'reseller'].includes(noun)) {
      throw new UsageError(`Unknown command "${noun}".\n\n${USAGE}`);
    }
    const connection = findConnection(env, cwd);
    const client = oauthOperatorClient(connection);
    if (noun === 'shop') await shopCommand(verb, flags, client, out());
    else if (noun === 'key') await keyCommand(verb, flags, client, out());
    else if (noun === 'member') await memberCommand(verb, flags, client, out());
    else if (noun === 'oauth-app') await oauthAppCommand(verb, flags, client, out());
    else if (noun === 'order')
      await orderCommand(verb, flags, () => billingOperatorClient(connection), out());
    else if (noun === 'clock')
      await clockCommand(verb, flags, () => billingOperatorClient(connection), out());
    else if (noun === 'reseller')
      await resellerCommand(verb, action, flags, () => resellerOperatorClient(connection), out());
    else
      await productCommand(
        verb,
        flags,
        { oauth: client, catalog: () => catalogOperatorClient(connection) },
        out(),
      );
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConnectionError) {
      out().error(error.message);
      return 2;
    }
    const appError = appErrorFromCall(error);
    const details = appError.details?.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
    out().error(details ? `${appError.message} (${details})` : appError.message);
    return 1;
  }
}
