import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import { createTestDatabaseFactory } from '@shopforge/db/testing';
import type { EventEnvelope } from '@shopforge/events';
import { ManualClock } from '@shopforge/service-kit';
import { testDeps } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingPrisma, createPrismaClient } from '../src/db/client';
import { recordWebhookProgress } from '../src/events/webhook-timeline';
import { MIGRATIONS_DIR } from '../src/service';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const SHOP = '0190f5a0-0000-7000-8000-00000000000a';
const DELIVERY = '0190f5a0-0000-7000-8000-0000000000d1';

function progress(status: string, attempts: number, invoice: string | null = 'inv-1'): EventEnvelope {
  return {
    id: randomUUID(),
    type: WEBHOOK_DELIVERY_PROGRESS_EVENT,
    occurred_at: '2026-11-01T10:00:00.000Z',
    shop_id: SHOP,
    aggregate_id: DELIVERY,
    sequence: attempts,
    traceparent: null,
    data: {
      delivery_id: DELIVERY,
      webhook_id: null,
      invoice_uniqid: invoice,
      event: 'order:paid',
      url: 'https://merchant.example/hooks',
      status,
      attempts,
      response_code: attempts === 0 ? null : 500,
      error_message: attempts === 0 ? null : 'HTTP 500',
      occurred_at: `2026-11-01T10:0${attempts}:00.000Z`,
    },
  };
}

describe('webhook timeline entries from delivery progress', () => {
  let prisma: BillingPrisma;
  let close: () => Promise<void>;
  let deps: ReturnType<typeof testDeps<BillingPrisma>>;
  beforeEach(async () => {
    const db = await factory.fresh();
    prisma = createPrismaClient(db.adapter);
    close = db.close;
    deps = testDeps(prisma, new ManualClock(), db.sql);
  });
  afterEach(async () => {
    await prisma.$disconnect();
    await close();
  });

  it('keeps one entry per delivery, showing its latest state, dated when it was queued', async () => {
    await recordWebhookProgress(deps, progress('PENDING', 0));
    await recordWebhookProgress(deps, progress('PENDING', 1));
    await recordWebhookProgress(deps, progress('FAILED', 5));
    const entries = await prisma.timelineEntry.findMany();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: DELIVERY, type: 'webhook', invoiceUniqid: 'inv-1', shopId: SHOP });
    expect(entries[0]?.occurredAt.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(entries[0]?.facts).toMatchObject({
      webhook: { status: 'FAILED', attempts: 5, response_code: 500 },
    });
  });

  it('ignores a repeated event and a stale state arriving late', async () => {
    const latest = progress('FAILED', 5);
    await recordWebhookProgress(deps, latest);
    expect(await recordWebhookProgress(deps, latest)).toBe(false);
    expect(await recordWebhookProgress(deps, progress('PENDING', 2))).toBe(false);
    expect((await prisma.timelineEntry.findFirstOrThrow()).facts).toMatchObject({ webhook: { attempts: 5 } });
  });

  it('another shop’s event naming the same delivery changes nothing', async () => {
    await recordWebhookProgress(deps, progress('PENDING', 1));
    const foreign = { ...progress('SUCCESS', 2), shop_id: '0190f5a0-0000-7000-8000-00000000000b' };
    expect(await recordWebhookProgress(deps, foreign)).toBe(false);
    const [entry] = await prisma.timelineEntry.findMany();
    expect(entry).toMatchObject({ shopId: SHOP, facts: { webhook: { status: 'PENDING', attempts: 1 } } });
  });

  it('records nothing for deliveries of events about no invoice', async () => {
    expect(await recordWebhookProgress(deps, progress('SUCCESS', 1, null))).toBe(false);
    expect(await prisma.timelineEntry.count()).toBe(0);
  });
});
