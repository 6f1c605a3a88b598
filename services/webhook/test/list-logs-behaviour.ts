import { webhookLogListSchema } from '@shopforge/contracts';
import { jsonTextOf, pagePagination, pageWindow, uuidv7 } from '@shopforge/service-kit';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toLogRecord } from '../src/domain/records';
import { type Harness, openHarness, SHOP_A, SHOP_B } from './harness';

/** Text that JSON must escape, and text it must not. */
const AWKWARD =
  'quote " backslash \\ slash / newline \n tab \t bell \u0007 unit \u001f del \u007f é 𝄞 \u2028 </script>';

/**
 * The delivery log list is serialised by the database (db/list-logs.ts). Its text must be byte
 * for byte what the Prisma rows gave through `toLogRecord` and the contract schema.
 */
export function describeLogListJson(backend: string, open: OpenTestDatabase): void {
  describe(`delivery log list serialised by ${backend}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await openHarness(open);
    });
    afterEach(async () => {
      await h.close();
    });

    const base = Date.UTC(2026, 0, 1);
    let count = 0;
    async function insert(shopId: string, data: Record<string, unknown> = {}) {
      const index = count++;
      // Pairs share a creation instant, so the id decides their order.
      const created = new Date(base + Math.floor(index / 2) * 1000 + 999);
      await h.prisma.webhookDelivery.create({
        data: {
          id: uuidv7(created.getTime()),
          uniqid: `d${index}`,
          shopId,
          event: 'order:paid',
          url: 'https://example.com/hook',
          body: '{}',
          status: 'SUCCESS',
          createdAt: created,
          updatedAt: new Date(created.getTime() + 1),
          ...data,
        },
      });
    }

    /** What the list answered before: two Prisma statements, `toLogRecord`, the schema. */
    async function old(
      shopId: string,
      input: { webhookId?: string; status?: string; event?: string; page: number; limit: number },
    ) {
      const where = {
        shopId,
        ...(input.webhookId ? { webhookId: input.webhookId } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(input.event ? { event: input.event } : {}),
      };
      const [total, rows] = await Promise.all([
        h.prisma.webhookDelivery.count({ where }),
        h.prisma.webhookDelivery.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...pageWindow(input.page, input.limit),
        }),
      ]);
      return JSON.stringify(
        webhookLogListSchema.parse({
          data: rows.map(toLogRecord),
          pagination: pagePagination(total, input.page, input.limit),
        }),
      );
    }

    it('writes every field as the record mapping did, for every filter and page', async () => {
      const webhook = await h.asShop(SHOP_A).webhooks.create({
        url: 'http://127.0.0.1:9/hooks',
        events: ['order:paid'],
      });
      await insert(SHOP_A, {
        webhookId: webhook.id,
        url: `https://example.com/${encodeURIComponent(AWKWARD)}`,
        status: 'PENDING',
        attempts: 2,
        nextAttemptAt: new Date(base + 60_999),
        responseCode: 503,
        errorMessage: AWKWARD,
        durationMs: 1234,
      });
      await insert(SHOP_A, {
        status: 'FAILED',
        nextAttemptAt: new Date(base),
        retryOf: uuidv7(),
        isTest: true,
      });
      await insert(SHOP_A, { webhookId: webhook.id, event: 'product:created' });
      await insert(SHOP_A, { status: 'PROCESSING', errorMessage: '' });
      await insert(SHOP_A, { status: 'PENDING', event: 'order:created' });
      await insert(SHOP_B);
      const filters = [
        {},
        { status: 'PENDING' as const },
        { status: 'SUCCESS' as const },
        { event: 'order:paid' },
        { event: 'nothing:here' },
        { webhook_id: webhook.id },
        { webhook_id: webhook.uniqid, status: 'PENDING' as const },
      ];
      for (const filter of filters) {
        for (const limit of [1, 2, 25]) {
          for (let page = 1; page <= Math.ceil(5 / limit) + 1; page++) {
            const answer = await h.asShop(SHOP_A).logs.list({ ...filter, page, limit });
            const expected = await old(SHOP_A, {
              ...(filter.webhook_id ? { webhookId: webhook.id } : {}),
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.event ? { event: filter.event } : {}),
              page,
              limit,
            });
            expect(jsonTextOf(answer)).toBe(expected);
          }
        }
      }
      const first = jsonTextOf(await h.asShop(SHOP_A).logs.list({ page: 1, limit: 25 })) ?? '';
      expect(first).toContain('"next_attempt_at":1767225660');
      expect(first).toContain('"total":5');
    });

    it('answers an empty page, and a page past the end, with the count', async () => {
      await insert(SHOP_A);
      expect(jsonTextOf(await h.asShop(SHOP_B).logs.list({ page: 1, limit: 25 }))).toBe(
        '{"data":[],"pagination":{"total":0,"page":1,"limit":25,"total_pages":0,"has_more":false}}',
      );
      expect(jsonTextOf(await h.asShop(SHOP_A).logs.list({ page: 3, limit: 25 }))).toBe(
        '{"data":[],"pagination":{"total":1,"page":3,"limit":25,"total_pages":1,"has_more":false}}',
      );
    });
  });
}
