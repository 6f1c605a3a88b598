import type { CommandGroup, CommandSpec } from '../command-tree';
import { requireFlag } from '../flags';
import { RELATIONSHIP_FLAG } from './reseller-flags';
import { resellerKeyCommands } from './reseller-key';

const accept: CommandSpec = {
  name: 'accept',
  summary: 'accept a reseller invitation for the reseller',
  description: 'Accepts a reseller invitation on the reseller’s behalf, as the link in the invitation does.',
  flags: [{ name: 'invitation', value: 'id', description: 'the invitation id', required: true }],
  examples: ['shopforge reseller accept --invitation <invitation id> --json'],
  async run(flags, { out, clients }) {
    const invitationId = requireFlag(flags, 'invitation');
    const relationship = await (await clients.reseller()).operator.acceptInvitation.mutate({
      invitation_id: invitationId,
    });
    out.result(
      { reseller_relationship_id: relationship.id, reseller: relationship },
      `Accepted: ${relationship.email} is reseller relationship ${relationship.id} (${relationship.status}).`,
    );
  },
};

const topup: CommandSpec = {
  name: 'topup',
  summary: 'credit a reseller’s prepaid balance',
  flags: [
    RELATIONSHIP_FLAG,
    {
      name: 'amount',
      value: 'amount',
      description: 'the amount to add, a decimal, e.g. 100.00',
      required: true,
    },
  ],
  examples: ['shopforge reseller topup --relationship <relationship id> --amount 100.00'],
  async run(flags, { out, clients }) {
    const input = {
      relationship_id: requireFlag(flags, 'relationship'),
      amount: requireFlag(flags, 'amount'),
    };
    const balance = await (await clients.reseller()).operator.topup.mutate(input);
    out.result(
      { balance },
      `Balance ${balance.balance} ${balance.currency} (available ${balance.available}).`,
    );
  },
};

export const resellerCommands: CommandGroup = {
  name: 'reseller',
  summary: 'reseller invitations, balances and Reseller API keys',
  commands: [accept, topup, resellerKeyCommands],
};
