import { type Flags, requireFlag, UsageError } from '../args';
import type { ResellerOperatorClient } from '../client';
import type { Output } from '../output';

const USAGE =
  'Usage: shopforge reseller accept --invitation ID | reseller topup --relationship ID --amount 100.00';

/**
 * `reseller accept` accepts an invitation for the reseller (what the customer portal will do);
 * `reseller topup` credits a reseller's prepaid balance.
 */
export async function resellerCommand(
  verb: string | undefined,
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
  throw new UsageError(USAGE);
}
