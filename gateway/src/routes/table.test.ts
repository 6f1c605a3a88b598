import { ALL_SCOPES } from '@shopforge/contracts';
import { contractSchemaOf } from '@shopforge/service-kit';
import { describe, expect, it } from 'vitest';
import { RESELLER_API_PREFIX } from './reseller-api';
import { serviceProcedures } from './service-routers.testing';
import { ROUTE_TABLE } from './table';

const procedures = serviceProcedures();
const label = (route: (typeof ROUTE_TABLE)[number]) =>
  `${route.method} ${route.path} → ${route.service}.${route.procedure}`;

describe('route table', () => {
  it('names, for every route, a procedure its service has, called as the kind it is', () => {
    const wrong = ROUTE_TABLE.flatMap((route) => {
      const procedure = procedures[route.service][route.procedure];
      if (procedure === undefined) return [`${label(route)}: no such procedure`];
      const kind = procedure._def.type;
      return kind === route.kind ? [] : [`${label(route)}: a ${kind}, called as a ${route.kind}`];
    });
    expect(wrong).toEqual([]);
  });

  it('declares, for every route, the very output schema its procedure checks', () => {
    const wrong = ROUTE_TABLE.filter((route) => {
      const procedure = procedures[route.service][route.procedure];
      // tRPC keeps the `.output()` parser on the definition without typing it.
      const output = (procedure?._def as { output?: unknown } | undefined)?.output;
      return contractSchemaOf(output) !== (route.outcome?.schema ?? route.output);
    }).map(label);
    expect(wrong).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = ROUTE_TABLE.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every Developer API route known scopes (empty only for identity) and the Reseller API none', () => {
    for (const route of ROUTE_TABLE) {
      if (route.path.startsWith(`${RESELLER_API_PREFIX}/`)) {
        expect(route.scopes, label(route)).toEqual([]);
        continue;
      }
      for (const scope of route.scopes) expect(ALL_SCOPES, label(route)).toContain(scope);
      if (route.scopes.length === 0) expect(route.path, label(route)).toMatch(/^\/dev\/v1\/me(\/|$)/);
    }
  });

  it('turns every spec path into its Express form', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.expressPath).not.toMatch(/[{}]/);
    }
  });
});
