import { describe, expect, it } from 'vitest';
import { SECURITY_SETTING_CHANGED_EVENT } from '../oauth/security-notices';
import { LICENSE_KEY_EVENTS, WEBHOOK_EVENT_NAMES } from '../webhook-events';
import {
  EVENT_CATALOGUE,
  eventDataSchema,
  INTERNAL_EVENT_CATALOGUE,
  isCatalogueEvent,
  WEBHOOK_EVENT_CATALOGUE,
} from './catalogue';
import { timelineUrl, WEBHOOK_DELIVERY_PROGRESS_EVENT } from './delivery-progress';
import type { ExampleContext } from './examples';
import { invoicePayloadSchema } from './invoice-payload';

let counter = 0;
const ctx: ExampleContext = {
  shopId: '0190f5a0-0000-7000-8000-00000000000a',
  now: new Date('2026-11-01T10:00:00.000Z'),
  id: (prefix = '') => `${prefix}${++counter}`,
};

describe('event catalogue', () => {
  it('has exactly one entry per allowlisted webhook event name', () => {
    expect(Object.keys(WEBHOOK_EVENT_CATALOGUE).sort()).toEqual([...WEBHOOK_EVENT_NAMES].sort());
  });

  it('keeps internal events out of the webhook allowlist', () => {
    expect(Object.keys(INTERNAL_EVENT_CATALOGUE)).toEqual([
      WEBHOOK_DELIVERY_PROGRESS_EVENT,
      SECURITY_SETTING_CHANGED_EVENT,
    ]);
    expect(WEBHOOK_EVENT_NAMES as readonly string[]).not.toContain(WEBHOOK_DELIVERY_PROGRESS_EVENT);
    expect(WEBHOOK_EVENT_NAMES as readonly string[]).not.toContain(SECURITY_SETTING_CHANGED_EVENT);
    expect(isCatalogueEvent(WEBHOOK_DELIVERY_PROGRESS_EVENT)).toBe(true);
  });

  it.each(Object.keys(EVENT_CATALOGUE))('gives %s an example that satisfies its data schema', (name) => {
    const definition = EVENT_CATALOGUE[name as keyof typeof EVENT_CATALOGUE];
    const parsed = definition.data.safeParse(definition.example(ctx));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('requires `products` on :product order events and not on the base ones', () => {
    const base = EVENT_CATALOGUE['order:paid'].example(ctx);
    expect(base).not.toHaveProperty('products');
    expect(EVENT_CATALOGUE['order:paid:product'].data.safeParse(base).success).toBe(false);
    expect(EVENT_CATALOGUE['order:paid:product'].example(ctx).products).toHaveLength(1);
  });

  it('puts license keys only into paid examples: the events LICENSE_KEY_EVENTS names', () => {
    for (const name of WEBHOOK_EVENT_NAMES.filter(
      (n) => n.startsWith('order:') && !n.startsWith('order:item'),
    )) {
      const example = JSON.stringify(EVENT_CATALOGUE[name].example(ctx));
      expect(example.includes('license_keys'), name).toBe(
        (LICENSE_KEY_EVENTS as readonly string[]).includes(name),
      );
    }
  });

  it('refuses an unknown invoice status', () => {
    const example = EVENT_CATALOGUE['order:paid'].example(ctx);
    expect(invoicePayloadSchema.safeParse({ ...example, status: 'SHIPPED' }).success).toBe(false);
  });

  it('has no schema for names outside the catalogue', () => {
    expect(eventDataSchema('order:teleported')).toBeUndefined();
    expect(eventDataSchema('order:paid')).toBe(invoicePayloadSchema);
  });
});

describe('timeline URL', () => {
  it('keeps origin and path only: no credentials, query or fragment', () => {
    expect(timelineUrl('https://u:p@h.example/a/b?token=x#f')).toBe('https://h.example/a/b');
    expect(timelineUrl('http://127.0.0.1:8080/hook')).toBe('http://127.0.0.1:8080/hook');
    expect(timelineUrl('not a url')).toBeNull();
  });
});
