import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { isAllowedAddress, type TargetPolicy } from './address-policy';
import { describeFailure, failureKind, type OutboundFailure } from './describe-failure';
import { BlockedAddressError, guardedLookup } from './guarded-lookup';
import type { LookupFn } from './lookup';
import { parseTarget } from './parse-target';

export interface PostInput {
  url: string;
  body: Buffer | string;
  headers: Record<string, string>;
  /** One budget for connect, response and body together. */
  timeoutMs: number;
  policy: TargetPolicy;
  /** How much of the answer to keep (default 16 KiB); the rest is not read. */
  maxResponseBytes?: number;
  /** Replaces DNS (tests); the guard still checks every address it returns. */
  lookup?: LookupFn;
  /** Cancels the request (a worker shutting down); the result then says "aborted". */
  signal?: AbortSignal;
}

export interface OutboundResult {
  /** The endpoint answered 2xx in time. */
  ok: boolean;
  /** HTTP status, or null when no answer came. */
  status: number | null;
  durationMs: number;
  /** Why the exchange failed (timeout, refused, blocked…); null when it completed, whatever the status. */
  error: string | null;
  /** The start of the answer's body, UTF-8. */
  responseBody: string;
  /** Set with `error`: the failure's class (metrics), where `error` is the text people read. */
  failure?: OutboundFailure;
}

type Outcome = Omit<OutboundResult, 'durationMs'>;

const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024;

const failed = (error: string, failure: OutboundFailure, status: number | null = null): Outcome => ({
  ok: false,
  status,
  error,
  responseBody: '',
  failure,
});

/**
 * The one way Shopforge POSTs to a merchant-supplied URL. Never follows redirects (a 3xx is
 * just a status), bounds time and answer size, opens a fresh connection per request so no
 * socket is shared between tenants, refuses disallowed addresses on the address actually
 * connected to, and never throws: every outcome is a result.
 */
export async function postRaw(input: PostInput): Promise<OutboundResult> {
  const started = performance.now();
  const outcome = await new Promise<Outcome>((settle) => exchange(input, settle)).catch((error: unknown) =>
    failed(describeFailure(error), failureKind(error)),
  );
  return { ...outcome, durationMs: Math.round(performance.now() - started) };
}

function exchange(input: PostInput, settle: (outcome: Outcome) => void): void {
  const target = parseTarget(input.url);
  if (!target.ok) {
    settle(failed(`invalid URL: ${target.reason}`, 'invalid_url'));
    return;
  }
  // Node does not call `lookup` for IP literals, so the guard cannot see them; check here.
  if (isIP(target.host) !== 0 && !isAllowedAddress(target.host, input.policy)) {
    settle(failed(new BlockedAddressError(target.host).message, 'ssrf_refused'));
    return;
  }
  const maxBytes = input.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const body = typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : input.body;

  let status: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let req: ClientRequest | undefined;
  let done = false;
  const finish = (outcome: Outcome) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    settle(outcome);
    // Whatever is still open (a hanging body, a half-sent request) is of no further use.
    req?.destroy();
  };

  try {
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    req = send(target.url, {
      method: 'POST',
      headers: { ...input.headers, 'Content-Length': String(body.length) },
      lookup: guardedLookup(input.policy, input.lookup),
      agent: false,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    // Invalid header names or values throw synchronously, before any socket exists.
    finish(failed(describeFailure(error), failureKind(error)));
    return;
  }
  timer = setTimeout(
    () => finish(failed(`timeout after ${input.timeoutMs} ms`, 'timeout', status)),
    input.timeoutMs,
  );

  req.on('error', (error) => finish(failed(describeFailure(error), failureKind(error), status)));
  req.on('response', (res: IncomingMessage) => {
    const code = res.statusCode ?? 0;
    status = code;
    const chunks: Buffer[] = [];
    let kept = 0;
    const complete = () =>
      finish({
        ok: code >= 200 && code < 300,
        status: code,
        error: null,
        responseBody: Buffer.concat(chunks).toString('utf8'),
      });
    res.on('data', (chunk: Buffer) => {
      const slice = chunk.subarray(0, maxBytes - kept);
      chunks.push(slice);
      kept += slice.length;
      // The status is what counts; past the cap the rest of a large answer is not worth reading.
      if (kept >= maxBytes) complete();
    });
    res.on('end', complete);
    // A connection dropped mid-body still delivered its status, which is the answer.
    res.on('error', complete);
    res.on('close', complete);
  });
  req.end(body);
}
