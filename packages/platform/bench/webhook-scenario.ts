/**
 * The `webhooks` scenario of `pnpm bench` (issue 22 item 5): signed deliveries per second from
 * event creation to a loopback receiver, fan-out included, on PostgreSQL. Starts the receiver
 * and the platform children (bench/webhook-receiver.ts, bench/webhook-deliveries.ts), runs
 * `runs` measured runs of `seconds` each and returns them with the receiver's CPU.
 */
import { canPin, pinToCpu, startChild } from './child';
import type {
  WebhookBenchReply,
  WebhookBenchRequest,
  WebhookReceiverReply,
  WebhookReceiverRequest,
  WebhookRun,
} from './webhook-protocol';

export interface WebhookScenarioOptions {
  /** Load before each window, thrown away; the idle back-off of relays and worker lasts up to 2 s. */
  warmupSeconds: number;
  seconds: number;
  runs: number;
  /** One event fanned out to this many endpoints (50). */
  endpoints: number;
  /** Events created at once per round (20). */
  eventsPerRound: number;
  /** Platform on CPU 0, receiver on CPU 1 (PostgreSQL and Redis are not pinned). */
  pin: boolean;
  telemetry: boolean;
  log: (line: string) => void;
}

export interface WebhookFigures {
  runs: WebhookRun[];
  pinned: boolean;
}

export async function runWebhookScenario(options: WebhookScenarioOptions): Promise<WebhookFigures> {
  const receiver = startChild<WebhookReceiverRequest, WebhookReceiverReply>('./webhook-receiver.ts');
  const platform = startChild<WebhookBenchRequest, WebhookBenchReply>('./webhook-deliveries.ts', {
    platform: true,
    env: { BENCH_TELEMETRY_ON: options.telemetry ? '1' : '0' },
  });
  try {
    const { url } = await receiver.next(
      (r): r is Extract<WebhookReceiverReply, { type: 'listening' }> => r.type === 'listening',
    );
    options.log(
      `webhooks: booting the platform on PostgreSQL and Redis with ${options.endpoints} endpoints ...`,
    );
    platform.send({ type: 'start', receiverUrl: url, endpoints: options.endpoints });
    const ready = await platform.next(
      (r): r is Extract<WebhookBenchReply, { type: 'ready' | 'failed' }> =>
        r.type === 'ready' || r.type === 'failed',
      600_000,
    );
    if (ready.type === 'failed') throw new Error(`webhooks platform: ${ready.message}`);
    receiver.send({ type: 'secrets', secrets: ready.secrets });
    await receiver.next(
      (r): r is Extract<WebhookReceiverReply, { type: 'secrets-set' }> => r.type === 'secrets-set',
    );
    const pinned = options.pin && canPin();
    if (pinned) {
      pinToCpu(platform.pid, 0);
      pinToCpu(receiver.pid, 1);
    }
    const runs: WebhookFigures['runs'] = [];
    for (let i = 0; i < options.runs; i++) {
      options.log(
        `webhooks: run ${i + 1}/${options.runs}, rounds of ${options.eventsPerRound} events x ${options.endpoints} endpoints for ${options.seconds} s`,
      );
      platform.send({
        type: 'run',
        warmupSeconds: options.warmupSeconds,
        seconds: options.seconds,
        eventsPerRound: options.eventsPerRound,
      });
      const result = await platform.next(
        (r): r is Extract<WebhookBenchReply, { type: 'result' | 'failed' }> =>
          r.type === 'result' || r.type === 'failed',
        600_000,
      );
      if (result.type === 'failed') throw new Error(`webhooks run: ${result.message}`);
      runs.push(result.run);
    }
    return { runs, pinned };
  } finally {
    await Promise.all([platform.stop({ type: 'stop' }, 15_000), receiver.stop({ type: 'stop' })]);
  }
}

/** The scenario's table, one row per run. */
export function formatWebhookFigures(figures: WebhookFigures): string {
  const lines = [
    'Webhooks: signed deliveries from event creation to a loopback receiver, fan-out included, steady state ' +
      `(platform on PostgreSQL + Redis${figures.pinned ? ', pinned to CPU 0; receiver on CPU 1' : ''})`,
    '| Run | Events | Deliveries | Seconds | Deliveries/s | Platform CPU µs/delivery | Receiver CPU µs/delivery | Drain s | Refused | Duplicates | Worker concurrency |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  figures.runs.forEach((run, i) => {
    const cells = [
      i + 1,
      run.events,
      run.deliveries,
      run.seconds.toFixed(2),
      run.deliveriesPerSecond.toFixed(0),
      run.platformCpuMicrosPerDelivery.toFixed(0),
      run.receiverCpuMicrosPerDelivery.toFixed(0),
      run.drainSeconds.toFixed(1),
      run.refused,
      run.duplicates,
      run.webhookWorkerConcurrency,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  });
  return lines.join('\n');
}
