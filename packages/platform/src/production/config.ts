import { join } from 'node:path';
import { parseReplicaUrls, SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import { DEPLOYABLES, type Deployable, type DeployableName, serviceUrlKey } from './deployables';

/** `pnpm start:prod` flags. */
export interface ProductionFlags {
  /** Run without a Kafka broker: each service gets an in-process bus (development and tests only). */
  withoutKafka: boolean;
  /** Run `src/main.ts` through tsx instead of the `dist/main.js` bundles. */
  fromSource: boolean;
  /**
   * Processes per service whose `<NAME>_SERVICE_URL` names one address (default 1): the others
   * listen 100, 200 … ports above it. A URL list in the variable runs one process per entry.
   */
  replicas?: number;
}

/** One process to run. */
export interface ProcessPlan {
  /** The deployable's name, with `-1`, `-2` … when it runs as several replicas. */
  name: string;
  deployable: DeployableName;
  /** Absolute package directory: the working directory of the process. */
  cwd: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  /** Where the process answers HTTP, and its readiness endpoint. */
  url: string;
  readyUrl: string;
  /** Services: their PostgreSQL database and migrations. */
  database?: { url: string; migrationsDir: string };
}

export interface ProductionPlan {
  processes: ProcessPlan[];
  gatewayUrl: string;
  /** The bus every process shares: Kafka, Redis Streams, or none (--without-kafka). */
  eventBus: { kind: 'kafka'; brokers: string } | { kind: 'redis' } | { kind: 'none' };
  otlpEndpoint: string | undefined;
}

export type PlanResult = { ok: true; plan: ProductionPlan } | { ok: false; problems: string[] };

/** Each service's database on the server of DATABASE_URL (the names infra/postgres-init.sql creates). */
export function serviceDatabaseName(name: ServiceName): string {
  return `shopforge_${name}`;
}

/** `OAUTH_DATABASE_URL` …: one service's database, overriding the one derived from DATABASE_URL. */
export function serviceDatabaseUrlKey(name: ServiceName): string {
  return `${name.toUpperCase()}_DATABASE_URL`;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

function isPostgresUrl(value: string): boolean {
  if (!POSTGRES_URL.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The same server and credentials, another database. */
function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function nonEmpty(env: NodeJS.ProcessEnv, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

/** A listening address to connect to: a wildcard host is reached on loopback. */
function connectHost(host: string): string {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === '0.0.0.0' || bare === '::' || bare === '') return '127.0.0.1';
  return bare.includes(':') ? `[${bare}]` : bare;
}

function command(flags: ProductionFlags): { command: string; args: string[] } {
  const telemetry = ['--import', '@shopforge/telemetry/register'];
  return flags.fromSource
    ? { command: process.execPath, args: ['--import', 'tsx', ...telemetry, 'src/main.ts'] }
    : { command: process.execPath, args: ['--enable-source-maps', ...telemetry, 'dist/main.js'] };
}

/**
 * Reads the production configuration from `env` and plans the processes (the gateway, then each service or its replicas), or lists every
 * problem at once (never echoing a value: most of them are secrets). The processes then
 * validate their own environment again with the same schemas.
 */
export function planProduction(env: NodeJS.ProcessEnv, flags: ProductionFlags, root: string): PlanResult {
  const problems = new Map<string, string>();
  const problem = (key: string, message: string) => {
    if (!problems.has(key)) problems.set(key, `${key}: ${message}`);
  };

  const secret = nonEmpty(env, 'INTERNAL_SECRET');
  if (!secret) {
    problem(
      'INTERNAL_SECRET',
      'not set. The credential of internal calls, at least 32 characters, the same for every process ' +
        '(e.g. export INTERNAL_SECRET=$(openssl rand -base64 36)).',
    );
  } else if (secret.length < 32) {
    problem('INTERNAL_SECRET', 'needs at least 32 characters (e.g. openssl rand -base64 36).');
  }

  const serverUrl = nonEmpty(env, 'DATABASE_URL');
  if (serverUrl && !isPostgresUrl(serverUrl)) {
    problem(
      'DATABASE_URL',
      'must be a postgres:// URL of the PostgreSQL server (production mode never uses PGlite).',
    );
  }
  const databaseUrls = new Map<ServiceName, string>();
  const missingDatabases: ServiceName[] = [];
  for (const name of SERVICE_NAMES) {
    const key = serviceDatabaseUrlKey(name);
    const own = nonEmpty(env, key);
    if (own) {
      if (isPostgresUrl(own)) databaseUrls.set(name, own);
      else problem(key, 'must be a postgres:// URL.');
    } else if (serverUrl && isPostgresUrl(serverUrl)) {
      databaseUrls.set(name, withDatabase(serverUrl, serviceDatabaseName(name)));
    } else if (!serverUrl) {
      missingDatabases.push(name);
    }
  }
  if (missingDatabases.length > 0) {
    problem(
      'DATABASE_URL',
      'not set. The PostgreSQL server, e.g. postgres://postgres:secret@127.0.0.1:5432; each service ' +
        'uses its own database on it (shopforge_oauth, shopforge_catalog, …, as infra/postgres-init.sql ' +
        `creates them). Or set ${missingDatabases.map(serviceDatabaseUrlKey).join(', ')}.`,
    );
  }

  const redisUrl = nonEmpty(env, 'REDIS_URL');
  if (!redisUrl) {
    problem(
      'REDIS_URL',
      'not set. Redis for the gateway rate limits and idempotency records, e.g. redis://127.0.0.1:6379.',
    );
  } else if (!/^rediss?:\/\/./i.test(redisUrl)) {
    problem('REDIS_URL', 'must be a redis:// or rediss:// URL.');
  }

  const busName = nonEmpty(env, 'EVENT_BUS');
  const kafkaBrokers = nonEmpty(env, 'KAFKA_BROKERS');
  if (busName !== undefined && busName !== 'kafka' && busName !== 'redis') {
    problem('EVENT_BUS', 'must be kafka or redis.');
  } else if (busName === 'redis' && flags.withoutKafka) {
    problem('EVENT_BUS', 'redis names a shared bus; --without-kafka asks for none. Drop one of them.');
  } else if (busName !== 'redis' && !kafkaBrokers && !flags.withoutKafka) {
    problem(
      'KAFKA_BROKERS',
      'not set. Comma-separated Kafka brokers, e.g. 127.0.0.1:9092; or EVENT_BUS=redis to carry the ' +
        'events on the Redis of REDIS_URL. Without a bus, pass --without-kafka: each service then keeps ' +
        'its events to itself (development and tests only).',
    );
  }
  const eventBus: ProductionPlan['eventBus'] = flags.withoutKafka
    ? { kind: 'none' }
    : busName === 'redis'
      ? { kind: 'redis' }
      : { kind: 'kafka', brokers: kafkaBrokers ?? '' };

  if (!nonEmpty(env, 'WEBHOOK_SECRET_KEY')) {
    problem(
      'WEBHOOK_SECRET_KEY',
      'not set. 32 bytes (hex or base64) that encrypt webhook secrets at rest, the same on every ' +
        'webhook replica (e.g. openssl rand -hex 32).',
    );
  }

  const gatewayPort = nonEmpty(env, 'PORT') ?? '3000';
  const gatewayHost = nonEmpty(env, 'HOST') ?? '0.0.0.0';
  const gatewayUrl = `http://${connectHost(gatewayHost)}:${gatewayPort}`;

  // Every process gets every service's addresses (all its replicas); a replica listens where its
  // own URL points.
  const serviceUrls: Record<string, string> = {};
  const replicaUrls = new Map<ServiceName, URL[]>();
  const replicas = flags.replicas ?? 1;
  for (const name of SERVICE_NAMES) {
    const deployable = DEPLOYABLES.find((d) => d.name === name) as Deployable;
    const key = serviceUrlKey(name);
    const listed = parseReplicaUrls(nonEmpty(env, key) ?? `http://127.0.0.1:${deployable.defaultPort}`);
    try {
      const urls = listed.map((value) => {
        const url = new URL(value);
        if (url.protocol !== 'http:' || !url.port) throw new Error('needs http:// and a port');
        return url;
      });
      if (urls.length === 0) throw new Error('empty');
      const [first] = urls as [URL];
      if (urls.length === 1 && replicas > 1) {
        for (let index = 1; index < replicas; index++) {
          const next = new URL(first);
          next.port = String(Number(first.port) + 100 * index);
          urls.push(next);
        }
      }
      replicaUrls.set(name, urls);
      serviceUrls[key] = urls.map((url) => url.origin).join(',');
    } catch {
      problem(
        key,
        'must be an http:// URL with a port, e.g. http://127.0.0.1:4101 (the service listens there), ' +
          'or several comma-separated, one per replica.',
      );
    }
  }

  // A single METRICS_PORT cannot serve every process: the gateway takes it, the services the next ones.
  const metricsBase = nonEmpty(env, 'METRICS_PORT');
  const metricsPort = (index: number) =>
    metricsBase === undefined || !/^\d+$/.test(metricsBase)
      ? metricsBase
      : String(Number(metricsBase) + index);

  const common: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && !/^[A-Z]+_DATABASE_URL$/.test(key)) common[key] = value;
  }
  for (const key of ['DATABASE_URL', 'PORT', 'HOST', 'METRICS_PORT', 'MIGRATE_ON_START']) delete common[key];
  if (flags.withoutKafka) {
    delete common.KAFKA_BROKERS;
    delete common.EVENT_BUS;
  }
  Object.assign(common, serviceUrls, { NODE_ENV: 'production' });
  common.PUBLIC_BASE_URL = nonEmpty(env, 'PUBLIC_BASE_URL') ?? gatewayUrl;

  const processes: ProcessPlan[] = [];
  // One entry per process: the gateway, then each service's replicas.
  const instances = DEPLOYABLES.flatMap((deployable) => {
    const urls =
      deployable.name === 'gateway' ? [undefined] : (replicaUrls.get(deployable.name) ?? [undefined]);
    return urls.map((own, replica) => ({ deployable, own, replica, of: urls.length }));
  });
  for (const [index, { deployable, own, replica, of }] of instances.entries()) {
    const childEnv: Record<string, string> = { ...common };
    const metrics = metricsPort(index);
    if (metrics !== undefined) childEnv.METRICS_PORT = metrics;
    let url: string;
    let database: ProcessPlan['database'];
    if (deployable.name === 'gateway' || own === undefined) {
      childEnv.PORT = gatewayPort;
      childEnv.HOST = gatewayHost;
      url = gatewayUrl;
    } else {
      childEnv.HOST = own.hostname.replace(/^\[|\]$/g, '');
      childEnv.PORT = own.port;
      // start:prod applies the migrations itself, once, before any service starts.
      childEnv.MIGRATE_ON_START = 'false';
      const databaseUrl = databaseUrls.get(deployable.name as ServiceName);
      if (databaseUrl) {
        childEnv.DATABASE_URL = databaseUrl;
        // Replicas share the database: its migrations are applied once, for the first.
        if (replica === 0) {
          database = { url: databaseUrl, migrationsDir: join(root, deployable.dir, 'prisma', 'migrations') };
        }
      }
      url = `http://${connectHost(own.hostname)}:${own.port}`;
    }
    if (problems.size === 0) {
      for (const schema of deployable.envSchemas) {
        const parsed = schema.safeParse(childEnv);
        if (parsed.success) continue;
        for (const issue of parsed.error.issues) {
          const key = issue.path.join('.') || '(environment)';
          problem(key, `${issue.message} (${deployable.name})`);
        }
      }
    }
    processes.push({
      name: of > 1 ? `${deployable.name}-${replica + 1}` : deployable.name,
      deployable: deployable.name,
      cwd: join(root, deployable.dir),
      ...command(flags),
      env: childEnv,
      url,
      readyUrl: `${url}/readyz`,
      ...(database ? { database } : {}),
    });
  }

  if (problems.size > 0) return { ok: false, problems: [...problems.values()] };
  return {
    ok: true,
    plan: {
      processes,
      gatewayUrl,
      eventBus,
      otlpEndpoint: nonEmpty(env, 'OTEL_EXPORTER_OTLP_ENDPOINT'),
    },
  };
}
