/**
 * The `webhooks` scenario of `pnpm bench`: signed deliveries per second from
 * event creation to a loopback receiver, fan-out included, on PostgreSQL. Two children: the
 * platform (bench/webhook-deliveries.ts) and the merchant who creates the events and receives
 * the deliveries (bench/webhook-merchant.ts). `runs` measured runs of `seconds` each; the
 * platform's CPU is read when the merchant says its window starts and ends.
 */
import { pinToCpu, startChild } from './child';
import type { CpuTime } from './protocol';
import type {
  WebhookMerchantReply,
  WebhookMerchantRequest,
  WebhookPlatformReply,
  WebhookPlatformRequest,
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
  /**
   * Platform on CPU 0, merchant on CPU 1 (PostgreSQL and Redis are not pinned). The caller
   * checks `canPin()` before pinning itself: a pinned parent's children inherit its one CPU, and
   * it then sees one CPU only.
   */
  pin: boolean;
  telemetry: boolean;
  /** A directory: the platform is profiled during each window (BENCH_PROFILE). */
  profile?: string;
  log: (line: string) => void;
}

export interface WebhookFigures {
  runs: WebhookRun[];
  pinned: boolean;
}

const cpuTotal = (cpu: CpuTime) => cpu.user + cpu.system;

export async function runWebhookScenario(options: WebhookScenarioOptions): Promise<WebhookFigures> {
  const merchant = startChild<WebhookMerchantRequest, WebhookMerchantReply>('./webhook-merchant.ts');
  const platform = startChild<WebhookPlatformRequest, WebhookPlatformReply>('./webhook-deliveries.ts', {
    platform: true,
    env: {
      BENCH_TELEMETRY_ON: options.telemetry ? '1' : '0',
      ...(options.profile ? { BENCH_PROFILE: options.profile } : {}),
    },
  });
  const platformCpu = async () => {
    platform.send({ type: 'cpu' });
    const reply = await platform.next(
      (r): r is Extract<WebhookPlatformReply, { type: 'cpu' }> => r.type === 'cpu',
    );
    return cpuTotal(reply.cpu);
  };
  const fromMerchant = <T extends WebhookMerchantReply['type']>(type: T) =>
    merchant.next(
      (r): r is Extract<WebhookMerchantReply, { type: T | 'failed' }> =>
        r.type === type || r.type === 'failed',
      600_000,
    );
  try {
    const { url } = await merchant.next(
      (r): r is Extract<WebhookMerchantReply, { type: 'listening' }> => r.type === 'listening',
    );
    options.log(
      `webhooks: booting the platform on PostgreSQL and Redis with ${options.endpoints} endpoints ...`,
    );
    platform.send({ type: 'start', receiverUrl: url, endpoints: options.endpoints });
    const ready = await platform.next(
      (r): r is Extract<WebhookPlatformReply, { type: 'ready' | 'failed' }> =>
        r.type === 'ready' || r.type === 'failed',
      600_000,
    );
    if (ready.type === 'failed') throw new Error(`webhooks platform: ${ready.message}`);
    merchant.send({ type: 'secrets', secrets: ready.secrets });
    await fromMerchant('secrets-set');
    const pinned = options.pin;
    if (pinned) {
      pinToCpu(platform.pid, 0);
      pinToCpu(merchant.pid, 1);
    }
    const runs: WebhookRun[] = [];
    for (let i = 0; i < options.runs; i++) {
      options.log(
        `webhooks: run ${i + 1}/${options.runs}, rounds of ${options.eventsPerRound} events x ${options.endpoints} endpoints, ${options.seconds} s`,
      );
      merchant.send({
        type: 'run',
        spec: {
          gatewayUrl: ready.gatewayUrl,
          headers: ready.headers,
          webhookDatabaseUrl: ready.webhookDatabaseUrl,
          endpoints: options.endpoints,
          eventsPerRound: options.eventsPerRound,
          warmupSeconds: options.warmupSeconds,
          seconds: options.seconds,
        },
      });
      const started = await fromMerchant('window-start');
      if (started.type === 'failed') throw new Error(`webhooks run: ${started.message}`);
      if (options.profile) platform.send({ type: 'profile-start' });
      const cpuAtStart = await platformCpu();
      const ended = await fromMerchant('window-end');
      if (ended.type === 'failed') throw new Error(`webhooks run: ${ended.message}`);
      const cpuUsed = (await platformCpu()) - cpuAtStart;
      if (options.profile) {
        platform.send({ type: 'profile-stop' });
        const profiled = await platform.next(
          (r): r is Extract<WebhookPlatformReply, { type: 'profiled' }> => r.type === 'profiled',
        );
        options.log(profiled.summary);
      }
      const result = await fromMerchant('result');
      if (result.type === 'failed') throw new Error(`webhooks run: ${result.message}`);
      runs.push({
        ...result.run,
        deliveriesPerSecond: result.run.deliveries / result.run.seconds,
        platformCpuMicrosPerDelivery: cpuUsed / result.run.deliveries,
        webhookWorkerConcurrency: ready.webhookWorkerConcurrency,
      });
    }
    return { runs, pinned };
  } finally {
    await Promise.all([platform.stop({ type: 'stop' }, 15_000), merchant.stop({ type: 'stop' })]);
  }
}

/** The scenario's table, one row per run. */
export function formatWebhookFigures(figures: WebhookFigures): string {
  const lines = [
    'Webhooks: signed deliveries from event creation to a loopback receiver, fan-out included, steady state ' +
      `(platform on PostgreSQL + Redis${figures.pinned ? ', pinned to CPU 0; merchant (API client and receiver) on CPU 1' : ''})`,
    '| Run | Events | Deliveries | Seconds | Deliveries/s | Platform CPU µs/delivery | Merchant CPU µs/delivery | Drain s | Refused | Duplicates | Worker concurrency |',
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
      run.merchantCpuMicrosPerDelivery.toFixed(0),
      run.drainSeconds.toFixed(1),
      run.refused,
      run.duplicates,
      run.webhookWorkerConcurrency,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  });
  return lines.join('\n');
}
