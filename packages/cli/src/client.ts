import { createServiceClient } from '@shopforge/service-kit/client';
import type { AnyTRPCRouter } from '@trpc/server';
import type { BillingRouter } from '@shopforge/service-billing/router';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { ResellerRouter } from '@shopforge/service-reseller/router';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { UsageError } from './args';
import type { Connection } from './connection';

export function oauthOperatorClient(connection: Connection) {
  return createServiceClient<OauthRouter>({
    url: connection.oauthUrl,
    credential: { operatorToken: connection.operatorToken },
  });
}
export type OauthOperatorClient = ReturnType<typeof oauthOperatorClient>;

function operatorClientOf<TRouter extends AnyTRPCRouter>(
  connection: Connection,
  url: string | undefined,
  variable: string,
  commands: string,
) {
  if (!url) throw new UsageError(`${commands} need ${variable} (next to OAUTH_SERVICE_URL).`);
  return createServiceClient<TRouter>({ url, credential: { operatorToken: connection.operatorToken } });
}

export function catalogOperatorClient(connection: Connection) {
  return operatorClientOf<CatalogRouter>(
    connection,
    connection.catalogUrl,
    'CATALOG_SERVICE_URL',
    'Product commands',
  );
}
export type CatalogOperatorClient = ReturnType<typeof catalogOperatorClient>;

export function billingOperatorClient(connection: Connection) {
  return operatorClientOf<BillingRouter>(
    connection,
    connection.billingUrl,
    'BILLING_SERVICE_URL',
    'Order commands',
  );
}
export type BillingOperatorClient = ReturnType<typeof billingOperatorClient>;

export function resellerOperatorClient(connection: Connection) {
  return operatorClientOf<ResellerRouter>(
    connection,
    connection.resellerUrl,
    'RESELLER_SERVICE_URL',
    'Reseller commands',
  );
}
export type ResellerOperatorClient = ReturnType<typeof resellerOperatorClient>;
