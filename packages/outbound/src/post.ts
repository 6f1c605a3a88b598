import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { isAllowedAddress, type TargetPolicy } from './address-policy';
import { bareHost } from './check-target';
import { BlockedAddressError, guardedLookup } from './guarded-lookup';
import type { Resolver } from './resolve';

export interface PostInput {
  url: string;
  body: string | Buffer;
  headers: Record<string, string>;
  /** Covers connect, response and body together. */
  timeoutMs: number;
  policy: TargetPolicy;
  /** How much of the answer to keep (default 16 KiB). */
  maxResponseBytes?: number;
  /** Aborts the request (a stopping worker); the result then says so. */
  signal?: AbortSignal;
  resolver?: Resolver;
}

export interface OutboundResult {
  /** The answer was 2xx. */
  ok: boolean;
  /** HTTP status, or null when no answer came. */
  status: number | null;
  durationMs: number;
  /** Why no answer came (timeout, refused, blocked…); null when one did. */
  error: string | null;
  /** The start of the answer's body, UTF-8. */
  responseBody: string;
}

const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024;

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof BlockedAddressError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ETIMEDOUT_TOTAL':
      return `timeout after ${timeoutMs} ms`;
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset by the endpoint';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host does not resolve';
    case 'ABORT_ERR':
      return 'aborted';
    default:
      if (
        (typeof code === 'string' && code.startsWith('ERR_TLS')) ||
        /certificate|SSL|TLS/i.test(String(error))
      ) {
        return `TLS error: ${(error as Error).message}`.slice(0, 300);
      }
      return ((error as Error | undefined)?.message ?? 'request failed').slice(0, 300);
  }
}

/**
 * The one way Shopforge POSTs to a merchant-supplied URL: never follows redirects, bounds
 * time and answer size, opens a fresh connection per request (no socket shared across
 * tenants), refuses disallowed addresses on the address actually connected to, and never
 * throws: every outcome is a result.
 */
export function postRaw(input: PostInput): Promise<OutboundResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const maxBytes = input.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const body = typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : input.body;

  return new Promise<OutboundResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<OutboundResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const fail = (error: unknown) =>
      finish({ ok: false, status: null, error: describe(error, input.timeoutMs), responseBody: '' });

    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      settled = true;
      resolve({ ok: false, status: null, error: 'invalid URL', responseBody: '', durationMs: elapsed() });
      return;
    }
    const host = bareHost(url.hostname);
    // Node skips `lookup` for IP literals, so those are checked here.
    if (isIP(host) !== 0 && !isAllowedAddress(host, input.policy)) {
      settled = true;
      resolve({
        ok: false,
        status: null,
        error: new BlockedAddressError(host).message,
        responseBody: '',
        durationMs: elapsed(),
      });
      return;
    }

    const send =
      url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : undefined;
    if (!send) {
      settled = true;
      resolve({
        ok: false,
        status: null,
        error: 'unsupported URL scheme',
        responseBody: '',
        durationMs: elapsed(),
      });
      return;
    }

    const req = send(url, {
      method: 'POST',
      headers: { ...input.headers, 'Content-Length': String(body.length) },
      lookup: guardedLookup(input.policy, input.resolver),
      agent: false,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    const timer = setTimeout(() => {
      const error: NodeJS.ErrnoException = new Error('timeout');
      error.code = 'ETIMEDOUT_TOTAL';
      req.destroy(error);
    }, input.timeoutMs);

    req.on('error', fail);
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () =>
        finish({
          ok: status >= 200 && status < 300,
          status,
          error: null,
          responseBody: Buffer.concat(chunks).toString('utf8'),
        });
      res.on('data', (chunk: Buffer) => {
        if (kept >= maxBytes) return;
        const slice = chunk.subarray(0, maxBytes - kept);
        chunks.push(slice);
        kept += slice.length;
        // Enough kept: the status is what counts, so stop reading a large answer.
        if (kept >= maxBytes) {
          done();
          res.destroy();
        }
      });
      res.on('end', done);
      res.on('error', () => done());
      res.on('close', done);
    });
    req.end(body);
  });
}
