import { PLANS, type Plan } from '@shopforge/contracts';
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
    default:
      throw new UsageError('Usage: shopforge shop <create|suspend|unsuspend|plan> [options]');
  }
}

function parsePlan(value: string): Plan {
  const plan = PLANS.find((candidate) => candidate === value);
  if (!plan) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}.`);
  return plan;
}
