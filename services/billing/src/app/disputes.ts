import type { Dispute } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { centsToNumber, toCents, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { lockInvoice } from '../db/invoices';
import { emitOrderEvent } from '../db/order-events';
import { recordTimeline, recordTimelineEntries } from '../db/timeline';
import type { BillingDeps } from '../deps';
import type { InvoiceStatus } from '@shopforge/contracts';
import type { ProviderEvent } from '../providers/provider';
import type { RecordEvent } from '../db/payment-attempts';
import { queueInvoiceMail } from './mail/queue';
import { changeStatus, PROVIDER } from './status-change';

interface DisputeRow {
  id: string;
  invoiceUniqid: string;
  status: string;
  reason: string | null;
  amount: { toString(): string };
  currency: string;
  gateway: string | null;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
}

export function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    invoice_uniqid: row.invoiceUniqid,
    status: row.status === 'WON' ? 'WON' : row.status === 'LOST' ? 'LOST' : 'OPEN',
    reason: row.reason,
    amount: centsToNumber(toCents(row.amount)),
    currency: row.currency,
    gateway: row.gateway,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    closed_at: row.closedAt ? toUnixSeconds(row.closedAt) : null,
  };
}

const STEP = {
  'dispute.opened': {
    action: 'open_dispute',
    status: 'OPEN',
    timeline: 'dispute_opened',
    event: 'dispute:opened',
  },
  'dispute.won': { action: 'win_dispute', status: 'WON', timeline: 'dispute_won', event: 'dispute:closed' },
  'dispute.lost': {
    action: 'lose_dispute',
    status: 'LOST',
    timeline: 'dispute_lost',
    event: 'dispute:closed',
  },
} as const;

/**
 * A provider's dispute event, in one transaction: the dispute record, the invoice's status
 * (DISPUTED while open; back to what it was when won; REFUNDED when lost), its timeline, and
 * the events — `order:disputed` when opened, `dispute:opened` / `dispute:closed`.
 */
export const isDisputeEvent = (event: ProviderEvent): event is ProviderEvent & { type: keyof typeof STEP } =>
  event.type in STEP;

export async function applyDispute(
  deps: BillingDeps,
  attempt: { invoiceId: string; gateway: string },
  event: ProviderEvent & { type: keyof typeof STEP },
  provider: string,
  recordEvent: RecordEvent,
): Promise<void> {
  if (!event.dispute) throw new AppError('BAD_REQUEST', 'A dispute event names its dispute.');
  const step = STEP[event.type];
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    if (!(await recordEvent(tx))) return;
    const invoice = await lockInvoice(tx, attempt.invoiceId);
    const existing = await tx.dispute.findUnique({
      where: { provider_providerDisputeId: { provider, providerDisputeId: event.dispute?.id ?? '' } },
    });
    if (!existing && event.type !== 'dispute.opened')
      throw new AppError('BAD_REQUEST', 'No such open dispute.');
    const closed = step.status !== 'OPEN';
    const row = existing
      ? await tx.dispute.update({
          where: { id: existing.id },
          data: { status: step.status, updatedAt: now, closedAt: closed ? now : null },
        })
      : await tx.dispute.create({
          data: {
            id: uuidv7(now.getTime()),
            shopId: invoice.shopId,
            invoiceId: invoice.id,
            invoiceUniqid: invoice.uniqid,
            provider,
            providerDisputeId: event.dispute?.id ?? '',
            status: 'OPEN',
            reason: event.dispute?.reason ?? null,
            amount: invoice.total,
            currency: invoice.currency,
            gateway: attempt.gateway,
            createdAt: now,
            updatedAt: now,
          },
        });
    const changed = await changeStatus(tx, invoice.id, step.action, {
      now,
      actor: PROVIDER,
      context: (locked) => ({
        statusBeforeDispute: (locked.statusBeforeDispute ?? undefined) as InvoiceStatus | undefined,
      }),
      data:
        event.type === 'dispute.opened'
          ? { statusBeforeDispute: invoice.status }
          : event.type === 'dispute.lost'
            ? { statusBeforeDispute: null, refundedAmount: invoice.total }
            : { statusBeforeDispute: null },
    });
    const after = await changed.after();
    await recordTimeline(tx, after, step.timeline, now, {
      actor: PROVIDER,
      amount: row.amount.toString(),
      currency: row.currency,
      reason: row.reason,
      reference: row.id,
    });
    if (event.type === 'dispute.opened') await emitOrderEvent(tx, 'order:disputed', after, now);
    if (closed) {
      const queued = await queueInvoiceMail(deps, tx, invoice, 'dispute_closed', now, { aboutId: row.id });
      if (queued) await recordTimelineEntries(tx, [queued]);
    }
    const record = toDispute(row);
    await writeOutboxEvent(prismaExecutor(tx), {
      type: step.event,
      shop_id: invoice.shopId,
      aggregate_id: row.id,
      data: {
        id: record.id,
        invoice_uniqid: record.invoice_uniqid,
        status: record.status,
        reason: record.reason,
        amount: record.amount,
        currency: record.currency,
        gateway: record.gateway,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
      occurred_at: now,
    });
  });
}
