import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { extractContext, injectTraceHeaders, SpanKind, SpanStatusCode, withSpan } from '@shopforge/telemetry';
import type { WebhookDeps } from '../deps';
import { afterAttempt } from '../domain/schedule';
import { openSecret } from '../domain/secret-box';
import { attemptDelivery, attemptErrorMessage } from './attempt';
import { type ClaimedDelivery, claimDue, queueDepth, releaseClaims } from './claim';
import { countAttempt, outcomeOf, watchQueueDepth } from './metrics';
import type { AttemptResult } from './record';
import { recordAttempts } from './record';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid';
  }
}

/** An attempt that ended (sent, or final without a request), before its verdict. */
type Ended = Omit<AttemptResult, 'verdict'> & { succeeded: boolean; final?: true };

/** A missing endpoint or secret is final: retrying cannot help. No request, so no headers. */
function finalFailure(delivery: ClaimedDelivery, startedAt: Date, errorMessage: string): Ended {
  return {
    delivery,
    url: delivery.url,
    startedAt,
    succeeded: false,
    final: true,
    responseCode: null,
    errorMessage,
    durationMs: 0,
    responseBody: null,
    requestHeaders: {},
  };
}

function withVerdict(ended: Ended, now: Date, retryScale: number): AttemptResult {
  const { succeeded, final, ...result } = ended;
  const verdict = final
    ? { status: 'FAILED' as const, nextAttemptAt: null }
    : afterAttempt(ended.delivery.attempts, succeeded, now, retryScale);
  return { ...result, verdict };
}

/**
 * A claim outlives its attempt's timeout by as much again (60 s with the spec's 30 s): only
 * then may another worker take the row, so a slow but live attempt is not duplicated.
 */
const CLAIM_TIMEOUT_FACTOR = 2;

/**
 * The delivery worker: claims due deliveries from the durable queue, sends them, records each
 * attempt. Any number of replicas may run (claims use SKIP LOCKED). Stopping aborts requests
 * in flight and hands their claims back, so a stopped worker loses nothing; a killed one's
 * claims expire after twice the timeout and are taken again.
 */
export class DeliveryWorker implements BackgroundWorker {
  private readonly abort = new AbortController();
  private readonly loop = new PollingLoop(() => this.iteration());
  private idlePolls = 0;
  private unwatchDepth: (() => void) | undefined;

  constructor(private readonly deps: WebhookDeps) {}

  start(): void {
    this.unwatchDepth ??= watchQueueDepth(() => queueDepth(this.deps.sql));
    this.loop.start();
  }

  async stop(): Promise<void> {
    this.unwatchDepth?.();
    this.unwatchDepth = undefined;
    this.abort.abort();
    await this.loop.stop();
  }

  /**
   * Claims and sends one batch; resolves when every attempt of it is recorded. The batch costs
   * two statements besides the requests: its claim and, once every attempt has ended, its
   * record (claim.ts and record.ts say why each is safe to crash around).
   */
  async runOnce(): Promise<number> {
    const { sql, clock, settings } = this.deps;
    const now = clock.now();
    const claims = await claimDue(
      sql,
      now,
      new Date(now.getTime() + settings.timeoutMs * CLAIM_TIMEOUT_FACTOR),
      settings.concurrency,
    );
    if (claims.length === 0) return 0;
    const ended = await Promise.all(claims.map((claim) => this.deliver(claim)));
    const results = ended.filter((result): result is Ended => result !== 'released');
    // Stopped mid-request: not the endpoint's failure; the attempt is made again after restart.
    const released = claims.filter((_, i) => ended[i] === 'released');
    await releaseClaims(sql, released, clock.now());
    await this.record(results);
    return claims.length;
  }

  private async deliver(claim: ClaimedDelivery): Promise<Ended | 'released'> {
    const { clock, settings, log } = this.deps;
    const now = clock.now();
    if (claim.endpoint_url === null || claim.secret_ciphertext === null) {
      countAttempt('endpoint_deleted');
      return finalFailure(claim, now, 'The webhook was deleted.');
    }
    let secret: string;
    try {
      secret = openSecret(settings.secretKey, claim.secret_ciphertext);
    } catch (error) {
      log.error(
        { err: error, delivery_id: claim.id },
        'webhook secret cannot be decrypted (WEBHOOK_SECRET_KEY changed?)',
      );
      countAttempt('secret_unreadable');
      return finalFailure(claim, now, 'The webhook secret cannot be read; rotate it.');
    }
    const url = claim.endpoint_url;
    const outcome = await withSpan(
      `webhook deliver ${claim.event}`,
      {
        'shopforge.webhook.event': claim.event,
        'shopforge.webhook.delivery_id': claim.id,
        'shopforge.webhook.attempt': claim.attempts,
        // The host only: a merchant URL's path or query may carry a token.
        'server.address': hostOf(url),
      },
      async (span) => {
        const attempt = await attemptDelivery({
          deliveryId: claim.id,
          event: claim.event,
          url,
          body: claim.body,
          secret,
          now,
          timeoutMs: settings.timeoutMs,
          policy: { allowLoopback: settings.allowLoopback },
          signal: this.abort.signal,
        });
        if (attempt.result.status !== null)
          span.setAttribute('http.response.status_code', attempt.result.status);
        if (!attempt.result.ok)
          span.setStatus({ code: SpanStatusCode.ERROR, message: attempt.result.error ?? 'non-2xx' });
        return attempt;
      },
      {
        kind: SpanKind.CLIENT,
        parent: extractContext(claim.traceparent ? { traceparent: claim.traceparent } : {}),
      },
    );
    if (this.abort.signal.aborted) return 'released';
    countAttempt(outcomeOf(outcome.result));
    return {
      delivery: claim,
      url,
      startedAt: outcome.startedAt,
      succeeded: outcome.result.ok,
      responseCode: outcome.result.status,
      errorMessage: attemptErrorMessage(outcome.result),
      durationMs: outcome.result.durationMs,
      responseBody: outcome.result.responseBody,
      requestHeaders: outcome.headers,
    };
  }

  /**
   * The batch's results in one statement. Should that statement fail (a result the database
   * refuses), each result is recorded alone, so one bad result cannot hold back its batch; the
   * ones that still fail stay claimed and are retried once their lease ends.
   */
  private async record(ended: Ended[]): Promise<void> {
    if (ended.length === 0) return;
    const { sql, clock, settings, log } = this.deps;
    const now = clock.now();
    const results = ended.map((result) => withVerdict(result, now, settings.retryScale));
    const traceparent = injectTraceHeaders({}).traceparent ?? null;
    try {
      await recordAttempts(sql, results, now, traceparent);
    } catch (error) {
      if (results.length === 1) throw error;
      for (const result of results) {
        await recordAttempts(sql, [result], now, traceparent).catch((err: unknown) =>
          log.error({ err, delivery_id: result.delivery.id }, 'webhook attempt could not be recorded'),
        );
      }
    }
  }

  /** One poll: at once again after a full batch, else after the poll interval. */
  private async iteration(): Promise<number> {
    try {
      const claimed = await this.runOnce();
      if (claimed >= this.deps.settings.concurrency) return 0;
      // An idle queue is polled less and less often, up to 4 × the poll interval.
      this.idlePolls = claimed > 0 ? 0 : this.idlePolls + 1;
      return Math.min(
        this.deps.settings.pollMs * 4,
        this.deps.settings.pollMs * 2 ** Math.max(0, this.idlePolls - 1),
      );
    } catch (error) {
      this.deps.log.error({ err: error }, 'webhook delivery batch failed');
      return this.deps.settings.pollMs;
    }
  }
}
