import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, openHarness, SHOP_A, SHOP_B } from './harness';

const STRICT_ENV = {
  WEBHOOK_SECRET_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  WEBHOOK_ALLOW_LOOPBACK: 'false',
};

/** Webhook management rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeWebhookManagement(backend: string, open: OpenTestDatabase): void {
  describe(`webhook management on ${backend}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await openHarness(open);
    });
    afterEach(async () => {
      await h.close();
    });

    const create = (shopId = SHOP_A, events = ['order:paid'] as ('order:paid' | 'product:created')[]) =>
      h.asShop(shopId).webhooks.create({ url: 'http://127.0.0.1:9/hooks', events });

    it('returns the id and the secret at creation, and never stores the secret in clear', async () => {
      const created = await create();
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(created.secret_hint).toBe(`whsec_…${created.secret.slice(-4)}`);
      const row = await h.prisma.webhook.findUniqueOrThrow({ where: { id: created.id } });
      expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));
    });

    it('never shows the secret again: get and list omit it', async () => {
      const created = await create();
      const got = await h.asShop(SHOP_A).webhooks.get({ id: created.id });
      expect(got).not.toHaveProperty('secret');
      expect(got.events).toEqual(['order:paid']);
      const list = await h.asShop(SHOP_A).webhooks.list({});
      expect(JSON.stringify(list)).not.toContain(created.secret);
    });

    it('finds a webhook by uniqid too, and another shop’s webhook is not found', async () => {
      const created = await create();
      expect((await h.asShop(SHOP_A).webhooks.get({ id: created.uniqid })).id).toBe(created.id);
      const error = await failureOf(h.asShop(SHOP_B).webhooks.get({ id: created.id }));
      expect(error.code).toBe('NOT_FOUND');
      expect((await h.asShop(SHOP_B).webhooks.list({})).data).toEqual([]);
    });

    it('pages the list newest first with a cursor', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        h.clock.advance(1000);
        ids.push((await create()).id);
      }
      const first = await h.asShop(SHOP_A).webhooks.list({ limit: 2 });
      expect(first.data.map((w) => w.id)).toEqual([ids[2], ids[1]]);
      expect(first.pagination.has_more).toBe(true);
      const second = await h
        .asShop(SHOP_A)
        .webhooks.list({ limit: 2, cursor: first.pagination.next_cursor ?? '' });
      expect(second.data.map((w) => w.id)).toEqual([ids[0]]);
      expect(second.pagination).toEqual({ next_cursor: null, has_more: false });
    });

    it('updates only the keys present', async () => {
      const created = await h.asShop(SHOP_A).webhooks.create({
        url: 'http://127.0.0.1:9/a',
        events: ['order:paid'],
        description: 'orders',
      });
      const updated = await h
        .asShop(SHOP_A)
        .webhooks.update({ id: created.id, events: ['order:paid', 'product:stock'] });
      expect(updated).toMatchObject({ url: 'http://127.0.0.1:9/a', description: 'orders', is_active: true });
      expect(updated.events).toEqual(['order:paid', 'product:stock']);
      const disabled = await h.asShop(SHOP_A).webhooks.update({ id: created.id, is_active: false });
      expect(disabled.is_active).toBe(false);
      expect(disabled.events).toEqual(['order:paid', 'product:stock']);
    });

    it('rotating the secret replaces it: a new secret and hint, the old one gone', async () => {
      const created = await create();
      const rotated = await h.asShop(SHOP_A).webhooks.rotateSecret({ id: created.id });
      expect(rotated.secret).not.toBe(created.secret);
      expect(rotated.secret_hint).toBe(`whsec_…${rotated.secret.slice(-4)}`);
      const again = await h.asShop(SHOP_A).webhooks.rotateSecret({ id: created.id });
      expect(again.secret).not.toBe(rotated.secret);
    });

    it('deletes a webhook; it is then not found', async () => {
      const created = await create();
      expect(await h.asShop(SHOP_A).webhooks.delete({ id: created.id })).toEqual({
        id: created.id,
        deleted: true,
      });
      expect((await failureOf(h.asShop(SHOP_A).webhooks.get({ id: created.id }))).code).toBe('NOT_FOUND');
      expect((await failureOf(h.asShop(SHOP_B).webhooks.delete({ id: created.id }))).code).toBe('NOT_FOUND');
    });

    it('refuses a product-level webhook for a product the shop does not have', async () => {
      const error = await failureOf(
        h
          .asShop(SHOP_A)
          .webhooks.create({ url: 'http://127.0.0.1:9/p', events: ['order:paid'], product_id: 'missing-1' }),
      );
      expect(error.details).toEqual([{ field: 'product_id', message: 'No such product in this shop.' }]);
    });

    it('a credential manages only webhooks whose deliveries it may read itself, before and after a change', async () => {
      const orders = h.asShop(SHOP_A, ['webhooks.write', 'orders.read']);
      const beyond = { code: 'FORBIDDEN', subcode: 'BEYOND_AUTHORITY' };
      // A paid order's body carries license keys.
      const paid = await failureOf(
        orders.webhooks.create({ url: 'http://127.0.0.1:9/a', events: ['order:paid'] }),
      );
      expect(paid).toMatchObject(beyond);
      expect(paid.message).toBe(
        'Deliveries of these events need scopes this credential does not hold: licenses.read.',
      );
      expect(
        await failureOf(orders.webhooks.create({ url: 'http://127.0.0.1:9/a', events: ['product:created'] })),
      ).toMatchObject(beyond);
      const own = await orders.webhooks.create({ url: 'http://127.0.0.1:9/a', events: ['order:created'] });
      expect(
        await failureOf(orders.webhooks.update({ id: own.id, events: ['order:created', 'order:paid'] })),
      ).toMatchObject(beyond);
      expect((await orders.webhooks.update({ id: own.id, description: 'mine' })).description).toBe('mine');

      const theirs = await create(SHOP_A, ['order:paid']);
      for (const call of [
        () => orders.webhooks.update({ id: theirs.id, events: ['order:created'] }),
        () => orders.webhooks.update({ id: theirs.id, url: 'http://127.0.0.1:9/mine' }),
        () => orders.webhooks.rotateSecret({ id: theirs.id }),
        () => orders.webhooks.test({ id: theirs.id, event: 'order:paid' }),
        () => orders.webhooks.replay({ id: theirs.id, since: 1 }),
        () => orders.webhooks.delete({ id: theirs.id }),
      ]) {
        expect(await failureOf(call())).toMatchObject(beyond);
      }
      const unchanged = await h.asShop(SHOP_A).webhooks.get({ id: theirs.id });
      expect(unchanged).toMatchObject({ url: 'http://127.0.0.1:9/hooks', events: ['order:paid'] });

      const goods = h.asShop(SHOP_A, ['webhooks.write', 'orders.read', 'licenses.read']);
      expect((await goods.webhooks.rotateSecret({ id: theirs.id })).secret).toMatch(/^whsec_/);
      expect(await goods.webhooks.delete({ id: theirs.id })).toEqual({ id: theirs.id, deleted: true });
    });

    it('queues a test delivery only for a subscribed event', async () => {
      const created = await create();
      const error = await failureOf(
        h.asShop(SHOP_A).webhooks.test({ id: created.id, event: 'order:created' }),
      );
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details).toEqual([
        { field: 'event', message: 'This webhook is not subscribed to "order:created".' },
      ]);
      const queued = await h.asShop(SHOP_A).webhooks.test({ id: created.id, event: 'order:paid' });
      expect(queued.message).toBe('Test webhook queued');
      expect(queued.data).toMatchObject({
        status: 'PENDING',
        attempts: 0,
        is_test: true,
        event: 'order:paid',
      });
      const body = JSON.parse((await h.asShop(SHOP_A).logs.get({ id: queued.data.id })).request_body);
      expect(Object.keys(body)).toEqual(['event', 'data', 'created_at', 'ordering_key', 'sequence']);
      expect(body.event).toBe('order:paid');
      expect(body.data.status).toBe('COMPLETED');
    });

    describe('with the development loopback setting off', () => {
      let strict: Harness;
      beforeEach(async () => {
        strict = await openHarness(open, STRICT_ENV);
      });
      afterEach(async () => {
        await strict.close();
      });

      for (const url of [
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.1/',
        'http://[::1]/',
        'http://localhost/hooks',
        'http://127.0.0.1:8080/',
        'https://192.168.1.10/',
        'http://[::ffff:127.0.0.1]/',
      ]) {
        it(`refuses a target that resolves to a non-public address: ${url}`, async () => {
          const error = await failureOf(
            strict.asShop(SHOP_A).webhooks.create({ url, events: ['order:paid'] }),
          );
          expect(error.code).toBe('VALIDATION_ERROR');
          expect(error.details?.[0]?.field).toBe('url');
        });
      }

      it('refuses plain http to a public address and credentials in the URL', async () => {
        for (const url of [
          'http://93.184.216.34/hooks',
          'https://user:pass@93.184.216.34/hooks',
          'ftp://93.184.216.34/',
        ]) {
          const error = await failureOf(
            strict.asShop(SHOP_A).webhooks.create({ url, events: ['order:paid'] }),
          );
          expect(error.details?.[0]?.field).toBe('url');
        }
      });

      it('accepts an https URL on a public address', async () => {
        const created = await strict
          .asShop(SHOP_A)
          .webhooks.create({ url: 'https://93.184.216.34/hooks', events: ['order:paid'] });
        expect(created.url).toBe('https://93.184.216.34/hooks');
      });

      it('re-checks the URL on update', async () => {
        const created = await strict
          .asShop(SHOP_A)
          .webhooks.create({ url: 'https://93.184.216.34/hooks', events: ['order:paid'] });
        const error = await failureOf(
          strict.asShop(SHOP_A).webhooks.update({ id: created.id, url: 'http://10.1.2.3/' }),
        );
        expect(error.details?.[0]?.field).toBe('url');
      });
    });
  });
}
