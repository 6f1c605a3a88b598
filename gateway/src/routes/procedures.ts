import type { ServiceName } from '@shopforge/service-kit';
import type { BillingRouter } from '@shopforge/service-billing/router';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import type { ResellerRouter } from '@shopforge/service-reseller/router';
import type { ThemesRouter } from '@shopforge/service-themes/router';
import type { WebhookRouter } from '@shopforge/service-webhook/router';
import type { AnyTRPCProcedure, AnyTRPCRouter, TRPCRouterRecord } from '@trpc/server';

/**
 * The services' routers, merged by type only (as tRPC's service-oriented example does): the
 * gateway never loads a service's code, but a route naming a procedure that does not exist,
 * or calling a query as a mutation, fails `pnpm typecheck`.
 */
export interface ServiceRouters extends Record<ServiceName, AnyTRPCRouter> {
  oauth: OauthRouter;
  catalog: CatalogRouter;
  billing: BillingRouter;
  reseller: ResellerRouter;
  themes: ThemesRouter;
  webhook: WebhookRouter;
}

/** Every procedure of a router record, under its dotted path, with the kind it is called as. */
type ProcedureEntries<R extends TRPCRouterRecord, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure
    ? { procedure: `${Prefix}${K}`; kind: R[K]['_def']['type'] }
    : R[K] extends TRPCRouterRecord
      ? ProcedureEntries<R[K], `${Prefix}${K}.`>
      : never;
}[keyof R & string];

/** The procedures of one service a route may call, with the kind each must be called as. */
export type ProcedureOf<S extends ServiceName> = ProcedureEntries<ServiceRouters[S]['_def']['record']>;
