import { z } from 'zod';
import { CommandFailure } from './command-failure';
import { ConnectionError, DEFAULT_DATA_DIR, readRuntimeFile, runtimeFilePath } from './connection';
import { fetchFailureReason } from './fetch-failure';
import { UsageError } from './usage-error';

/** Where the merchant commands (`listen`, `trigger`) reach the Developer API, and as whom. */
export interface MerchantApi {
  /** The gateway's address, e.g. `http://127.0.0.1:3000`; it may end in a path of its own. */
  baseUrl: string;
  /** A merchant API key (`shx_…`) or an OAuth access token (`shpat_…`). */
  key: string;
}

/** What `listen` and every `trigger` need between them. */
export const MERCHANT_SCOPES = 'events.read products.write orders.write payments.write';

/** One call may take this long; a well platform answers in milliseconds. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * The key from SHOPFORGE_API_KEY (never a flag: shell history, `ps`); the address from
 * SHOPFORGE_API_URL, else the embedded platform's runtime file, as the operator commands find it.
 */
export function findMerchantApi(
  env: NodeJS.ProcessEnv,
  cwd: string,
  defaultDataDir = DEFAULT_DATA_DIR,
): MerchantApi {
  const key = env.SHOPFORGE_API_KEY?.trim();
  if (!key) {
    throw new UsageError(
      'Set SHOPFORGE_API_KEY to a shop’s API key (shx_…) or an OAuth access token (shpat_…); ' +
        `\`shopforge key create --shop <id> --scopes "${MERCHANT_SCOPES}"\` prints a key.`,
    );
  }
  return { baseUrl: baseUrlOf(env, cwd, defaultDataDir), key };
}

function baseUrlOf(env: NodeJS.ProcessEnv, cwd: string, defaultDataDir: string): string {
  const configured = env.SHOPFORGE_API_URL?.trim();
  if (configured) {
    if (!isHttpUrl(configured)) throw new UsageError('SHOPFORGE_API_URL must be an http(s) URL.');
    return configured;
  }
  const file = runtimeFilePath(env, cwd, defaultDataDir);
  const runtime = readRuntimeFile(file);
  if (!runtime) {
    throw new ConnectionError(
      `No running platform found (${file} is missing). Start it with \`npm start\`, or set ` +
        'SHOPFORGE_API_URL to the address of the platform’s gateway.',
    );
  }
  if (!runtime.gateway_url) throw new ConnectionError(`${file} is incomplete; restart the platform.`);
  return runtime.gateway_url;
}

export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `path` (e.g. `/dev/v1/products`) under the API's address, keeping any path that address has. */
export function apiUrl(api: MerchantApi, path: string, query: Record<string, string> = {}): URL {
  const base = api.baseUrl.endsWith('/') ? api.baseUrl : `${api.baseUrl}/`;
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

export function authorization(api: MerchantApi): Record<string, string> {
  return { authorization: `Bearer ${api.key}` };
}

/** A refusal of the Developer API, as its error envelope states it. */
export class MerchantApiError extends CommandFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});

/** `CODE: message (field: why; …)`, or the status line when the body is no envelope (a proxy's page). */
export async function apiErrorOf(response: Response): Promise<MerchantApiError> {
  const text = await response.text().catch(() => '');
  const envelope = errorEnvelopeSchema.safeParse(parseJson(text));
  if (!envelope.success) {
    const line = `${response.status} ${response.statusText}`.trim();
    return new MerchantApiError(response.status, `HTTP_${response.status}`, `The platform answered ${line}.`);
  }
  const { code, message, details } = envelope.data.error;
  const fields = details?.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
  return new MerchantApiError(response.status, code, `${code}: ${message}${fields ? ` (${fields})` : ''}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** fetch with a time limit, no answer at all reported as the platform being out of reach. */
export async function reach(url: URL, init: Omit<RequestInit, 'signal'>): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new ConnectionError(
      `Could not reach the platform at ${url.origin} (${fetchFailureReason(error)}).`,
    );
  }
}

/**
 * One JSON call of the Developer API: the body sent as JSON, a refusal thrown as a
 * MerchantApiError, the answer checked against `schema` (only the fields the CLI uses).
 */
export async function callApi<T>(
  api: MerchantApi,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  const response = await reach(apiUrl(api, path), {
    method,
    headers: {
      ...authorization(api),
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await apiErrorOf(response);
  const answer = schema.safeParse(parseJson(await response.text()));
  if (!answer.success) {
    throw new CommandFailure(
      `${method} ${path} answered ${response.status} with a body the CLI does not know.`,
    );
  }
  return answer.data;
}
