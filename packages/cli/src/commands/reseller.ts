import { type Flags, optionalFlag, requireFlag, UsageError } from '../args';
import type { ResellerOperatorClient } from '../client';
import type { Output } from '../output';

const USAGE = [
  'Usage: shopforge reseller accept --invitation ID',
  '       shopforge reseller topup --relationship ID --amount 100.00',
  '       shopforge reseller key create|list --relationship ID | key revoke --relationship ID --key-id K',
].join('\n');

/**
 * `reseller accept` accepts an invitation for the reseller (what the customer portal will do);
 * `reseller topup` credits a reseller's prepaid balance; `reseller key …` manages its Reseller
 * API keys (shown once; only a hash is kept).
 */
export async function resellerCommand(
  verb: string | undefined,
  action: string | undefined,
  flags: Flags,
  reseller: () => ResellerOperatorClient,
  out: Output,
) {
  if (verb === 'accept') {
    const relationship = await reseller().operator.acceptInvitation.mutate({
      invitation_id: requireFlag(flags, 'invitation'),
    });
    out.result(
      { reseller_relationship_id: relationship.id, reseller: relationship },
      `Accepted: ${relationship.email} is reseller relationship ${relationship.id} (${relationship.status}).`,
    );
    return;
  }
  if (verb === 'topup') {
    const balance = await reseller().operator.topup.mutate({
      relationship_id: requireFlag(flags, 'relationship'),
      amount: requireFlag(flags, 'amount'),
    });
    out.result(
      { balance },
      `Balance ${balance.balance} ${balance.currency} (available ${balance.available}).`,
    );
    return;
  }
  if (verb === 'key') return resellerKeyCommand(action, flags, reseller, out);
  throw new UsageError(USAGE);
}

async function resellerKeyCommand(
  action: string | undefined,
  flags: Flags,
  reseller: () => ResellerOperatorClient,
  out: Output,
) {
  const relationshipId = requireFlag(flags, 'relationship');
  if (action === 'create') {
    const name = optionalFlag(flags, 'name');
    const created = await reseller().keys.create.mutate({
      relationship_id: relationshipId,
      ...(name ? { name } : {}),
    });
    out.result(
      { api_key: created.api_key, key: created.key },
      `Reseller API key (shown once): ${created.api_key}\nKey id: ${created.key.id}`,
    );
    return;
  }
  if (action === 'list') {
    const { data } = await reseller().keys.list.query({ relationship_id: relationshipId });
    const lines = data.map((key) => `${key.id}  ${key.prefix}…  ${key.revoked_at ? 'revoked' : 'active'}`);
    out.result({ keys: data }, lines.length > 0 ? lines.join('\n') : 'No keys.');
    return;
  }
  if (action === 'revoke') {
    const key = await reseller().keys.revoke.mutate({
      relationship_id: relationshipId,
      key_id: requireFlag(flags, 'key-id'),
    });
    out.result({ key }, 'Key revoked. It never works again.');
    return;
  }
  throw new UsageError(USAGE);
}
