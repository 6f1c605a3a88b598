import { uniqid, uuidv7 } from '@shopforge/service-kit';
import { injectTraceHeaders } from '@shopforge/telemetry';
import type { Prisma } from '../generated/prisma/client';
import { announceProgress } from './progress';

type Tx = Prisma.TransactionClient;

export interface NewDelivery {
  shopId: string;
  webhookId?: string | null;
  callbackId?: string | null;
  sourceEventId?: string | null;
  event: string;
  url: string;
  /** The frozen raw body (see domain/envelope.ts). */
  body: string;
  invoiceUniqid?: string | null;
  isTest?: boolean;
  retryOf?: string | null;
  /** For a resend of a bus event to the same endpoint: its number (see `nextResend`). */
  resend?: number;
}

/**
 * Queues one delivery, due at once, and announces it as PENDING, in the caller's transaction.
 * The active trace is kept so that the attempts, made later by a worker, continue it.
 */
export async function queueDelivery(tx: Tx, input: NewDelivery, now: Date) {
  const row = await tx.webhookDelivery.create({
    data: {
      id: uuidv7(now.getTime()),
      uniqid: uniqid(),
      shopId: input.shopId,
      webhookId: input.webhookId ?? null,
      callbackId: input.callbackId ?? null,
      sourceEventId: input.sourceEventId ?? null,
      event: input.event,
      url: input.url,
      body: input.body,
      invoiceUniqid: input.invoiceUniqid ?? null,
      isTest: input.isTest ?? false,
      retryOf: input.retryOf ?? null,
      resend: input.resend ?? 0,
      traceparent: injectTraceHeaders({}).traceparent ?? null,
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    },
  });
  await announceProgress(tx, { ...row, status: 'PENDING' }, now);
  return row;
}

/**
 * The number the next resend of a bus event to an endpoint takes: one above the highest so far
 * (replays and manual retries count alike). Two resends racing for one number: the unique key
 * lets one in.
 */
export async function nextResend(
  tx: Tx,
  delivery: { sourceEventId: string | null; webhookId: string | null; callbackId: string | null },
): Promise<number> {
  if (delivery.sourceEventId === null) return 0;
  const { _max } = await tx.webhookDelivery.aggregate({
    _max: { resend: true },
    where: {
      sourceEventId: delivery.sourceEventId,
      ...(delivery.webhookId ? { webhookId: delivery.webhookId } : { callbackId: delivery.callbackId }),
    },
  });
  return (_max.resend ?? 0) + 1;
}
