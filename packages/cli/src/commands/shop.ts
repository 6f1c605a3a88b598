import { PLANS, type Plan, SHOP_PAYMENT_METHODS } from '@shopforge/contracts';
import { type Flags, optionalFlag, requireFlag, UsageError } from '../args';
import type { OauthOperatorClient } from '../client';
import type { Output } from '../output';

export async function shopCommand(
  verb: string | undefined,
  flags: Flags,
  client: OauthOperatorClient,
  out: Output,
) {
  switch (verb) {
    case 'create': {
      const ownerEmail = optionalFlag(flags, 'owner-email');
      const ownerPassword = optionalFlag(flags, 'owner-password');
      if ((ownerEmail === undefined) !== (ownerPassword === undefined)) {
        throw new UsageError('--owner-email and --owner-password go together.');
      }
      const created = await client.operator.createShop.mutate({
        name: requireFlag(flags, 'name'),
        currency: optionalFlag(flags, 'currency')?.toUpperCase() ?? 'USD',
        plan: parsePlan(optionalFlag(flags, 'plan') ?? 'free'),
        ...(ownerEmail && ownerPassword ? { owner: { email: ownerEmail, password: ownerPassword } } : {}),
      });
      out.result(
        created,
        [
          `Created shop ${created.shop.name} (${created.shop.id}, slug ${created.shop.slug}).`,
          `API key (full access, shown once): ${created.api_key}`,
          `Key id: ${created.key_id}`,
        ].join('\n'),
      );
      return;
    }
    case 'suspend':
    case 'unsuspend': {
      const { shop } = await client.operator.setShopStatus.mutate({
        shop_id: requireFlag(flags, 'shop'),
        status: verb === 'suspend' ? 'suspended' : 'active',
      });
      out.result({ shop }, `Shop ${shop.id} is now ${shop.status}.`);
      return;
    }
    case 'plan': {
      const { shop } = await client.operator.setShopPlan.mutate({
        shop_id: requireFlag(flags, 'shop'),
        plan: parsePlan(requireFlag(flags, 'plan')),
      });
      out.result({ shop }, `Shop ${shop.id} is now on the ${shop.plan} plan.`);
      return;
    }
    case 'payment-methods': {
      const { method, enabled } = paymentMethodChange(flags);
      const result = await client.operator.setShopPaymentMethod.mutate({
        shop_id: requireFlag(flags, 'shop'),
        method,
        enabled,
      });
      const listed = result.payment_methods.length > 0 ? result.payment_methods.join(', ') : 'none';
      out.result(result, `Shop ${result.shop_id} takes payment methods: ${listed}.`);
      return;
    }
    default:
      throw new UsageError('Usage: shopforge shop <create|suspend|unsuspend|plan|payment-methods> [options]');
  }
}

/** `--enable M` or `--disable M`, exactly one. */
function paymentMethodChange(flags: Flags) {
  const enable = optionalFlag(flags, 'enable');
  const disable = optionalFlag(flags, 'disable');
  if ((enable === undefined) === (disable === undefined)) {
    throw new UsageError('Give either --enable or --disable with a payment method.');
  }
  const value = (enable ?? disable ?? '').toUpperCase();
  const method = SHOP_PAYMENT_METHODS.find((candidate) => candidate === value);
  if (!method) throw new UsageError(`The payment method must be one of ${SHOP_PAYMENT_METHODS.join(', ')}.`);
  return { method, enabled: enable !== undefined };
}

function parsePlan(value: string): Plan {
  const plan = PLANS.find((candidate) => candidate === value);
  if (!plan) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}.`);
  return plan;
}
