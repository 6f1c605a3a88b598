import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { expireDue } from '../app/cancel';
import { fulfil } from '../app/fulfil';
import { runDueSubscriptions } from '../app/subscriptions/scheduler';
import { runQueuedReports } from '../app/analytics';
import { releaseDueEscrows } from '../app/support/escrow';
import { purgeBudgetSpends } from '../db/mail-budget';
import { purgeSettledMail } from '../db/mail-messages';
import { MAIL_BUDGET_WINDOW_MS } from '../domain/mail/mail-budget';
import type { BillingDeps } from '../deps';

/**
 * One pass of billing's clock-driven work: expire pending invoices whose time ran out, finish
 * fulfilments a crash or a down peer interrupted (claims are idempotent per line), and run the
 * subscriptions that have something due (reminders, renewal invoices, resumes, period ends),
 * generate queued analytics reports, release escrow holds whose period ended, delete sent or
 * failed buyer mail past its retention, and mail budget spends older than the budget's hour.
 * Returns how much it did, so the loop backs off when idle.
 */
export async function sweepOnce(deps: BillingDeps): Promise<number> {
  const expired = await expireDue(deps);
  const due = await deps.prisma.invoice.findMany({
    where: { status: 'PROCESSING', fulfilmentDueAt: { lte: deps.clock.now() } },
    select: { id: true },
    orderBy: { fulfilmentDueAt: 'asc' },
    take: 50,
  });
  for (const { id } of due) {
    await fulfil(deps, id).catch((error: unknown) =>
      deps.log.warn({ err: error, invoice: id }, 'fulfilment retry failed'),
    );
  }
  const subscriptions = await runDueSubscriptions(deps);
  const reports = await runQueuedReports(deps);
  const escrows = await releaseDueEscrows(deps);
  const retention = deps.settings.mail?.retentionMs;
  const purged = retention
    ? await purgeSettledMail(deps.sql, new Date(deps.clock.now().getTime() - retention))
    : 0;
  // A spend older than the budget's window counts for nothing any more.
  const spends = await purgeBudgetSpends(
    deps.sql,
    new Date(deps.clock.now().getTime() - MAIL_BUDGET_WINDOW_MS),
  );
  return expired + due.length + subscriptions + reports + escrows + purged + spends;
}

export function billingSweeper(deps: BillingDeps): BackgroundWorker {
  return new PollingLoop(async () => {
    try {
      const done = await sweepOnce(deps);
      // Busy: go again at once; idle: wait the interval.
      return done > 0 ? 0 : deps.settings.sweepIntervalMs;
    } catch (error) {
      deps.log.error({ err: error }, 'billing sweep failed');
      return deps.settings.sweepIntervalMs;
    }
  });
}
