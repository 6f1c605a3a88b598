import type {
  BillingOperatorClient,
  CatalogOperatorClient,
  OauthOperatorClient,
  ResellerOperatorClient,
} from './client';
import { type Connection, findConnection } from './connection';
import { findMerchantApi, type MerchantApi } from './merchant-api';

/** The platform services a command talks to, each found and connected when the command asks. */
export interface PlatformClients {
  oauth(): Promise<OauthOperatorClient>;
  catalog(): Promise<CatalogOperatorClient>;
  billing(): Promise<BillingOperatorClient>;
  reseller(): Promise<ResellerOperatorClient>;
  /** The Developer API as one shop's merchant sees it, for `listen` and `trigger`. */
  merchant(): MerchantApi;
}

type ClientFactories = typeof import('./client');

/**
 * Nothing here reads the platform's environment or loads the service clients until a command
 * runs, so `--help`, `--version` and flag mistakes are instant and need no platform.
 */
export function platformClients(env: NodeJS.ProcessEnv, cwd: string): PlatformClients {
  let connection: Connection | undefined;
  const connect = async <T>(make: (factories: ClientFactories, connection: Connection) => T) => {
    connection ??= findConnection(env, cwd);
    return make(await import('./client'), connection);
  };
  return {
    oauth: () => connect((factories, found) => factories.oauthOperatorClient(found)),
    catalog: () => connect((factories, found) => factories.catalogOperatorClient(found)),
    billing: () => connect((factories, found) => factories.billingOperatorClient(found)),
    reseller: () => connect((factories, found) => factories.resellerOperatorClient(found)),
    merchant: () => findMerchantApi(env, cwd),
  };
}
