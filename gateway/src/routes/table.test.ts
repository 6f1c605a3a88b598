import { ROUTE_SCOPES } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveRoute } from './route';
import { ROUTE_TABLE } from './table';

describe('route table', () => {
  it('takes every route’s scopes from the one scope table', () => {
    for (const route of ROUTE_TABLE) {
      // Reseller keys carry no scopes: the Reseller API is outside the scope table.
      const expected = route.path.startsWith('/reseller/')
        ? []
        : ROUTE_SCOPES[`${route.method} ${route.path}`];
      expect(route.scopes).toEqual(expected);
    }
  });

  it('declares each method and path once', () => {
    const keys = ROUTE_TABLE.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a route whose scope was never decided', () => {
    expect(() =>
      resolveRoute({
        method: 'GET',
        path: '/dev/v1/undecided',
        service: 'oauth',
        procedure: 'x',
        kind: 'query',
        output: z.object({}),
        envelope: 'data',
        summary: 'x',
      }),
    ).toThrow(/No scope decided/);
  });

  it('turns spec path parameters into Express parameters', () => {
    const route = resolveRoute({
      method: 'GET',
      path: '/dev/v1/invoices/{uniqid}/timeline',
      service: 'billing',
      procedure: 'invoices.timeline',
      kind: 'query',
      output: z.object({}),
      envelope: 'data',
      summary: 'x',
    });
    expect(route.expressPath).toBe('/dev/v1/invoices/:uniqid/timeline');
  });
});
