import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { extractContext, SpanKind, SpanStatusCode, withSpan } from '@shopforge/telemetry';
import type { WebhookDeps } from '../deps';
import { afterAttempt } from '../domain/schedule';
import { openSecret } from '../domain/secret-box';
import { attemptDelivery, attemptErrorMessage } from './attempt';
import { type Claim, claimDue, queueDepth, releaseClaim } from './claim';
import { countAttempt, outcomeOf, watchQueueDepth } from './metrics';
import { announceProgress } from './progress';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid';
  }
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
    this.unwatchDepth ??= watchQueueDepth(() => queueDepth(this.deps.prisma));
    this.loop.start();
  }

  async stop(): Promise<void> {
    this.unwatchDepth?.();
    this.unwatchDepth = undefined;
    this.abort.abort();
    await this.loop.stop();
  }

  /** Claims and sends one batch; resolves when every attempt of it is recorded. */
  async runOnce(): Promise<number> {
    const { prisma, clock, settings } = this.deps;
    const now = clock.now();
    const claims = await claimDue(
      prisma,
      now,
      new Date(now.getTime() + settings.timeoutMs * CLAIM_TIMEOUT_FACTOR),
      settings.concurrency,
    );
    await Promise.all(claims.map((claim) => this.deliver(claim)));
    return claims.length;
  }

  private async deliver(claim: Claim): Promise<void> {
    const { prisma, clock, settings, log } = this.deps;
    const row = await prisma.webhookDelivery.findUnique({
      where: { id: claim.id },
      include: { webhook: true, callback: true },
    });
    if (!row) return;
    const endpoint = row.webhook ?? row.callback;
    const now = clock.now();
    if (!endpoint) {
      countAttempt('endpoint_deleted');
      await this.record(claim, row, now, { ok: false, status: null, error: 'The webhook was deleted.' });
      return;
    }
    let secret: string;
    try {
      secret = openSecret(settings.secretKey, endpoint.secretCiphertext);
    } catch (error) {
      log.error(
        { err: error, delivery_id: row.id },
        'webhook secret cannot be decrypted (WEBHOOK_SECRET_KEY changed?)',
      );
      countAttempt('secret_unreadable');
      await this.record(claim, row, now, {
        ok: false,
        status: null,
        error: 'The webhook secret cannot be read; rotate it.',
      });
      return;
    }
    const outcome = await withSpan(
      `webhook deliver ${row.event}`,
      {
        'shopforge.webhook.event': row.event,
        'shopforge.webhook.delivery_id': row.id,
        'shopforge.webhook.attempt': claim.attempts,
        // The host only: a merchant URL's path or query may carry a token.
        'server.address': hostOf(endpoint.url),
      },
      async (span) => {
        const attempt = await attemptDelivery({
          deliveryId: row.id,
          event: row.event,
          url: endpoint.url,
          body: row.body,
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
        parent: extractContext(row.traceparent ? { traceparent: row.traceparent } : {}),
      },
    );
    if (this.abort.signal.aborted) {
      // Stopped mid-request: not the endpoint's failure; the attempt is made again after restart.
      await releaseClaim(prisma, claim, clock.now());
      return;
    }
    countAttempt(outcomeOf(outcome.result));
    await this.record(claim, { ...row, url: endpoint.url }, outcome.startedAt, {
      ok: outcome.result.ok,
      status: outcome.result.status,
      error: attemptErrorMessage(outcome.result),
      durationMs: outcome.result.durationMs,
      responseBody: outcome.result.responseBody,
      headers: outcome.headers,
    });
  }

  private async record(
    claim: Claim,
    row: {
      id: string;
      shopId: string;
      webhookId: string | null;
      invoiceUniqid: string | null;
      event: string;
      url: string;
    },
    startedAt: Date,
    result: {
      ok: boolean;
      status: number | null;
      error: string | null;
      durationMs?: number;
      responseBody?: string;
      headers?: Record<string, string>;
    },
  ): Promise<void> {
    const { prisma, clock, settings } = this.deps;
    const now = clock.now();
    // A missing endpoint or secret is final: retrying cannot help.
    const final = result.headers === undefined;
    const verdict = final
      ? { status: 'FAILED' as const, nextAttemptAt: null }
      : afterAttempt(claim.attempts, result.ok, now, settings.retryScale);
    const durationMs = Math.round(result.durationMs ?? 0);
    await prisma.$transaction(async (tx) => {
      // Guarded by the claim: if this attempt overran its lock and another worker re-claimed
      // the row, the later attempt owns it and this result is dropped.
      const updated = await tx.webhookDelivery.updateMany({
        where: { id: claim.id, status: 'PROCESSING', attempts: claim.attempts },
        data: {
          status: verdict.status,
          nextAttemptAt: verdict.nextAttemptAt,
          lockedUntil: null,
          responseCode: result.status,
          errorMessage: result.error,
          durationMs,
          url: row.url,
          updatedAt: now,
        },
      });
      if (updated.count === 0) return;
      await tx.webhookDeliveryAttempt.create({
        data: {
          id: crypto.randomUUID(),
          deliveryId: claim.id,
          number: claim.attempts,
          startedAt,
          durationMs,
          responseCode: result.status,
          errorMessage: result.error,
          responseBody: result.responseBody ?? null,
          requestHeaders: result.headers ?? {},
        },
      });
      await announceProgress(
        tx,
        {
          ...row,
          status: verdict.status,
          attempts: claim.attempts,
          responseCode: result.status,
          errorMessage: result.error,
        },
        now,
      );
    });
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
