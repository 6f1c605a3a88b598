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
    default:
      throw new UsageError('Usage: shopforge shop <create|suspend|unsuspend> [options]');
  }
}
