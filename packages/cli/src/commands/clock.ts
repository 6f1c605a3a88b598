import type { CommandGroup, CommandSpec } from '../command-tree';
import { optionalFlag } from '../flags';
import { UsageError } from '../usage-error';

const UNITS = { days: 86_400, hours: 3_600, minutes: 60 } as const;

const advance: CommandSpec = {
  name: 'advance',
  summary: 'move the test clock forward (platform started with SHOPFORGE_TEST_CLOCK=true)',
  description:
    'Moves the embedded platform’s test clock forward, so subscriptions renew, invoices expire and ' +
    'reminders go out without waiting. Give at least one of --days, --hours and --minutes; they add up. ' +
    'Billing runs what fell due before answering.',
  flags: [
    { name: 'days', value: 'n', description: 'whole days to move' },
    { name: 'hours', value: 'n', description: 'whole hours to move' },
    { name: 'minutes', value: 'n', description: 'whole minutes to move' },
  ],
  examples: ['shopforge clock advance --days 28', 'shopforge clock advance --hours 1 --minutes 30'],
  async run(flags, { out, clients }) {
    let seconds = 0;
    for (const [unit, size] of Object.entries(UNITS)) {
      const raw = optionalFlag(flags, unit);
      if (raw === undefined) continue;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) throw new UsageError(`--${unit} must be a whole number.`);
      seconds += value * size;
    }
    if (seconds === 0) throw new UsageError('Give --days, --hours or --minutes, more than zero in total.');
    const moved = await (await clients.billing()).operator.advanceClock.mutate({ seconds });
    out.result(moved, `The test clock now reads ${moved.now} (${moved.steps} scheduled steps ran).`);
  },
};

export const clockCommands: CommandGroup = {
  name: 'clock',
  summary: 'the embedded platform’s test clock',
  commands: [advance],
};
