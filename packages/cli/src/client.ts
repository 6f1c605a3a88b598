import { createServiceClient } from '@shopforge/service-kit/client';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
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

export function catalogOperatorClient(connection: Connection) {
  if (!connection.catalogUrl) {
    throw new UsageError('Product commands need CATALOG_SERVICE_URL (next to OAUTH_SERVICE_URL).');
  }
  return createServiceClient<CatalogRouter>({
    url: connection.catalogUrl,
    credential: { operatorToken: connection.operatorToken },
  });
}
export type CatalogOperatorClient = ReturnType<typeof catalogOperatorClient>;
