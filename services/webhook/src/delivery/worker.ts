import { openSecret } from '@shopforge/service-kit';
import { setMaxListeners } from 'node:events';
import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { extractContext, injectTraceHeaders, SpanKind, SpanStatusCode, withSpan } from '@shopforge/telemetry';
import type { WebhookDeps } from '../deps';
import { afterAttempt } from '../domain/schedule';
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
    : afterAttempt(
        ended.delivery.attempts,
        succeeded,
        now,
        retryScale,
        Math.random(),
        ended.delivery.retry_schedule,
      );
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
 * A pipeline rather than batch after batch: up to `concurrency` attempts are sent at once, and
 * a slot that frees takes the next delivery at once from a few claimed ahead (`ready`), so the
 * claim's round trip does not leave it idle. A claim refills `ready` once there is room for half
 * a slot set (so a claim takes several rows), and results are recorded by group commit
 * (GroupRecorder) while other attempts are sent. One slow endpoint holds one slot, not a batch.
 */
export class DeliveryWorker implements BackgroundWorker {
  private readonly abort = new AbortController();
  private readonly loop = new PollingLoop(() => this.iteration());
  /** Attempts whose request is under way: one slot each. */
  private readonly sending = new Set<Promise<void>>();
  /** Claimed ahead, waiting for a slot, oldest first. */
  private ready: Array<{ claim: ClaimedDelivery; claimedAt: number }> = [];
  /** Attempts not yet recorded (or released): what stop() waits for. */
  private readonly unrecorded = new Set<Promise<void>>();
  private readonly recorder = new GroupRecorder<Ended>((ended) => this.record(ended));
  private idlePolls = 0;
  private unwatchDepth: (() => void) | undefined;

  constructor(private readonly deps: WebhookDeps) {
    // Each request in flight listens on the stop signal until its socket closes, which can be a
    // little after its slot is taken again: more than Node's default of 10 is expected here.
    setMaxListeners(deps.settings.concurrency * 4 + 10, this.abort.signal);
  }

  start(): void {
    this.unwatchDepth ??= watchQueueDepth(() => queueDepth(this.deps.sql));
    this.loop.start();
  }

  async stop(): Promise<void> {
    this.unwatchDepth?.();
    this.unwatchDepth = undefined;
    this.abort.abort();
    await this.loop.stop();
    // Claimed ahead, never sent: handed back, due again at once.
    const unsent = this.ready.map((entry) => entry.claim);
    this.ready = [];
    await this.release(unsent);
    await Promise.all(this.unrecorded);
  }

  /**
   * Claims as many due deliveries as there are free slots and sends them; resolves when every
   * attempt of this claim is recorded. The statements: the claim, and the record its results
   * share with whatever else ended meanwhile (claim.ts and record.ts say why each is safe to
   * crash around).
   */
  async runOnce(): Promise<number> {
    const room = this.deps.settings.concurrency - this.sending.size - this.ready.length;
    const claims = await this.claim(room);
    await Promise.all(claims.map((claim) => this.send(claim)));
    return claims.length;
  }

  private async claim(rows: number): Promise<ClaimedDelivery[]> {
    if (rows <= 0) return [];
    const { sql, clock, settings } = this.deps;
    const now = clock.now();
    return claimDue(sql, now, new Date(now.getTime() + settings.timeoutMs * CLAIM_TIMEOUT_FACTOR), rows);
  }

  /** Sends one claimed delivery in a slot; resolves once its attempt is recorded (or released). */
  private send(claim: ClaimedDelivery): Promise<void> {
    const ended = this.deliver(claim);
    const sent = ended.then(() => undefined);
    this.sending.add(sent);
    void sent.finally(() => {
      this.sending.delete(sent);
      this.pump();
    });
    const recorded = ended.then((result) =>
      // Stopped mid-request: not the endpoint's failure; the attempt is made again after restart.
      result === 'released' ? this.release([claim]) : this.recorder.add(result),
    );
    this.unrecorded.add(recorded);
    void recorded.finally(() => this.unrecorded.delete(recorded));
    return recorded;
  }

  /**
   * Fills free slots from `ready`. A claim waited there at most while every slot was busy, up to
   * one attempt timeout; one that waited longer is handed back rather than sent, so no attempt
   * outlives its claim's lease (twice the timeout) and another worker never sends it alongside.
   */
  private pump(): void {
    const { clock, settings } = this.deps;
    const stale: ClaimedDelivery[] = [];
    while (this.sending.size < settings.concurrency && !this.abort.signal.aborted) {
      const next = this.ready.shift();
      if (!next) break;
      const waited = clock.now().getTime() - next.claimedAt;
      if (waited > settings.timeoutMs * (CLAIM_TIMEOUT_FACTOR - 1)) stale.push(next.claim);
      else void this.send(next.claim);
    }
    if (stale.length > 0) {
      const released = this.release(stale);
      this.unrecorded.add(released);
      void released.finally(() => this.unrecorded.delete(released));
    }
  }

  private async release(claims: ClaimedDelivery[]): Promise<void> {
    await releaseClaims(this.deps.sql, claims, this.deps.clock.now()).catch((err: unknown) =>
      this.deps.log.error(
        { err, delivery_ids: claims.map((claim) => claim.id) },
        'webhook claims could not be released',
      ),
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
    let previousSecret: string | null;
    try {
      secret = openSecret(settings.secretKey, claim.secret_ciphertext);
      previousSecret =
        claim.previous_secret_ciphertext === null
          ? null
          : openSecret(settings.secretKey, claim.previous_secret_ciphertext);
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
          previousSecret,
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
   * One poll: while fewer than half a slot set of rows could be claimed (slots busy, `ready`
   * full), wait for a slot; else claim for slots and `ready` together (up to twice the
   * concurrency in hand). At once again after a full claim, else after the poll interval.
   */
  private async iteration(): Promise<number> {
    const { concurrency, pollMs } = this.deps.settings;
    try {
      const room = 2 * concurrency - this.sending.size - this.ready.length;
      if (room < Math.ceil(concurrency / 2) && this.sending.size > 0) {
        await Promise.race(this.sending);
        return 0;
      }
      const claimedAt = this.deps.clock.now().getTime();
      const claims = await this.claim(room);
      for (const claim of claims) this.ready.push({ claim, claimedAt });
      this.pump();
      if (claims.length >= room) return 0;
      // An idle queue is polled less and less often, up to 4 × the poll interval.
      this.idlePolls = claims.length > 0 || this.sending.size > 0 ? 0 : this.idlePolls + 1;
      return Math.min(pollMs * 4, pollMs * 2 ** Math.max(0, this.idlePolls - 1));
    } catch (error) {
      this.deps.log.error({ err: error }, 'webhook delivery claim failed');
      return pollMs;
    }
  }
}
