import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the operator CLI finds a running platform. */
export interface Connection {
  oauthUrl: string;
  /** Absent only in production when CATALOG_SERVICE_URL is unset (product commands need it). */
  catalogUrl?: string | undefined;
  /** Absent only in production when BILLING_SERVICE_URL is unset (order commands need it). */
  billingUrl?: string | undefined;
  /** Absent only in production when RESELLER_SERVICE_URL is unset (reseller commands need it). */
  resellerUrl?: string | undefined;
  operatorToken: string;
}

/** The file the embedded platform writes on start (mode 0600) and removes on stop. */
export const RUNTIME_FILE = 'platform.json';

export class ConnectionError extends Error {}

/** The repository's `.data/`, wherever the CLI is started from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

/** What the embedded platform writes to its runtime file. */
export interface RuntimeFile {
  gateway_url?: string;
  services?: { oauth?: string; catalog?: string; billing?: string; reseller?: string };
  operator_token?: string;
}

/** `<data dir>/platform.json`: SHOPFORGE_DATA_DIR (relative to `cwd`) or the repository's `.data/`. */
export function runtimeFilePath(env: NodeJS.ProcessEnv, cwd: string, defaultDataDir = DEFAULT_DATA_DIR) {
  const dataDir = env.SHOPFORGE_DATA_DIR ? resolve(cwd, env.SHOPFORGE_DATA_DIR) : defaultDataDir;
  return resolve(dataDir, RUNTIME_FILE);
}

/** The runtime file's content, or undefined when it is missing (no embedded platform running). */
export function readRuntimeFile(file: string): RuntimeFile | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as RuntimeFile;
}

/**
 * Production: OPERATOR_TOKEN and OAUTH_SERVICE_URL from the environment.
 * Embedded: `<data dir>/platform.json`, written by `pnpm start`.
 */
export function findConnection(
  env: NodeJS.ProcessEnv,
  cwd: string,
  defaultDataDir = DEFAULT_DATA_DIR,
): Connection {
  if (env.SHOPFORGE_OPERATOR_TOKEN && env.OAUTH_SERVICE_URL) {
    return {
      oauthUrl: env.OAUTH_SERVICE_URL,
      catalogUrl: env.CATALOG_SERVICE_URL,
      billingUrl: env.BILLING_SERVICE_URL,
      resellerUrl: env.RESELLER_SERVICE_URL,
      operatorToken: env.SHOPFORGE_OPERATOR_TOKEN,
    };
  }
  const file = runtimeFilePath(env, cwd, defaultDataDir);
  const runtime = readRuntimeFile(file);
  if (!runtime) {
    throw new ConnectionError(
      `No running platform found (${file} is missing). Start it with \`npm start\`, or set ` +
        'SHOPFORGE_OPERATOR_TOKEN and OAUTH_SERVICE_URL for a production deployment.',
    );
  }
  if (!runtime.services?.oauth || !runtime.operator_token) {
    throw new ConnectionError(`${file} is incomplete; restart the platform.`);
  }
  return {
    oauthUrl: runtime.services.oauth,
    catalogUrl: runtime.services.catalog,
    billingUrl: runtime.services.billing,
    resellerUrl: runtime.services.reseller,
    operatorToken: runtime.operator_token,
  };
}
