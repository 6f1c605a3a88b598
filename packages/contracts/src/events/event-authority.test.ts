import { describe, expect, it } from 'vitest';
import { isScope } from '../scopes';
import { eventFamily, WEBHOOK_EVENT_NAMES } from '../webhook-events';
import { WEBHOOK_EVENT_CATALOGUE } from './catalogue';
import { eventReadScopes, GOODS_CARRYING_EVENTS, webhookAuthority } from './event-authority';
import type { ExampleContext } from './examples';

const ctx: ExampleContext = {
  shopId: '0190f5a0-0000-7000-8000-00000000000a',
  now: new Date('2026-11-01T10:00:00.000Z'),
  id: (prefix = '') => `${prefix}x`,
};

/** The group each family's body belongs to, as the Developer API scopes the same records. */
const FAMILY_GROUP: Record<string, string[]> = {
  order: ['orders'],
  subscription: ['subscriptions'],
  product: ['products'],
  dispute: ['disputes'],
  query: ['support'],
  feedback: ['support'],
  affiliate: ['affiliates'],
  replacement: ['orders', 'licenses'],
  reseller: ['resellers', 'reseller_sales', 'reseller_payouts', 'reseller_stock'],
  webhook: ['webhooks'],
};

describe('what a delivery of each event reveals', () => {
  it.each([...WEBHOOK_EVENT_NAMES])('%s needs read scopes of its own family’s groups', (name) => {
    const reads = eventReadScopes(name);
    expect(reads.length).toBeGreaterThan(0);
    for (const scope of reads) {
      expect(isScope(scope), scope).toBe(true);
      expect(scope.endsWith('.read'), scope).toBe(true);
    }
    const groups = reads.filter((scope) => scope !== 'licenses.read').map((scope) => scope.split('.')[0]);
    for (const group of groups) expect(FAMILY_GROUP[eventFamily(name)]).toContain(group);
  });

  it.each([...WEBHOOK_EVENT_NAMES])(
    '%s needs licenses.read exactly when its body can carry license keys or is about delivered goods',
    (name) => {
      const example = JSON.stringify(WEBHOOK_EVENT_CATALOGUE[name].example(ctx));
      const carriesKeys = example.includes('license_keys');
      expect(carriesKeys).toBe((GOODS_CARRYING_EVENTS as readonly string[]).includes(name));
      expect(eventReadScopes(name).includes('licenses.read')).toBe(
        carriesKeys || name === 'replacement:created',
      );
    },
  );

  it('order events need orders.read, paid ones licenses.read too', () => {
    expect(eventReadScopes('order:created')).toEqual(['orders.read']);
    expect(eventReadScopes('order:paid')).toEqual(['orders.read', 'licenses.read']);
    expect(eventReadScopes('order:paid:product')).toEqual(['orders.read', 'licenses.read']);
    expect(eventReadScopes('order:item.delivered')).toEqual(['orders.read', 'licenses.read']);
    expect(eventReadScopes('order:item.delivery_failed')).toEqual(['orders.read']);
    expect(eventReadScopes('reseller:payout_requested')).toEqual(['reseller_payouts.read']);
  });

  it('a webhook’s authority is the union over its events, each scope once; unknown names reveal nothing', () => {
    expect(webhookAuthority(['order:created', 'order:paid', 'product:created', 'order:teleported'])).toEqual([
      'orders.read',
      'licenses.read',
      'products.read',
    ]);
    expect(webhookAuthority([])).toEqual([]);
  });
});
