import { SECURITY_SETTING_CHANGED_EVENT, type SecuritySettingChange } from '@shopforge/contracts';
import type { EventEnvelope } from '@shopforge/events';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OauthPrisma } from '../src/db/client';
import { recordAnnouncedChange } from '../src/events/security-trail';
import type { createOauthRouter } from '../src/router';
import { openOauthRouter, shopCallers } from './open-router';

const START = '2026-12-01T10:00:00Z';
const PASSWORD = 'member password 123';
const SESSION_ID = '0190f5a0-0000-7000-8000-0000000000c1';

/**
 * Changes other services announce (`security:setting_changed`: money settings, webhooks that
 * receive license keys) on the shop's security trail, and who is told of them; PGlite and
 * PostgreSQL.
 */
export function describeSecurityNotices(backend: string, open: OpenTestDatabase): void {
  describe(`announced security changes on ${backend}`, () => {
    let router: ReturnType<typeof createOauthRouter>;
    let prisma: OauthPrisma;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ router, prisma, close } = await openOauthRouter(open, START));
    });
    afterEach(() => close());

    const { operator, internal, as, principalOf } = shopCallers(() => router);
    /** A shop with an owner, an admin, a developer and a staff member, and a named key. */
    const team = async () => {
      const created = await operator().operator.createShop({
        name: `Shop ${Math.random()}`,
        owner: { email: 'Owner@Notices.test', password: PASSWORD },
      });
      const shopId = created.shop.id;
      const key = await principalOf(created.api_key);
      const members: Record<string, string> = {};
      for (const role of ['admin', 'developer', 'staff'] as const) {
        const member = await as(key).shopMembers.create({
          email: `${role}@notices.test`,
          password: PASSWORD,
          role,
        });
        members[role] = member.id;
      }
      const sync = await operator().operator.createKey({
        shop_id: shopId,
        scopes: ['payment_settings.write'],
        name: 'Sync',
      });
      return { shopId, key, members, sync };
    };
    const envelope = (shopId: string, change: SecuritySettingChange): EventEnvelope => ({
      id: randomUUID(),
      type: SECURITY_SETTING_CHANGED_EVENT,
      occurred_at: change.occurred_at,
      shop_id: shopId,
      aggregate_id: shopId,
      sequence: 1,
      traceparent: null,
      data: change,
    });
    /** The trail's entries of announced changes (the team's own set-up is on it too). */
    const trail = async (key: Awaited<ReturnType<typeof team>>['key']) =>
      (await as(key).security.auditTrail({ limit: 50 })).data.filter((event) =>
        ['payment_provider', 'crypto_wallet', 'webhook'].includes(event.subject.type),
      );

    it('records an announced change once, at the time it happened, naming the key by name and prefix; never twice on redelivery', async () => {
      const { shopId, key, sync } = await team();
      const event = envelope(shopId, {
        type: 'payment_provider.connected',
        actor: { type: 'api_key', id: sync.key_id, session_id: null },
        occurred_at: '2026-12-01T09:58:00.000Z',
        details: {
          provider: 'stripe',
          livemode: false,
          secret_key_hint: 'sk_test_…abcd',
          webhook_secret_hint: 'whsec_…wxyz',
          replaced: false,
        },
      });
      expect(await recordAnnouncedChange({ prisma }, event)).toBe(true);
      expect(await recordAnnouncedChange({ prisma }, event)).toBe(false);
      const entries = await trail(key);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        type: 'payment_provider.connected',
        occurred_at: Date.parse('2026-12-01T09:58:00.000Z') / 1000,
        actor: { type: 'api_key', id: sync.key_id, label: `Sync (${sync.api_key.slice(0, 8)}…)` },
        subject: { type: 'payment_provider', id: 'stripe' },
        details: { provider: 'stripe', secret_key_hint: 'sk_test_…abcd', replaced: false },
        session_id: null,
      });
      const filtered = await as(key).security.auditTrail({ limit: 50, type: 'payment_provider.connected' });
      expect(filtered.data).toHaveLength(1);
    });

    it('a member acting from the dashboard is named by email, with the session they acted in', async () => {
      const { shopId, key, members } = await team();
      await recordAnnouncedChange(
        { prisma },
        envelope(shopId, {
          type: 'webhook.license_keys_subscribed',
          actor: { type: 'member', id: members.developer ?? null, session_id: SESSION_ID },
          occurred_at: '2026-12-01T09:59:00.000Z',
          details: {
            webhook_id: '0190f5a0-0000-7000-8000-0000000000d1',
            url: 'https://hooks.example/keys',
            events: ['order:paid'],
          },
        }),
      );
      const [entry] = await trail(key);
      expect(entry).toMatchObject({
        actor: { type: 'member', id: members.developer, label: 'developer@notices.test' },
        session_id: SESSION_ID,
        subject: { type: 'webhook', id: '0190f5a0-0000-7000-8000-0000000000d1' },
      });
    });

    it('the owners and admins are told, not developers or staff; the actor is named as the trail names them', async () => {
      const { shopId, members, sync } = await team();
      const audience = (actor: SecuritySettingChange['actor']) =>
        internal().securityNotices.audience({ shop_id: shopId, actor });
      expect(await audience({ type: 'api_key', id: sync.key_id, session_id: null })).toEqual({
        recipients: ['owner@notices.test', 'admin@notices.test'],
        actor_label: `Sync (${sync.api_key.slice(0, 8)}…)`,
      });
      expect(
        (await audience({ type: 'member', id: members.developer ?? null, session_id: SESSION_ID }))
          .actor_label,
      ).toBe('developer@notices.test');
      expect((await audience({ type: 'operator', id: null, session_id: null })).actor_label).toBe(
        'platform operator',
      );
      // Another shop's member, or one removed since, is not named.
      const other = await operator().operator.createShop({ name: 'Other' });
      const stranger = await internal().securityNotices.audience({
        shop_id: other.shop.id,
        actor: { type: 'member', id: members.developer ?? null, session_id: null },
      });
      expect(stranger).toEqual({ recipients: [], actor_label: null });
    });
  });
}
