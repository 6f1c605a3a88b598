import { createServiceClient } from '@shopforge/service-kit/client';
import type { AnyTRPCRouter } from '@trpc/server';
import type { BillingRouter } from '@shopforge/service-billing/router';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { ResellerRouter } from '@shopforge/service-reseller/router';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { UsageError } from './usage-error';
import type { Connection } from './connection';

export function oauthOperatorClient(connection: Connection) {
  return createServiceClient<OauthRouter>({
    url: connection.oauthUrl,
    credential: { operatorToken: connection.operatorToken },
  });
}
export type OauthOperatorClient = ReturnType<typeof oauthOperatorClient>;

/** The services operator commands talk to besides oauth, and what to set when one is missing. */
const OPERATOR_PEERS = {
  catalog: { url: 'catalogUrl', variable: 'CATALOG_SERVICE_URL', commands: 'Product commands' },
  billing: { url: 'billingUrl', variable: 'BILLING_SERVICE_URL', commands: 'Order commands' },
  reseller: { url: 'resellerUrl', variable: 'RESELLER_SERVICE_URL', commands: 'Reseller commands' },
} as const;

function operatorClientOf<TRouter extends AnyTRPCRouter>(
  connection: Connection,
  peer: keyof typeof OPERATOR_PEERS,
) {
  const { url: key, variable, commands } = OPERATOR_PEERS[peer];
  const url = connection[key];
  if (!url) throw new UsageError(`${commands} need ${variable} (next to OAUTH_SERVICE_URL).`);
  return createServiceClient<TRouter>({ url, credential: { operatorToken: connection.operatorToken } });
}

export const catalogOperatorClient = (connection: Connection) =>
  operatorClientOf<CatalogRouter>(connection, 'catalog');
export type CatalogOperatorClient = ReturnType<typeof catalogOperatorClient>;

export const billingOperatorClient = (connection: Connection) =>
  operatorClientOf<BillingRouter>(connection, 'billing');
export type BillingOperatorClient = ReturnType<typeof billingOperatorClient>;

export const resellerOperatorClient = (connection: Connection) =>
  operatorClientOf<ResellerRouter>(connection, 'reseller');
export type ResellerOperatorClient = ReturnType<typeof resellerOperatorClient>;
