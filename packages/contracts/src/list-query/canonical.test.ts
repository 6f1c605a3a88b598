import { describe, expect, it } from 'vitest';
import { canonicalListBinding } from './canonical';
import { defineListQuery } from './define';

const invoices = defineListQuery({
  fields: {
    status: { type: 'enum', values: ['PENDING', 'COMPLETED'] },
    created_at: { type: 'timestamp', sortable: true },
    total: { type: 'number', sortable: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
});

const bindingOf = (query: { filters?: string; sorts?: string }) =>
  canonicalListBinding('invoices', invoices.parse(query));

describe('canonical list binding', () => {
  it('does not change with key order or spacing in the filters JSON', () => {
    expect(bindingOf({ filters: '[{"field":"status","op":"eq","value":"PENDING"}]' })).toBe(
      bindingOf({ filters: '[ { "value" : "PENDING", "op":"eq", "field":"status" } ]' }),
    );
  });

  it('does not change with the order of filters (they are all ANDed)', () => {
    const a = '{"field":"status","op":"eq","value":"PENDING"}';
    const b = '{"field":"created_at","op":"gte","value":1700000000}';
    expect(bindingOf({ filters: `[${a},${b}]` })).toBe(bindingOf({ filters: `[${b},${a}]` }));
  });

  it('treats in/nin values as a set', () => {
    expect(
      bindingOf({ filters: '[{"field":"status","op":"in","value":["PENDING","COMPLETED","PENDING"]}]' }),
    ).toBe(bindingOf({ filters: '[{"field":"status","op":"in","value":["COMPLETED","PENDING"]}]' }));
  });

  it('does not change between the comma and JSON spellings of sorts, or an explicit default', () => {
    const expected = bindingOf({});
    expect(bindingOf({ sorts: '-created_at' })).toBe(expected);
    expect(bindingOf({ sorts: '[{"field":"created_at","direction":"desc"}]' })).toBe(expected);
  });

  it('changes when a filter value, an operator, the sort order or the list changes', () => {
    const base = bindingOf({ filters: '[{"field":"total","op":"gt","value":10}]', sorts: 'total' });
    expect(bindingOf({ filters: '[{"field":"total","op":"gt","value":11}]', sorts: 'total' })).not.toBe(base);
    expect(bindingOf({ filters: '[{"field":"total","op":"gte","value":10}]', sorts: 'total' })).not.toBe(
      base,
    );
    expect(bindingOf({ filters: '[{"field":"total","op":"gt","value":10}]', sorts: '-total' })).not.toBe(
      base,
    );
    expect(
      bindingOf({ filters: '[{"field":"total","op":"gt","value":10}]', sorts: 'total,created_at' }),
    ).not.toBe(base);
    expect(canonicalListBinding('orders', invoices.parse({}))).not.toBe(bindingOf({}));
  });

  it('keeps a string value apart from the same number', () => {
    expect(
      canonicalListBinding('x', { filters: [{ field: 'a', op: 'eq', value: '1' }], sorts: [] }),
    ).not.toBe(canonicalListBinding('x', { filters: [{ field: 'a', op: 'eq', value: 1 }], sorts: [] }));
  });

  it('reads as the list name, filters and sorts', () => {
    expect(bindingOf({ filters: '[{"field":"total","op":"in","value":[2,1]}]' })).toBe(
      'invoices?filters=[["total","in",[1,2]]]&sorts=-created_at',
    );
  });
});
