/**
 * `pnpm start:prod`: the gateway and the six services as separate Node processes in production
 * mode (README "Production mode"): configuration from the environment, migrations first, then
 * the processes with their output prefixed, readiness awaited, and a graceful stop on
 * SIGINT/SIGTERM (gateway first, then the services). Exit codes: 0 after a clean stop,
 * 1 when something failed at run time, 2 for a configuration problem.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { planProduction, type ProductionPlan } from './config';
import { MigrationFailure, migrateAll } from './migrate';
import { watchParent } from './parent-watch';
import { describeExit, NotReadyError, Supervisor } from './supervisor';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const USAGE = `Usage: pnpm start:prod [--replicas <n>] [--restart] [--without-kafka] [--from-source] [--skip-migrations] [--ready-timeout <s>]

Runs the gateway and the six services as separate processes against PostgreSQL, Redis and an
event log: Kafka (KAFKA_BROKERS) or Redis Streams (EVENT_BUS=redis, on REDIS_URL).
Required: INTERNAL_SECRET, DATABASE_URL (or <SERVICE>_DATABASE_URL each), REDIS_URL,
KAFKA_BROKERS (unless EVENT_BUS=redis or --without-kafka), WEBHOOK_SECRET_KEY.
See README.md, "Production mode".

  --replicas <n>      processes per service (default 1); the others listen 100, 200 … ports above
                      its URL, or list every replica's URL in <NAME>_SERVICE_URL, comma-separated
  --restart           start a process that dies again after 1 s (given up after 5 deaths in a
                      minute); without it, one death stops the platform
  --without-kafka     no broker: each service keeps its events to itself (development and tests only)
  --from-source       run src/main.ts through tsx instead of the dist/main.js bundles (pnpm build)
  --skip-migrations   do not apply pending migrations first
  --ready-timeout <s> how long to wait for every /readyz (default 60)
`;

function describeBus(bus: ProductionPlan['eventBus']): string {
  if (bus.kind === 'kafka') return `Kafka ${bus.brokers}`;
  if (bus.kind === 'redis') return 'Redis Streams on REDIS_URL (EVENT_BUS=redis)';
  return 'in-process per service (--without-kafka)';
}

const say = (message: string) => process.stdout.write(`[start:prod] ${message}\n`);
const complain = (message: string) => process.stderr.write(`[start:prod] ${message}\n`);

function readFlags() {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        'without-kafka': { type: 'boolean', default: false },
        'from-source': { type: 'boolean', default: false },
        'skip-migrations': { type: 'boolean', default: false },
        'ready-timeout': { type: 'string', default: '60' },
        replicas: { type: 'string', default: '1' },
        restart: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    const readyTimeout = Number(values['ready-timeout']);
    if (!Number.isFinite(readyTimeout) || readyTimeout <= 0) throw new Error('--ready-timeout takes seconds');
    const replicas = Number(values.replicas);
    if (!Number.isInteger(replicas) || replicas < 1 || replicas > 9)
      throw new Error('--replicas takes 1 to 9');
    return { ...values, readyTimeoutMs: readyTimeout * 1000, replicas };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<number> {
  const flags = readFlags();
  if (flags.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const startedAt = Date.now();
  const result = planProduction(
    process.env,
    { withoutKafka: flags['without-kafka'], fromSource: flags['from-source'], replicas: flags.replicas },
    ROOT,
  );
  if (!result.ok) {
    complain(
      `cannot start: the environment is incomplete.\n${result.problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See README.md, "Production mode".',
    );
    return 2;
  }
  const { plan } = result;

  if (!flags['from-source']) {
    const missing = plan.processes
      .map((p) => join(p.cwd, 'dist', 'main.js'))
      .filter((bundle) => !existsSync(bundle));
    if (missing.length > 0) {
      complain(
        `cannot start: ${missing.map((m) => relative(ROOT, m)).join(', ')} missing. ` +
          'Build the bundles with `pnpm build` first, or pass --from-source to run the TypeScript sources.',
      );
      return 2;
    }
  }
  if (plan.eventBus.kind === 'none') {
    say(
      "WARNING: --without-kafka: events stay inside each service (no webhooks for other services' events).",
    );
  }

  if (!flags['skip-migrations']) {
    say('applying migrations');
    try {
      await migrateAll(
        plan.processes.flatMap((p) => (p.database ? [{ name: p.deployable, ...p.database }] : [])),
        say,
      );
    } catch (error) {
      if (error instanceof MigrationFailure) {
        complain(`cannot start: migrating ${error.service} failed: ${error.message}`);
        return 1;
      }
      throw error;
    }
  }

  // The run ends when a signal asks, when a process dies on its own, or when startup fails.
  let stopping: Promise<number> | undefined;
  let finish: (code: number) => void = () => undefined;
  const finished = new Promise<number>((resolve) => {
    finish = resolve;
  });
  const supervisor = new Supervisor({
    onUnexpectedExit: (exit) => {
      complain(`${describeExit(exit)}: stopping the platform`);
      void stop(1);
    },
    ...(flags.restart ? { restart: { delayMs: 1_000, maxPerMinute: 5 } } : {}),
    onStart: (name, pid) => say(`${name} running as pid ${pid ?? 'unknown'}`),
    onRestart: (exit) => complain(`${describeExit(exit)}: starting it again in 1 s (--restart)`),
  });
  const stop = (code: number): Promise<number> => {
    stopping ??= supervisor
      .stop([['gateway'], plan.processes.filter((p) => p.name !== 'gateway').map((p) => p.name)])
      .then((unclean) => {
        say(
          unclean.length === 0 ? 'stopped' : `stopped; not cleanly: ${unclean.map(describeExit).join(', ')}`,
        );
        return code === 0 && unclean.length > 0 ? 1 : code;
      });
    void stopping.then(finish);
    return stopping;
  };
  process.on('exit', () => supervisor.killAll());
  watchParent(() => {
    if (!stopping)
      say('the process that started start:prod is gone: stopping (gateway first, then the services)');
    void stop(0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) say(`${signal}: stopping (gateway first, then the services)`);
      void stop(0);
    });
  }

  say(`starting ${plan.processes.map((p) => p.name).join(', ')}`);
  supervisor.start(
    plan.processes.map((p) => ({
      name: p.name,
      command: p.command,
      args: p.args,
      cwd: p.cwd,
      env: p.env,
      readyUrl: p.readyUrl,
    })),
  );
  try {
    await supervisor.waitUntilReady(flags.readyTimeoutMs);
  } catch (error) {
    if (!(error instanceof NotReadyError)) throw error;
    if (!stopping) {
      complain(`cannot start: ${error.message}`);
      for (const { name, lastAnswer } of error.notReady) complain(`  ${name}: ${lastAnswer}`);
      void stop(1);
    }
    return finished;
  }
  if (stopping) return finished;

  const width = Math.max(...plan.processes.map((p) => p.name.length)) + 2;
  process.stdout.write(
    [
      '',
      `Shopforge is ready (production mode) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      ...plan.processes.map(
        (p) => `  ${p.name.padEnd(width)}${p.url}${p.name === 'gateway' ? '   (public; /readyz)' : ''}`,
      ),
      `  ${'events'.padEnd(width)}${describeBus(plan.eventBus)}`,
      `  ${'traces'.padEnd(width)}${plan.otlpEndpoint ? `OTLP to ${plan.otlpEndpoint}` : 'not exported (OTEL_EXPORTER_OTLP_ENDPOINT unset)'}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  return finished;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    complain(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
