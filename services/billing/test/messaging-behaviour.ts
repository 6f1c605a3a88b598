import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, openBillingHarness, SHOP_B } from './harness';

/** Journey test runs, on PGlite (unit) and PostgreSQL (integration). */
export function describeMessaging(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing messaging-bot journeys on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    it('records each test run with its variables, lists them newest first per journey and per shop', async () => {
      const ref = { botId: 'bot1', journeyId: 'j1' };
      await h.billing().messaging.testJourney({ ...ref });
      h.clock.advance(1000);
      await h.billing().messaging.testJourney({ ...ref, coupon: 'WELCOME' });
      await h.billing().messaging.testJourney({ botId: 'bot1', journeyId: 'j2' });
      const page = await h.billing().messaging.listTestRuns({ ...ref, limit: 1 });
      expect(page.data[0]).toMatchObject({ input: { coupon: 'WELCOME' }, status: 'RECORDED' });
      const next = await h
        .billing()
        .messaging.listTestRuns({ ...ref, limit: 5, cursor: page.pagination.next_cursor ?? '' });
      expect(next.data.map((run) => run.input)).toEqual([{}]);
      expect(
        (await h.billing(testPrincipal(SHOP_B)).messaging.listTestRuns({ ...ref, limit: 5 })).data,
      ).toEqual([]);
    });
  });
}
