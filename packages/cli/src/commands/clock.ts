import { type Flags, optionalFlag, UsageError } from '../args';
import type { BillingOperatorClient } from '../client';
import type { Output } from '../output';

const USAGE = 'Usage: shopforge clock advance [--days N] [--hours N] [--minutes N]';
const UNITS = { days: 86_400, hours: 3_600, minutes: 60 } as const;

/**
 * `clock advance`: moves the embedded platform's test clock forward (it must run with
 * SHOPFORGE_TEST_CLOCK=true), so subscriptions renew, invoices expire and reminders go out
 * without waiting. Billing sweeps before answering, so what fell due already exists.
 */
export async function clockCommand(
  verb: string | undefined,
  flags: Flags,
  billing: () => BillingOperatorClient,
  out: Output,
) {
  if (verb !== 'advance') throw new UsageError(USAGE);
  let seconds = 0;
  for (const [unit, size] of Object.entries(UNITS)) {
    const raw = optionalFlag(flags, unit);
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      throw new UsageError(`--${unit} must be a whole number.\n${USAGE}`);
    seconds += value * size;
  }
  if (seconds === 0) throw new UsageError(USAGE);
  const moved = await billing().operator.advanceClock.mutate({ seconds });
  out.result(moved, `The test clock now reads ${moved.now} (${moved.steps} scheduled steps ran).`);
}
