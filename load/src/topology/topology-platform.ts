import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { bundleDeployables, REPOSITORY_ROOT, START_PROD_MAIN } from '@shopforge/platform';
import type { BillingRouter } from '@shopforge/service-billing/router';
import { SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import { createServiceClient } from '@shopforge/service-kit/client';
import { portsOutsideEphemeralRange } from '@shopforge/service-kit/testing';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import type { ResellerRouter } from '@shopforge/service-reseller/router';
import { createServiceDatabases, type ServiceDatabases } from '../databases';
import { SpareRedis } from '../redis';

export const REPLICAS = 2;

/**
 * The production topology as an operator runs it, from the repository: `pnpm start:prod
 * --replicas 2 --restart` — the gateway and two processes of every service, each service on its
 * own fresh PostgreSQL database, events on the bus the environment names: Redis Streams by
 * default, in a redis-server of the suite's own (append-only file, so it can be restarted
 * without losing the bus), or Kafka with EVENT_BUS=kafka and KAFKA_BROKERS.
 */
export class TopologyPlatform {
  readonly databases: ServiceDatabases;
  readonly redis: SpareRedis;
  readonly gatewayUrl: string;
  /** Each service's replica URLs, in process order (`<service>-1`, `<service>-2`). */
  readonly serviceUrls: Record<ServiceName, string[]>;
  readonly operator: ReturnType<typeof createServiceClient<OauthRouter>>;
  readonly reseller: ReturnType<typeof createServiceClient<ResellerRouter>>;
  readonly billing: ReturnType<typeof createServiceClient<BillingRouter>>;
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private readonly pids = new Map<string, number>();
  private output = '';
  private readonly partial = new Map<'out' | 'err', string>();
  private readonly lifecycle: string[] = [];

  private constructor(options: {
    databases: ServiceDatabases;
    redis: SpareRedis;
    gatewayUrl: string;
    serviceUrls: Record<ServiceName, string[]>;
    env: Record<string, string>;
    operatorToken: string;
  }) {
    this.databases = options.databases;
    this.redis = options.redis;
    this.gatewayUrl = options.gatewayUrl;
    this.serviceUrls = options.serviceUrls;
    const credential = { operatorToken: options.operatorToken };
    const urlOf = (service: ServiceName) => options.serviceUrls[service].join(',');
    this.operator = createServiceClient<OauthRouter>({ url: urlOf('oauth'), credential });
    this.reseller = createServiceClient<ResellerRouter>({ url: urlOf('reseller'), credential });
    this.billing = createServiceClient<BillingRouter>({ url: urlOf('billing'), credential });
    this.child = spawn(
      process.execPath,
      ['--import', 'tsx', START_PROD_MAIN, '--replicas', String(REPLICAS), '--restart', '--skip-migrations'],
      { cwd: REPOSITORY_ROOT, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => this.read('out', chunk));
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => this.read('err', chunk));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  static async boot(env: Record<string, string>): Promise<TopologyPlatform> {
    const redis = new SpareRedis(Number(process.env.TOPOLOGY_REDIS_PORT ?? 6391), true);
    const [databases] = await Promise.all([createServiceDatabases(), redis.start(), bundleDeployables()]);
    const operatorToken = randomBytes(24).toString('base64url');
    // Replicas restarted after a kill bind their port again: see portsOutsideEphemeralRange.
    const ports = await portsOutsideEphemeralRange(
      1 + SERVICE_NAMES.length * REPLICAS,
      Number(process.env.TOPOLOGY_PORT_BASE ?? 24_100),
    );
    const gatewayPort = ports.shift() as number;
    const serviceUrls = {} as Record<ServiceName, string[]>;
    const childEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      INTERNAL_SECRET: randomBytes(32).toString('base64'),
      WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex'),
      OPERATOR_TOKEN_SHA256: createHash('sha256').update(operatorToken).digest('hex'),
      REDIS_URL: redis.url,
      // The bus comes from the environment: Redis Streams here; with EVENT_BUS=kafka and
      // KAFKA_BROKERS the same run goes over a Kafka cluster.
      EVENT_BUS: process.env.EVENT_BUS ?? 'redis',
      ...(process.env.KAFKA_BROKERS ? { KAFKA_BROKERS: process.env.KAFKA_BROKERS } : {}),
      HOST: '127.0.0.1',
      PORT: String(gatewayPort),
      LOG_LEVEL: 'warn',
      ...env,
    };
    for (const service of SERVICE_NAMES) {
      childEnv[`${service.toUpperCase()}_DATABASE_URL`] = databases.urls[service];
      const urls: string[] = [];
      for (let replica = 0; replica < REPLICAS; replica++) urls.push(`http://127.0.0.1:${ports.shift()}`);
      serviceUrls[service] = urls;
      childEnv[`${service.toUpperCase()}_SERVICE_URL`] = urls.join(',');
    }
    const platform = new TopologyPlatform({
      databases,
      redis,
      gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      serviceUrls,
      env: childEnv,
      operatorToken,
    });
    try {
      await platform.waitForOutput('Shopforge is ready (production mode)', 180_000);
    } catch (error) {
      await platform.close();
      throw error;
    }
    return platform;
  }

  /** The process ids start:prod announced, the latest per process. */
  pidOf(name: string): number {
    const pid = this.pids.get(name);
    if (pid === undefined) throw new Error(`no pid announced for ${name}`);
    return pid;
  }

  /**
   * SIGKILL to one replica (`billing-1`), then waits until start:prod started it again and it
   * answers ready. Answers the seconds until then.
   */
  async killReplica(service: ServiceName, replica: number): Promise<number> {
    const name = `${service}-${replica}`;
    const before = this.pidOf(name);
    const started = performance.now();
    process.kill(before, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (this.pids.get(name) === before) {
      if (Date.now() > deadline) throw new Error(`${name} was not started again within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = this.serviceUrls[service][replica - 1] as string;
    while (!(await answersReady(url))) {
      if (Date.now() > deadline) throw new Error(`${name} was not ready again within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (performance.now() - started) / 1000;
  }

  /** Lines of start:prod and its processes that say a process died or was started again. */
  lifecycleLines(): string[] {
    return [...this.lifecycle];
  }

  /** What start:prod and its processes wrote just before `line` (a death: what the process said last). */
  outputBefore(line: string, chars = 3_000): string {
    const at = this.output.lastIndexOf(line);
    return at < 0 ? '' : this.output.slice(Math.max(0, at - chars), at);
  }

  /** What start:prod and its processes wrote, the last `chars` of it. */
  tail(chars = 4_000): string {
    return this.output.slice(-chars);
  }

  /** SIGTERM to start:prod (it stops the gateway, then the services), then the databases and Redis. */
  async close(): Promise<number | null> {
    let code: number | null = null;
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      code = await Promise.race([
        this.exited,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000)),
      ]);
      if (code === null) this.child.kill('SIGKILL');
    }
    await this.databases.drop();
    await this.redis.close();
    return code;
  }

  private read(stream: 'out' | 'err', chunk: string): void {
    this.output += chunk;
    const lines = ((this.partial.get(stream) ?? '') + chunk).split('\n');
    this.partial.set(stream, lines.pop() ?? '');
    for (const line of lines) {
      const announced = /^\[start:prod\] (\S+) running as pid (\d+)$/.exec(line);
      if (announced) this.pids.set(announced[1] as string, Number(announced[2]));
      if (line.startsWith('[start:prod]')) this.lifecycle.push(line);
    }
    // Bounded: a long run logs a lot, and only the end and the lifecycle lines are read.
    if (this.output.length > 4_000_000) this.output = this.output.slice(-2_000_000);
  }

  private waitForOutput(text: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        clearInterval(poll);
        reject(new Error(`start:prod: no "${text}" within ${timeoutMs} ms:\n${this.tail()}`));
      }, timeoutMs);
      const poll = setInterval(() => {
        if (this.output.includes(text)) {
          clearTimeout(timer);
          clearInterval(poll);
          resolve();
        } else if (this.child.exitCode !== null) {
          clearTimeout(timer);
          clearInterval(poll);
          reject(new Error(`start:prod exited with ${this.child.exitCode}:\n${this.tail()}`));
        }
      }, 100);
    });
  }
}

async function answersReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}
