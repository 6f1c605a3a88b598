import { PAYMENT_PROVIDERS, PAYPAL_ENVIRONMENTS, type PaymentProvider } from '@shopforge/contracts';
import type { CommandGroup, CommandSpec, FlagSpec } from '../command-tree';
import { requireFlag } from '../flags';
import { UsageError } from '../usage-error';

const SHOP_FLAG: FlagSpec = { name: 'shop', value: 'shop id', description: 'the shop', required: true };

const describe = (provider: PaymentProvider) =>
  `${provider.provider} (${provider.livemode ? 'live' : 'test'} secret ${provider.secret_key_hint}); events to ${provider.webhook_url}`;

const list: CommandSpec = {
  name: 'list',
  summary: 'the payment provider accounts a shop has connected',
  flags: [SHOP_FLAG],
  examples: ['shopforge payment-provider list --shop <shop id>'],
  async run(flags, { out, clients }) {
    const result = await (await clients.billing()).paymentProviders.operatorList.query({
      shop_id: requireFlag(flags, 'shop'),
    });
    out.result(
      result,
      result.data.length > 0 ? result.data.map(describe).join('\n') : 'No provider connected.',
    );
  },
};

const connectStripe: CommandSpec = {
  name: 'connect-stripe',
  summary: 'connect a shop’s Stripe account (keys from STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
  description:
    'Stores the shop’s Stripe secret key and webhook signing secret, sealed, and turns its STRIPE payment ' +
    'method on. The secrets are read from the environment variables STRIPE_SECRET_KEY and ' +
    'STRIPE_WEBHOOK_SECRET, never from flags, so they stay out of shell history. Create the webhook ' +
    'endpoint in Stripe for the address this prints (docs/payments.md).',
  flags: [SHOP_FLAG],
  examples: [
    'shopforge payment-provider connect-stripe --shop <shop id>   # with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET set',
  ],
  async run(flags, { out, clients, env }) {
    const secretKey = env.STRIPE_SECRET_KEY;
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
    if (!secretKey || !webhookSecret)
      throw new UsageError('Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in the environment.');
    const provider = await (await clients.billing()).paymentProviders.operatorConnectStripe.mutate({
      shop_id: requireFlag(flags, 'shop'),
      secret_key: secretKey,
      webhook_secret: webhookSecret,
    });
    out.result(provider, `Connected ${describe(provider)}.`);
  },
};

const connectPayPal: CommandSpec = {
  name: 'connect-paypal',
  summary: 'connect a shop’s PayPal REST app (secret from PAYPAL_CLIENT_SECRET)',
  description:
    'Stores the shop’s PayPal client id and secret and the id of its webhook, sealed, and turns its ' +
    'PAYPAL payment method on. The secret is read from the environment variable PAYPAL_CLIENT_SECRET, ' +
    'never from a flag. Create the webhook in PayPal for the address this prints (docs/payments.md).',
  flags: [
    SHOP_FLAG,
    { name: 'client-id', value: 'id', description: 'the REST app’s client ID', required: true },
    { name: 'webhook-id', value: 'id', description: 'the ID PayPal shows for the webhook', required: true },
    { name: 'environment', value: 'sandbox|live', description: 'where the app lives', required: true },
  ],
  examples: [
    'shopforge payment-provider connect-paypal --shop <shop id> --client-id <id> --webhook-id <id> --environment sandbox   # with PAYPAL_CLIENT_SECRET set',
  ],
  async run(flags, { out, clients, env }) {
    const clientSecret = env.PAYPAL_CLIENT_SECRET;
    if (!clientSecret) throw new UsageError('Set PAYPAL_CLIENT_SECRET in the environment.');
    const environment = PAYPAL_ENVIRONMENTS.find((name) => name === flags.environment);
    if (!environment) throw new UsageError(`--environment must be one of ${PAYPAL_ENVIRONMENTS.join(', ')}.`);
    const provider = await (await clients.billing()).paymentProviders.operatorConnectPayPal.mutate({
      shop_id: requireFlag(flags, 'shop'),
      client_id: requireFlag(flags, 'client-id'),
      client_secret: clientSecret,
      webhook_id: requireFlag(flags, 'webhook-id'),
      environment,
    });
    out.result(provider, `Connected ${describe(provider)}.`);
  },
};

const disconnect: CommandSpec = {
  name: 'disconnect',
  summary: 'disconnect a shop’s provider account and turn its payment method off',
  flags: [
    SHOP_FLAG,
    {
      name: 'provider',
      value: 'name',
      description: `one of ${PAYMENT_PROVIDERS.join(', ')}`,
      required: true,
    },
  ],
  examples: ['shopforge payment-provider disconnect --shop <shop id> --provider stripe'],
  async run(flags, { out, clients }) {
    const provider = PAYMENT_PROVIDERS.find((name) => name === flags.provider);
    if (!provider) throw new UsageError(`--provider must be one of ${PAYMENT_PROVIDERS.join(', ')}.`);
    const result = await (await clients.billing()).paymentProviders.operatorDisconnect.mutate({
      shop_id: requireFlag(flags, 'shop'),
      provider,
    });
    out.result(result, `Disconnected ${provider}.`);
  },
};

export const paymentProviderCommands: CommandGroup = {
  name: 'payment-provider',
  summary: 'a shop’s own payment provider accounts (Stripe, PayPal)',
  commands: [list, connectStripe, connectPayPal, disconnect],
};
