import { type Principal, SECURITY_SETTING_CHANGED_EVENT } from '@shopforge/contracts';
import { createCallerFactory } from '@shopforge/service-kit';
import { internalContext, type OpenTestDatabase, testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWebhookRouter } from '../src/router';
import { type Harness, openHarness, SHOP_A } from './harness';

const MEMBER_ID = '0190f5a0-0000-7000-8000-0000000000e1';
const SESSION_ID = '0190f5a0-0000-7000-8000-0000000000e2';

/**
 * A webhook that starts receiving license keys, or sends them to another URL, is announced in the
 * transaction that makes it so (docs/webhooks.md "Webhooks that receive license keys"); PGlite
 * and PostgreSQL.
 */
export function describeLicenseKeyNotices(backend: string, open: OpenTestDatabase): void {
  describe(`webhooks receiving license keys are announced, on ${backend}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await openHarness(open);
    });
    afterEach(() => h.close());

    const developer: Principal = {
      ...testPrincipal(SHOP_A),
      kind: 'member_session',
      credential_id: SESSION_ID,
      member_id: MEMBER_ID,
    };
    const announced = async () =>
      (
        await h.prisma.outboxEvent.findMany({
          where: { type: SECURITY_SETTING_CHANGED_EVENT },
          orderBy: { sequence: 'asc' },
        })
      ).map((row) => ({ shop: row.shopId, data: row.payload as Record<string, unknown> }));
    /** The router as the gateway calls it for `principal`. */
    const as = (principal: Principal) =>
      createCallerFactory(createWebhookRouter(h.deps))(internalContext(principal));

    it('creating one for order:paid names the member, their session, the URL without its query and the events', async () => {
      const hook = await as(developer).webhooks.create({
        url: 'http://127.0.0.1:9/keys?token=private',
        events: ['order:paid', 'order:created'],
      });
      expect(await announced()).toEqual([
        {
          shop: SHOP_A,
          data: {
            type: 'webhook.license_keys_subscribed',
            actor: { type: 'member', id: MEMBER_ID, session_id: SESSION_ID },
            occurred_at: h.clock.now().toISOString(),
            details: { webhook_id: hook.id, url: 'http://127.0.0.1:9/keys', events: ['order:paid'] },
          },
        },
      ]);
    });

    it('pointing it elsewhere, or adding the events to one, is announced; other changes are not', async () => {
      const quiet = await h
        .asShop(SHOP_A)
        .webhooks.create({ url: 'http://127.0.0.1:9/a', events: ['order:created'] });
      await h.asShop(SHOP_A).webhooks.update({ id: quiet.id, url: 'http://127.0.0.1:9/b', description: 'x' });
      expect(await announced()).toEqual([]);

      await h
        .asShop(SHOP_A)
        .webhooks.update({ id: quiet.id, events: ['order:created', 'order:paid:product'] });
      await h.asShop(SHOP_A).webhooks.update({ id: quiet.id, description: 'still the same place' });
      await h.asShop(SHOP_A).webhooks.update({ id: quiet.id, url: 'http://127.0.0.1:9/c' });
      const changes = (await announced()).map(({ data }) => [data.type, data.details]);
      expect(changes).toEqual([
        [
          'webhook.license_keys_subscribed',
          { webhook_id: quiet.id, url: 'http://127.0.0.1:9/b', events: ['order:paid:product'] },
        ],
        [
          'webhook.license_keys_url_changed',
          {
            webhook_id: quiet.id,
            url: 'http://127.0.0.1:9/c',
            previous_url: 'http://127.0.0.1:9/b',
            events: ['order:paid:product'],
          },
        ],
      ]);
      expect((await announced())[0]?.data.actor).toEqual({
        type: 'api_key',
        id: testPrincipal(SHOP_A).credential_id,
        session_id: null,
      });
    });
  });
}
