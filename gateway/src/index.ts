export { createGatewayApp } from './app';
export { createGatewayServer } from './server';
export { createServiceClients, type ServiceClients, type ServiceUrls } from './upstream/clients';
export { ROUTE_TABLE } from './routes/table';
export type { GatewayLogger } from './logger';
export { type GatewayStores, memoryStores, redisStores } from './stores';
export { CredentialCache, type CredentialCacheOptions } from './auth/credential-cache';
export { evictOnCredentialChanges } from './auth/credential-signals';
export { CREDENTIAL_CACHE_DEFAULTS, credentialCacheEnvShape } from './env';
