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
import { GroupRecorder } from './group-recorder';

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
 *
 * A pipeline rather than batch after batch: up to `concurrency` attempts are sent at once, a
 * new claim fills the free slots once half of them are free (so a claim takes several rows),
 * and results are recorded by group commit (GroupRecorder) while other attempts are sent. One
 * slow endpoint therefore holds one slot, not a whole batch, and neither the claim's nor the
 * record's round trip leaves the slots idle.
 */
export class DeliveryWorker implements BackgroundWorker {
  private readonly abort = new AbortController();
  private readonly loop = new PollingLoop(() => this.iteration());
  /** Attempts whose request is under way: one slot each. */
  private readonly sending = new Set<Promise<void>>();
  /** Attempts not yet recorded (or released): what stop() waits for. */
  private readonly unrecorded = new Set<Promise<void>>();
  private readonly recorder = new GroupRecorder<Ended>((ended) => this.record(ended));
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
    await Promise.all(this.unrecorded);
  }

  /**
   * Claims as many due deliveries as there are free slots and sends them; resolves when every
   * attempt of this claim is recorded. The statements: the claim, and the record its results
   * share with whatever else ended meanwhile (claim.ts and record.ts say why each is safe to
   * crash around).
   */
  async runOnce(): Promise<number> {
    const claims = await this.claim(this.deps.settings.concurrency - this.sending.size);
    await Promise.all(claims.map((claim) => claim.recorded));
    return claims.length;
  }

  private async claim(slots: number): Promise<Array<{ recorded: Promise<void> }>> {
    if (slots <= 0) return [];
    const { sql, clock, settings } = this.deps;
    const now = clock.now();
    const claims = await claimDue(
      sql,
      now,
      new Date(now.getTime() + settings.timeoutMs * CLAIM_TIMEOUT_FACTOR),
      slots,
    );
    return claims.map((claim) => {
      const ended = this.deliver(claim);
      const sent = ended.then(() => undefined);
      this.sending.add(sent);
      void sent.finally(() => this.sending.delete(sent));
      const recorded = ended.then((result) =>
        // Stopped mid-request: not the endpoint's failure; the attempt is made again after restart.
        result === 'released' ? this.release(claim) : this.recorder.add(result),
      );
      this.unrecorded.add(recorded);
      void recorded.finally(() => this.unrecorded.delete(recorded));
      return { recorded };
    });
  }

  private async release(claim: ClaimedDelivery): Promise<void> {
    await releaseClaims(this.deps.sql, [claim], this.deps.clock.now()).catch((err: unknown) =>
      this.deps.log.error({ err, delivery_id: claim.id }, 'webhook claim could not be released'),
    );
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
   * Results in one statement. Should that statement fail (a result the database refuses), each
   * is recorded alone, so one bad result cannot hold back the others; one that still fails stays
   * claimed and is sent again once its lease ends. Never throws: it reports.
   */
  private async record(ended: Ended[]): Promise<void> {
    const { sql, clock, settings, log } = this.deps;
    const now = clock.now();
    const results = ended.map((result) => withVerdict(result, now, settings.retryScale));
    const traceparent = injectTraceHeaders({}).traceparent ?? null;
    try {
      await recordAttempts(sql, results, now, traceparent);
      return;
    } catch (error) {
      if (results.length === 1) {
        log.error(
          { err: error, delivery_id: results[0]?.delivery.id },
          'webhook attempt could not be recorded',
        );
        return;
      }
    }
    for (const result of results) {
      await recordAttempts(sql, [result], now, traceparent).catch((err: unknown) =>
        log.error({ err, delivery_id: result.delivery.id }, 'webhook attempt could not be recorded'),
      );
    }
  }

  /**
   * One poll: claim for the free slots once half of them are free (waiting for that while they
   * are busy); at once again after a full claim, else after the poll interval.
   */
  private async iteration(): Promise<number> {
    const { concurrency, pollMs } = this.deps.settings;
    try {
      const free = concurrency - this.sending.size;
      if (free < Math.ceil(concurrency / 2)) {
        await Promise.race(this.sending);
        return 0;
      }
      const claimed = (await this.claim(free)).length;
      if (claimed >= free) return 0;
      // An idle queue is polled less and less often, up to 4 × the poll interval.
      this.idlePolls = claimed > 0 || this.sending.size > 0 ? 0 : this.idlePolls + 1;
      return Math.min(pollMs * 4, pollMs * 2 ** Math.max(0, this.idlePolls - 1));
    } catch (error) {
      this.deps.log.error({ err: error }, 'webhook delivery claim failed');
      return pollMs;
    }
  }
}
