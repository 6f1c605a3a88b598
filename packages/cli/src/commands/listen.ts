import type { CommandSpec } from '../command-tree';
import { type Flags, optionalFlag, requireFlag } from '../flags';
import { listen } from '../listen/session';
import { isHttpUrl, MERCHANT_SCOPES } from '../merchant-api';
import { UsageError } from '../usage-error';

function forwardTo(flags: Flags): string {
  const url = requireFlag(flags, 'forward-to');
  if (!isHttpUrl(url))
    throw new UsageError('--forward-to must be an http(s) URL, e.g. http://localhost:4000/webhooks.');
  return url;
}

/** `--events a,b`: the names as given; the platform refuses one it does not know (422). */
function eventTypes(flags: Flags): string[] | undefined {
  const value = optionalFlag(flags, 'events');
  if (value === undefined) return undefined;
  const types = [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (types.length === 0) throw new UsageError('--events needs at least one event type, e.g. order:paid.');
  return types;
}

export const listenCommand: CommandSpec = {
  name: 'listen',
  summary: 'forward the shop’s events to a URL as signed webhook deliveries, until stopped',
  description:
    'Follows the shop’s events as they happen (GET /dev/v1/events/stream) and POSTs each one to ' +
    '--forward-to exactly as a webhook delivery: the same body, every signature header, signed ' +
    'with a secret made for this session and printed at start. One line per delivery (one JSON ' +
    'line with --json). Reconnects when the stream drops; events from while it was down are not ' +
    'replayed. Ctrl-C stops it. Needs SHOPFORGE_API_KEY with the events.read scope ' +
    `(\`shopforge key create --shop <id> --scopes "${MERCHANT_SCOPES}"\`).`,
  flags: [
    {
      name: 'forward-to',
      value: 'url',
      description: 'where each event is POSTed, an http(s) URL',
      required: true,
    },
    {
      name: 'events',
      value: 'types',
      description: 'only these event types, comma-separated (default: every event)',
    },
  ],
  jsonHelp: 'print the ready line and each delivery as one JSON line (JSON Lines)',
  examples: [
    'shopforge listen --forward-to http://localhost:4000/webhooks',
    'shopforge listen --forward-to http://localhost:4000/webhooks --events order:created,order:paid --json',
  ],
  async run(flags, { out, clients, stopSignal }) {
    const options = { forwardTo: forwardTo(flags), types: eventTypes(flags) };
    await listen({ ...options, api: clients.merchant(), out, stop: stopSignal() });
  },
};
