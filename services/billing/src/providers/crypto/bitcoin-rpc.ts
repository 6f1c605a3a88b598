/**
 * A minimal JSON-RPC 1.0 client for Bitcoin-family nodes (bitcoind, litecoind), as their
 * `bitcoin-cli` speaks it: POST `{ jsonrpc: '1.0', id, method, params }` to the node, or to
 * `/wallet/<name>` for a wallet's calls, with HTTP basic auth.
 */

import { rpcEndpoint } from './rpc-endpoint';

export const DEFAULT_RPC_TIMEOUT_MS = 10_000;

/** Params by position, or by name (the node's argument names, e.g. `{ wallet_name: 'w' }`). */
export type RpcParams = readonly unknown[] | Readonly<Record<string, unknown>>;

export interface RpcCall {
  method: string;
  params?: RpcParams;
}

export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: BitcoinRpcError };

export interface BitcoinRpcOptions {
  /** `http://user:pass@host:port`; the credentials go into an Authorization header (Node's fetch
   * refuses URLs that carry them). */
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The node answered with an error (`code` is its RPC error code), or could not be asked (`code` null). */
export class BitcoinRpcError extends Error {
  override readonly name = 'BitcoinRpcError';

  constructor(
    readonly method: string,
    message: string,
    readonly code: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Well-known node error codes (bitcoin/src/rpc/protocol.h). */
export const RPC_INVALID_ADDRESS_OR_KEY = -5;
export const RPC_WALLET_NOT_FOUND = -18;

export class BitcoinRpc {
  readonly #baseUrl: string;
  readonly #authorization: string | null;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  #nextId = 1;

  constructor(options: BitcoinRpcOptions) {
    const endpoint = rpcEndpoint(options.url);
    this.#authorization = endpoint.authorization;
    this.#baseUrl = endpoint.url;
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  }

  /** The node's URL without credentials, for messages. */
  get url(): string {
    return this.#baseUrl;
  }

  /** One call; the node's error is thrown as a `BitcoinRpcError`. */
  async call(method: string, params: RpcParams = [], wallet?: string): Promise<unknown> {
    const body = await this.#post(method, this.#request(method, params), wallet);
    const outcome = this.#outcome(method, body);
    if (!outcome.ok) throw outcome.error;
    return outcome.result;
  }

  /** Several calls in one HTTP request (the node runs them in order); each succeeds or fails on its own. */
  async batch(calls: readonly RpcCall[], wallet?: string): Promise<RpcOutcome[]> {
    if (calls.length === 0) return [];
    const label = `batch(${calls.map((c) => c.method).join(',')})`;
    const requests = calls.map((c) => this.#request(c.method, c.params ?? []));
    const body = await this.#post(label, requests, wallet);
    if (!Array.isArray(body)) {
      // A batch the node refused as a whole comes back as one error object.
      const outcome = this.#outcome(label, body);
      throw outcome.ok
        ? new BitcoinRpcError(label, `${label}: the node did not answer a batch`, null)
        : outcome.error;
    }
    const byId = new Map<unknown, unknown>(
      body.map((entry) => [isRecord(entry) ? entry.id : undefined, entry]),
    );
    return calls.map((c, i) => {
      const entry = byId.get(requests[i]?.id);
      if (entry === undefined) {
        return {
          ok: false,
          error: new BitcoinRpcError(c.method, `${c.method}: missing from the batch answer`, null),
        };
      }
      return this.#outcome(c.method, entry);
    });
  }

  #request(method: string, params: RpcParams) {
    return { jsonrpc: '1.0', id: this.#nextId++, method, params };
  }

  #outcome(method: string, body: unknown): RpcOutcome {
    if (!isRecord(body) || !('result' in body || 'error' in body)) {
      return { ok: false, error: new BitcoinRpcError(method, `${method}: not a JSON-RPC answer`, null) };
    }
    const error = body.error;
    if (error !== null && error !== undefined) {
      const code = isRecord(error) && typeof error.code === 'number' ? error.code : null;
      const message =
        isRecord(error) && typeof error.message === 'string' ? error.message : JSON.stringify(error);
      const suffix = code === null ? '' : ` (code ${code})`;
      return { ok: false, error: new BitcoinRpcError(method, `${method}: ${message}${suffix}`, code) };
    }
    return { ok: true, result: body.result ?? null };
  }

  async #post(label: string, payload: unknown, wallet: string | undefined): Promise<unknown> {
    const url =
      wallet === undefined ? this.#baseUrl : `${this.#baseUrl}/wallet/${encodeURIComponent(wallet)}`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.#authorization) headers.authorization = this.#authorization;
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut
        ? `no answer within ${this.#timeoutMs} ms`
        : error instanceof Error
          ? describeFetchError(error)
          : String(error);
      throw new BitcoinRpcError(label, `${label}: ${url}: ${reason}`, null, { cause: error });
    }
    if (response.status === 401 || response.status === 403) {
      throw new BitcoinRpcError(
        label,
        `${label}: ${url}: HTTP ${response.status} (wrong RPC credentials?)`,
        null,
      );
    }
    // The node answers its errors with HTTP 404/500 and a JSON-RPC body: prefer the body.
    try {
      return parseJsonExactDecimals(text);
    } catch {
      const excerpt = text.trim().slice(0, 200);
      throw new BitcoinRpcError(
        label,
        `${label}: ${url}: HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}`,
        null,
      );
    }
  }
}

function describeFetchError(error: Error): string {
  const cause = error.cause;
  return cause instanceof Error && cause.message ? `${error.message} (${cause.message})` : error.message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const JSON_STRING_OR_NUMBER = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;

/**
 * `JSON.parse`, except that numbers with a fraction or an exponent come back as their exact
 * source text (`0.01250000` → `'0.01250000'`): the node prints coin amounts as decimals with 8
 * places, and a double cannot hold them exactly. Integers stay numbers. Strings are matched as
 * whole tokens first, so digits inside them are left alone.
 */
export function parseJsonExactDecimals(text: string): unknown {
  return JSON.parse(
    text.replace(JSON_STRING_OR_NUMBER, (token) =>
      token.startsWith('"') || !/[.eE]/.test(token) ? token : `"${token}"`,
    ),
  );
}

const COIN_DECIMAL = /^(-?)(\d+)(?:\.(\d{1,8}))?$/;

/** A coin amount as the node prints it (`'0.01250000'`, or an integer) in base units (satoshis). */
export function coinsToUnits(amount: unknown): bigint {
  if (typeof amount === 'number' && Number.isSafeInteger(amount)) return BigInt(amount) * 100_000_000n;
  const match = typeof amount === 'string' ? COIN_DECIMAL.exec(amount) : null;
  if (!match) throw new Error(`not a coin amount with at most 8 decimals: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
  return sign === '-' ? -units : units;
}
