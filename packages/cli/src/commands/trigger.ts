import type { CommandSpec } from '../command-tree';
import { MERCHANT_SCOPES } from '../merchant-api';
import { TRIGGERS } from '../triggers';
import { UsageError } from '../usage-error';

const SUPPORTED = [...TRIGGERS.keys()].join(', ');

export const triggerCommand: CommandSpec = {
  name: 'trigger',
  summary: `fire a real event for the shop: ${SUPPORTED}`,
  description:
    'Fires a real event for the shop by doing what causes it through the Developer API: ' +
    'product:created creates a SERVICE product titled "Shopforge trigger" (price 1); order:created ' +
    'creates one and an unpaid order for it; order:paid creates a payment of 1 and pays it at the ' +
    'built-in test provider (needs a shop that takes test payments). The event then goes out as ' +
    'any other: to the shop’s webhooks and to `shopforge listen`. Needs SHOPFORGE_API_KEY with ' +
    `the scopes it uses (\`shopforge key create --shop <id> --scopes "${MERCHANT_SCOPES}"\`).`,
  args: [{ name: 'event', description: `the event to fire: ${SUPPORTED}` }],
  flags: [],
  examples: ['shopforge trigger order:paid', 'shopforge trigger product:created --json'],
  async run(_flags, { out, clients }, args) {
    const event = args.event ?? '';
    const trigger = TRIGGERS.get(event);
    if (!trigger) throw new UsageError(`Cannot trigger "${event}"; the events it fires are ${SUPPORTED}.`);
    const done = await trigger(clients.merchant());
    out.result(done.result, done.summary);
  },
};
