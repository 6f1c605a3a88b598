import { describe, expect, it } from 'vitest';
import { ALL_SCOPES, accessibleGroups, hasAllScopes, parseScopeString, scopeSatisfies } from './scopes';
import { WEBHOOK_EVENT_NAMES, eventFamily } from './webhook-events';

describe('scopes', () => {
  it('full access satisfies every scope', () => {
    expect(scopeSatisfies(['*'], 'webhooks.write')).toBe(true);
  });

  it('a write scope implies the read scope of the same group, never the reverse', () => {
    expect(scopeSatisfies(['products.write'], 'products.read')).toBe(true);
    expect(scopeSatisfies(['products.read'], 'products.write')).toBe(false);
    expect(scopeSatisfies(['orders.write'], 'products.read')).toBe(false);
  });

  it('routes needing two scopes need both (replacement events)', () => {
    expect(hasAllScopes(['orders.read'], ['orders.read', 'licenses.read'])).toBe(false);
    expect(hasAllScopes(['orders.read', 'licenses.read'], ['orders.read', 'licenses.read'])).toBe(true);
  });

  it('derives readable and writable groups for capabilities', () => {
    const groups = accessibleGroups(['products.read', 'webhooks.write']);
    expect(groups.readable).toEqual(['products', 'webhooks']);
    expect(groups.writable).toEqual(['webhooks']);
  });

  it('parses space or comma separated lists and reports unknown names', () => {
    expect(parseScopeString('products.read, webhooks.write  nope.x')).toEqual({
      scopes: ['products.read', 'webhooks.write'],
      unknown: ['nope.x'],
    });
  });

  it('every reseller scope of the spec is a known scope', () => {
    for (const scope of [
      'reseller_programs.read',
      'reseller_programs.write',
      'resellers.read',
      'resellers.write',
      'reseller_sales.read',
      'reseller_payouts.read',
      'reseller_payouts.write',
      'reseller_stock.read',
      'reseller_stock.write',
    ]) {
      expect(ALL_SCOPES).toContain(scope);
    }
  });
});

describe('webhook event allowlist', () => {
  it('holds every order, subscription and reseller name of the spec, once', () => {
    expect(new Set(WEBHOOK_EVENT_NAMES).size).toBe(WEBHOOK_EVENT_NAMES.length);
    for (const name of [
      'order:paid:product',
      'order:item.delivery_failed',
      'subscription:trial:ended:product',
      'product:stock',
      'reseller:stock_item_delivered',
    ]) {
      expect(WEBHOOK_EVENT_NAMES).toContain(name);
    }
    expect(WEBHOOK_EVENT_NAMES.some((name) => name.includes('*'))).toBe(false);
  });

  it('names each family by its prefix', () => {
    expect(eventFamily('subscription:trial:started')).toBe('subscription');
  });
});
