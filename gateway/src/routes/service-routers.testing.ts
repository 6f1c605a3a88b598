import { createBillingRouter } from '@shopforge/service-billing/router';
import { createCatalogRouter } from '@shopforge/service-catalog/router';
import { createOauthRouter } from '@shopforge/service-oauth/router';
import { createResellerRouter } from '@shopforge/service-reseller/router';
import type { ServiceName } from '@shopforge/service-kit';
import { createThemesRouter } from '@shopforge/service-themes/router';
import { createWebhookRouter } from '@shopforge/service-webhook/router';
import type { AnyTRPCProcedure } from '@trpc/server';

/**
 * Stands in for a service's dependencies while its router is built: building only wires
 * procedures, it calls nothing, so any property read, call or conversion answers another stub.
 */
function stubDeps<T>(): T {
  const stub: unknown = new Proxy(() => stub, {
    get: (_target, key) => {
      if (key === 'then') return undefined;
      if (key === Symbol.toPrimitive) return () => 0;
      return stub;
    },
    apply: () => stub,
    construct: () => stub as object,
  });
  return stub as T;
}

type Builder = (deps: never, ...rest: never[]) => { _def: { procedures: object } };

const BUILDERS: Record<ServiceName, Builder> = {
  oauth: createOauthRouter,
  catalog: createCatalogRouter,
  billing: createBillingRouter,
  reseller: createResellerRouter,
  themes: createThemesRouter,
  webhook: createWebhookRouter,
};

/** Every service's procedures by dotted path, from its real router (tests only). */
export function serviceProcedures(): Record<ServiceName, Record<string, AnyTRPCProcedure>> {
  return Object.fromEntries(
    Object.entries(BUILDERS).map(([name, build]) => [
      name,
      build(stubDeps(), stubDeps(), stubDeps())._def.procedures as Record<string, AnyTRPCProcedure>,
    ]),
  ) as Record<ServiceName, Record<string, AnyTRPCProcedure>>;
}
