import { PLANS, type Plan, SHOP_PAYMENT_METHODS } from '@shopforge/contracts';
import type { CommandGroup, CommandSpec } from '../command-tree';
import { type Flags, optionalFlag, requireFlag } from '../flags';
import { UsageError } from '../usage-error';
import { SHOP_FLAG } from './shared-flags';

const PLAN_CHOICES = PLANS.join(', ');

const create: CommandSpec = {
  name: 'create',
  summary: 'create a shop and its full-access API key (shown once)',
  description:
    'Creates a shop and a full-access (*) API key. The key is printed only once; the platform keeps its hash.',
  flags: [
    { name: 'name', value: 'name', description: 'the shop name', required: true },
    { name: 'currency', value: 'code', description: 'the shop currency (ISO 4217)', default: 'USD' },
    { name: 'plan', value: 'plan', description: `the plan: ${PLAN_CHOICES}`, default: 'free' },
    {
      name: 'owner-email',
      value: 'email',
      description: 'sign-in email of the owner; needs --owner-password',
    },
    { name: 'owner-password', value: 'password', description: 'the owner’s password; needs --owner-email' },
  ],
  examples: [
    'shopforge shop create --name "My Shop" --currency EUR',
    'shopforge shop create --name "My Shop" --owner-email owner@example.com --owner-password "…" --json',
  ],
  async run(flags, { out, clients }) {
    const ownerEmail = optionalFlag(flags, 'owner-email');
    const ownerPassword = optionalFlag(flags, 'owner-password');
    if ((ownerEmail === undefined) !== (ownerPassword === undefined)) {
      throw new UsageError('--owner-email and --owner-password go together.');
    }
    const input = {
      name: requireFlag(flags, 'name'),
      currency: optionalFlag(flags, 'currency')?.toUpperCase() ?? 'USD',
      plan: parsePlan(optionalFlag(flags, 'plan') ?? 'free'),
      ...(ownerEmail && ownerPassword ? { owner: { email: ownerEmail, password: ownerPassword } } : {}),
    };
    const created = await (await clients.oauth()).operator.createShop.mutate(input);
    out.result(
      created,
      [
        `Created shop ${created.shop.name} (${created.shop.id}, slug ${created.shop.slug}).`,
        `API key (full access, shown once): ${created.api_key}`,
        `Key id: ${created.key_id}`,
      ].join('\n'),
    );
  },
};

const plan: CommandSpec = {
  name: 'plan',
  summary: 'move a shop to another plan',
  flags: [
    SHOP_FLAG,
    { name: 'plan', value: 'plan', description: `the plan: ${PLAN_CHOICES}`, required: true },
  ],
  examples: ['shopforge shop plan --shop <shop id> --plan growth'],
  async run(flags, { out, clients }) {
    const input = { shop_id: requireFlag(flags, 'shop'), plan: parsePlan(requireFlag(flags, 'plan')) };
    const { shop } = await (await clients.oauth()).operator.setShopPlan.mutate(input);
    out.result({ shop }, `Shop ${shop.id} is now on the ${shop.plan} plan.`);
  },
};

const METHOD_CHOICES = SHOP_PAYMENT_METHODS.join(', ');

const paymentMethods: CommandSpec = {
  name: 'payment-methods',
  summary: 'turn a payment method on or off for a shop',
  description:
    'Turns a payment method on (--enable) or off (--disable) for a shop; give exactly one of the two. ' +
    'TEST is the simulated test provider.',
  flags: [
    SHOP_FLAG,
    { name: 'enable', value: 'method', description: `the payment method to turn on: ${METHOD_CHOICES}` },
    { name: 'disable', value: 'method', description: `the payment method to turn off: ${METHOD_CHOICES}` },
  ],
  examples: ['shopforge shop payment-methods --shop <shop id> --enable TEST'],
  async run(flags, { out, clients }) {
    const { method, enabled } = paymentMethodChange(flags);
    const result = await (await clients.oauth()).operator.setShopPaymentMethod.mutate({
      shop_id: requireFlag(flags, 'shop'),
      method,
      enabled,
    });
    const listed = result.payment_methods.length > 0 ? result.payment_methods.join(', ') : 'none';
    out.result(result, `Shop ${result.shop_id} takes payment methods: ${listed}.`);
  },
};

function statusCommand(name: 'suspend' | 'unsuspend'): CommandSpec {
  return {
    name,
    summary:
      name === 'suspend'
        ? 'suspend a shop: its API keys get 403 until it is unsuspended'
        : 'make a suspended shop active again',
    flags: [SHOP_FLAG],
    examples: [`shopforge shop ${name} --shop <shop id>`],
    async run(flags, { out, clients }) {
      const { shop } = await (await clients.oauth()).operator.setShopStatus.mutate({
        shop_id: requireFlag(flags, 'shop'),
        status: name === 'suspend' ? 'suspended' : 'active',
      });
      out.result({ shop }, `Shop ${shop.id} is now ${shop.status}.`);
    },
  };
}

export const shopCommands: CommandGroup = {
  name: 'shop',
  summary: 'shops and their plans, payment methods and status',
  commands: [create, plan, paymentMethods, statusCommand('suspend'), statusCommand('unsuspend')],
};

/** `--enable M` or `--disable M`, exactly one. */
function paymentMethodChange(flags: Flags) {
  const enable = optionalFlag(flags, 'enable');
  const disable = optionalFlag(flags, 'disable');
  if ((enable === undefined) === (disable === undefined)) {
    throw new UsageError('Give either --enable or --disable with a payment method.');
  }
  const value = (enable ?? disable ?? '').toUpperCase();
  const method = SHOP_PAYMENT_METHODS.find((candidate) => candidate === value);
  if (!method) throw new UsageError(`The payment method must be one of ${METHOD_CHOICES}.`);
  return { method, enabled: enable !== undefined };
}

function parsePlan(value: string): Plan {
  const plan = PLANS.find((candidate) => candidate === value);
  if (!plan) throw new UsageError(`--plan must be one of ${PLAN_CHOICES}.`);
  return plan;
}
