import { describe, expect, it } from 'vitest';
import { defineListQuery } from './define';

const orders = defineListQuery({
  fields: {
    status: { type: 'enum', values: ['PENDING', 'COMPLETED', 'VOIDED'], ops: ['eq', 'neq', 'in', 'nin'] },
    created_at: { type: 'timestamp', sortable: true },
    customer_email: { type: 'string', nullable: true },
    total: { type: 'number', sortable: true },
    paid: { type: 'boolean' },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
});

/** What the 422 `details` would say: zod issues with their paths joined by dots. */
function problems(input: unknown): { field: string; message: string }[] {
  const result = orders.safeParse(input);
  if (result.success) throw new Error('expected the query to be refused');
  return result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

describe('list query: filters and sorts as the query string carries them', () => {
  it('parses a JSON filter array and a comma sort list into typed filters and sorts', () => {
    const parsed = orders.parse({
      filters: JSON.stringify([
        { field: 'status', op: 'eq', value: 'COMPLETED' },
        { field: 'created_at', op: 'gte', value: 1700000000 },
        { field: 'customer_email', op: 'contains', value: '@example.com' },
        { field: 'total', op: 'in', value: [10, 20.5] },
        { field: 'customer_email', op: 'is_null', value: false },
        { field: 'paid', op: 'eq', value: true },
      ]),
      sorts: '-total,created_at',
    });
    expect(parsed).toEqual({
      filters: [
        { field: 'status', op: 'eq', value: 'COMPLETED' },
        { field: 'created_at', op: 'gte', value: 1700000000 },
        { field: 'customer_email', op: 'contains', value: '@example.com' },
        { field: 'total', op: 'in', value: [10, 20.5] },
        { field: 'customer_email', op: 'is_null', value: false },
        { field: 'paid', op: 'eq', value: true },
      ],
      sorts: [
        { field: 'total', direction: 'desc' },
        { field: 'created_at', direction: 'asc' },
      ],
    });
  });

  it('uses no filters and the default sort when both are absent or empty', () => {
    const expected = { filters: [], sorts: [{ field: 'created_at', direction: 'desc' }] };
    expect(orders.parse({})).toEqual(expected);
    expect(orders.parse({ filters: '', sorts: ' ' })).toEqual(expected);
    expect(orders.parse({ filters: '[]', sorts: '[]' })).toEqual(expected);
  });

  it('accepts sorts as a JSON array too, direction defaulting to asc', () => {
    const parsed = orders.parse({ sorts: '[{"field":"total","direction":"desc"},{"field":"created_at"}]' });
    expect(parsed.sorts).toEqual([
      { field: 'total', direction: 'desc' },
      { field: 'created_at', direction: 'asc' },
    ]);
  });

  it('reads "+total" (a space after query decoding) as ascending', () => {
    expect(orders.parse({ sorts: ' total,-created_at' }).sorts).toEqual([
      { field: 'total', direction: 'asc' },
      { field: 'created_at', direction: 'desc' },
    ]);
  });

  it('gives back the same value when the parsed form is parsed again (the service re-checks it)', () => {
    const once = orders.parse({
      filters: '[{"field":"status","op":"in","value":["PENDING"]}]',
      sorts: '-total',
    });
    expect(orders.parse(once)).toEqual(once);
  });

  it('lets a route spread the shape next to its own parameters', () => {
    expect(Object.keys(orders.shape)).toEqual(['filters', 'sorts']);
  });
});

describe('list query: each refusal names the part at fault', () => {
  const cases: { rule: string; input: unknown; field: string; message: string }[] = [
    {
      rule: 'filters must be valid JSON',
      input: { filters: '[{"field":"status"' },
      field: 'filters',
      message:
        'filters is not valid JSON; send a JSON array such as [{"field":"status","op":"eq","value":"COMPLETED"}].',
    },
    {
      rule: 'filters must be an array',
      input: { filters: '{"field":"status","op":"eq","value":"PENDING"}' },
      field: 'filters',
      message: 'filters must be a JSON array such as [{"field":"status","op":"eq","value":"COMPLETED"}].',
    },
    {
      rule: 'filters is given once',
      input: { filters: ['[]', '[]'] },
      field: 'filters',
      message:
        'Give filters once, as one JSON array such as [{"field":"status","op":"eq","value":"COMPLETED"}].',
    },
    {
      rule: 'each filter is an object',
      input: { filters: '["status"]' },
      field: 'filters.0',
      message: 'Each filter must be an object such as {"field":"status","op":"eq","value":"COMPLETED"}.',
    },
    {
      rule: 'a filter has only field, op and value',
      input: { filters: '[{"field":"status","op":"eq","valu":"PENDING","value":"PENDING"}]' },
      field: 'filters.0.valu',
      message: 'Unknown key "valu"; a filter has "field", "op" and "value".',
    },
    {
      rule: 'the field must be declared',
      input: { filters: '[{"field":"secret","op":"eq","value":1}]' },
      field: 'filters.0.field',
      message:
        'Unknown field "secret"; filterable fields are status, created_at, customer_email, total, paid.',
    },
    {
      rule: 'inherited object keys are not fields',
      input: { filters: '[{"field":"constructor","op":"eq","value":1}]' },
      field: 'filters.0.field',
      message:
        'Unknown field "constructor"; filterable fields are status, created_at, customer_email, total, paid.',
    },
    {
      rule: 'the operator must be allowed on the field',
      input: {
        filters:
          '[{"field":"status","op":"eq","value":"PENDING"},{"field":"status","op":"contains","value":"P"}]',
      },
      field: 'filters.1.op',
      message: 'Operator "contains" is not allowed on "status"; use one of eq, neq, in, nin.',
    },
    {
      rule: 'the operator must exist',
      input: { filters: '[{"field":"total","op":"like","value":1}]' },
      field: 'filters.0.op',
      message: 'Unknown operator "like"; use one of eq, neq, in, nin, gt, gte, lt, lte.',
    },
    {
      rule: 'the operator must be given',
      input: { filters: '[{"field":"total","value":1}]' },
      field: 'filters.0.op',
      message: 'Give the operator ("op"); use one of eq, neq, in, nin, gt, gte, lt, lte.',
    },
    {
      rule: 'is_null needs a nullable field',
      input: { filters: '[{"field":"total","op":"is_null","value":true}]' },
      field: 'filters.0.op',
      message: 'Operator "is_null" is not allowed on "total"; use one of eq, neq, in, nin, gt, gte, lt, lte.',
    },
    {
      rule: 'an enum value must be one of its values',
      input: { filters: '[{"field":"status","op":"eq","value":"completed"}]' },
      field: 'filters.0.value',
      message: 'Value of "status" must be one of PENDING, COMPLETED, VOIDED.',
    },
    {
      rule: 'a number value must be a JSON number',
      input: { filters: '[{"field":"total","op":"gt","value":"10"}]' },
      field: 'filters.0.value',
      message: 'Value of "total" must be a number.',
    },
    {
      rule: 'a timestamp is whole Unix seconds, not milliseconds',
      input: { filters: '[{"field":"created_at","op":"gte","value":1700000000000}]' },
      field: 'filters.0.value',
      message: 'Value of "created_at" must be a Unix timestamp in seconds (an integer).',
    },
    {
      rule: 'a boolean value is true or false',
      input: { filters: '[{"field":"paid","op":"eq","value":"yes"}]' },
      field: 'filters.0.value',
      message: 'Value of "paid" must be true or false.',
    },
    {
      rule: 'a missing value is refused like a wrong one',
      input: { filters: '[{"field":"customer_email","op":"eq"}]' },
      field: 'filters.0.value',
      message: 'Value of "customer_email" must be a string of at most 256 characters.',
    },
    {
      rule: 'in takes a non-empty array',
      input: { filters: '[{"field":"status","op":"in","value":"PENDING"}]' },
      field: 'filters.0.value',
      message: 'Value of "status" must be an array of 1 to 100 values for "in".',
    },
    {
      rule: 'each value of nin is checked with its index',
      input: { filters: '[{"field":"status","op":"nin","value":["PENDING","nope"]}]' },
      field: 'filters.0.value.1',
      message: 'Value of "status" must be one of PENDING, COMPLETED, VOIDED.',
    },
    {
      rule: 'contains takes a non-empty string',
      input: { filters: '[{"field":"customer_email","op":"contains","value":""}]' },
      field: 'filters.0.value',
      message:
        'Value of "customer_email" must be a non-empty string of at most 256 characters for "contains".',
    },
    {
      rule: 'is_null takes a boolean',
      input: { filters: '[{"field":"customer_email","op":"is_null","value":"true"}]' },
      field: 'filters.0.value',
      message: 'Value of "customer_email" must be true or false for "is_null".',
    },
    {
      rule: 'at most 20 filters',
      input: { filters: JSON.stringify(Array(21).fill({ field: 'paid', op: 'eq', value: true })) },
      field: 'filters',
      message: 'At most 20 filters are allowed; got 21.',
    },
    {
      rule: 'at most 3 sorts',
      input: { sorts: 'total,-created_at,total,created_at' },
      field: 'sorts',
      message: 'At most 3 sorts are allowed; got 4.',
    },
    {
      rule: 'a sort field must be declared',
      input: { sorts: '-created_at,price' },
      field: 'sorts.1',
      message: 'Unknown sort field "price"; sortable fields are created_at, total.',
    },
    {
      rule: 'a sort field must be sortable',
      input: { sorts: 'status' },
      field: 'sorts.0',
      message: '"status" cannot be sorted; sortable fields are created_at, total.',
    },
    {
      rule: 'a field is sorted once',
      input: { sorts: 'total,-total' },
      field: 'sorts.1',
      message: '"total" is sorted more than once.',
    },
    {
      rule: 'an empty sort in the comma list is refused',
      input: { sorts: 'total,,created_at' },
      field: 'sorts.1',
      message: 'Sort is empty; write sorts as a comma list such as -created_at,total.',
    },
    {
      rule: 'a JSON sort names its field in "field"',
      input: { sorts: '[{"field":"status","direction":"desc"}]' },
      field: 'sorts.0.field',
      message: '"status" cannot be sorted; sortable fields are created_at, total.',
    },
    {
      rule: 'a JSON sort direction is asc or desc',
      input: { sorts: '[{"field":"total","direction":"down"}]' },
      field: 'sorts.0.direction',
      message: 'Direction must be "asc" or "desc".',
    },
    {
      rule: 'sorts JSON must be valid',
      input: { sorts: '[{"field":' },
      field: 'sorts',
      message:
        'sorts is not valid JSON; send a JSON array such as [{"field":"created_at","direction":"desc"}].',
    },
  ];

  for (const { rule, input, field, message } of cases) {
    it(rule, () => {
      expect(problems(input)).toEqual([{ field, message }]);
    });
  }

  it('reports every problem of a request at once', () => {
    const found = problems({
      filters: '[{"field":"nope","op":"eq","value":1},{"field":"total","op":"gt","value":"x"}]',
      sorts: 'status',
    });
    expect(found.map((problem) => problem.field)).toEqual(['filters.0.field', 'filters.1.value', 'sorts.0']);
  });

  it('refuses filters that are neither text nor an array', () => {
    expect(problems({ filters: 5 })).toEqual([
      { field: 'filters', message: 'filters must be a JSON array or text.' },
    ]);
  });

  it('refuses filters text longer than 8192 characters', () => {
    expect(problems({ filters: `[${' '.repeat(8192)}]` })).toEqual([
      { field: 'filters', message: 'filters must be at most 8192 characters.' },
    ]);
  });
});

describe('list query: declarations', () => {
  it('refuses a field that is both sortable and nullable', () => {
    expect(() =>
      defineListQuery({ fields: { paid_at: { type: 'timestamp', sortable: true, nullable: true } } }),
    ).toThrow(/cannot be both sortable and nullable/);
  });

  it('refuses a default sort on a field that is not sortable', () => {
    expect(() =>
      defineListQuery({
        fields: { status: { type: 'string' } },
        // @ts-expect-error status is not sortable, which the type already says
        defaultSort: [{ field: 'status', direction: 'asc' }],
      }),
    ).toThrow(/not sortable/);
  });

  it('types the parsed filters and sorts by the declared field names', () => {
    const parsed = orders.parse({});
    const sortField: 'created_at' | 'total' | undefined = parsed.sorts[0]?.field;
    const filterField: 'status' | 'created_at' | 'customer_email' | 'total' | 'paid' | undefined =
      parsed.filters[0]?.field;
    expect([sortField, filterField]).toEqual(['created_at', undefined]);
  });
});
