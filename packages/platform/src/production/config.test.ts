import { describe, expect, it } from 'vitest';
import { type ProductionFlags, planProduction, type ProductionPlan } from './config';
import { REQUIRED_VARIABLES } from './required-env.fixture';

const ROOT = '/repo';
const SECRET = 's'.repeat(40);
const COMPLETE = {
  INTERNAL_SECRET: SECRET,
  DATABASE_URL: 'postgres://app:pw@db.internal:5432/postgres',
  REDIS_URL: 'redis://cache:6379',
  KAFKA_BROKERS: 'kafka:9092',
  WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
};
const FLAGS: ProductionFlags = { withoutKafka: false, fromSource: false };

function plan(env: NodeJS.ProcessEnv, flags = FLAGS): ProductionPlan {
  const result = planProduction(env, flags, ROOT);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.plan;
}

function problems(env: NodeJS.ProcessEnv, flags = FLAGS): string[] {
  const result = planProduction(env, flags, ROOT);
  return result.ok ? [] : result.problems;
}

function processOf(p: ProductionPlan, name: string) {
  const found = p.processes.find((proc) => proc.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

describe('start:prod configuration', () => {
  it('names every missing required variable at once, each with what to set', () => {
    const listed = problems({});
    for (const key of REQUIRED_VARIABLES) {
      expect(listed.some((line) => line.startsWith(`${key}: not set.`))).toBe(true);
    }
  });

  it('never echoes a secret value in a problem', () => {
    const listed = problems({ ...COMPLETE, INTERNAL_SECRET: 'short-secret-value', REDIS_URL: 'http://pw@x' });
    expect(listed.join('\n')).not.toContain('short-secret-value');
    expect(listed.join('\n')).not.toContain('pw@x');
    expect(listed).toContainEqual(expect.stringMatching(/^INTERNAL_SECRET: needs at least 32 characters/));
  });

  it('refuses a DATABASE_URL that is not PostgreSQL (production never runs on PGlite)', () => {
    expect(problems({ ...COMPLETE, DATABASE_URL: 'pglite:.data' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: must be a postgres:\/\/ URL/),
    ]);
  });

  it('accepts a missing KAFKA_BROKERS only with --without-kafka, and then drops the bus from every process', () => {
    const { KAFKA_BROKERS: _unused, ...withoutBroker } = COMPLETE;
    expect(problems(withoutBroker)).toEqual([expect.stringMatching(/^KAFKA_BROKERS: not set/)]);
    const p = plan({ ...COMPLETE }, { ...FLAGS, withoutKafka: true });
    expect(p.eventBus).toEqual({ kind: 'none' });
    for (const proc of p.processes) expect(proc.env.KAFKA_BROKERS).toBeUndefined();
  });

  it('carries the events on Redis Streams with EVENT_BUS=redis: no Kafka needed, every process told', () => {
    const { KAFKA_BROKERS: _unused, ...withoutBroker } = COMPLETE;
    const p = plan({ ...withoutBroker, EVENT_BUS: 'redis' });
    expect(p.eventBus).toEqual({ kind: 'redis' });
    for (const proc of p.processes) {
      expect([proc.env.EVENT_BUS, proc.env.REDIS_URL]).toEqual(['redis', COMPLETE.REDIS_URL]);
    }
    expect(problems({ ...COMPLETE, EVENT_BUS: 'nats' })).toEqual([
      expect.stringMatching(/^EVENT_BUS: must be kafka or redis/),
    ]);
  });

  it('runs every service as replicas on one database: each listens on its own port, every process knows them all, migrations once', () => {
    const p = plan(
      { ...COMPLETE, CATALOG_SERVICE_URL: 'http://10.0.0.5:5000,http://10.0.0.6:5000' },
      { ...FLAGS, replicas: 2 },
    );
    expect(p.processes.map((proc) => proc.name)).toEqual([
      'gateway',
      ...['oauth', 'catalog', 'billing', 'reseller', 'themes', 'webhook'].flatMap((name) => [
        `${name}-1`,
        `${name}-2`,
      ]),
    ]);
    expect([processOf(p, 'oauth-1').env.PORT, processOf(p, 'oauth-2').env.PORT]).toEqual(['4101', '4201']);
    expect([processOf(p, 'catalog-2').env.HOST, processOf(p, 'catalog-2').env.PORT]).toEqual([
      '10.0.0.6',
      '5000',
    ]);
    for (const proc of p.processes) {
      expect(proc.env.OAUTH_SERVICE_URL).toBe('http://127.0.0.1:4101,http://127.0.0.1:4201');
      expect(proc.env.CATALOG_SERVICE_URL).toBe('http://10.0.0.5:5000,http://10.0.0.6:5000');
    }
    expect(processOf(p, 'billing-2').env.DATABASE_URL).toBe(processOf(p, 'billing-1').env.DATABASE_URL);
    expect(p.processes.filter((proc) => proc.database).map((proc) => proc.deployable)).toEqual([
      'oauth',
      'catalog',
      'billing',
      'reseller',
      'themes',
      'webhook',
    ]);
  });

  it('gives each service its own database on the DATABASE_URL server, unless <SERVICE>_DATABASE_URL says otherwise', () => {
    const p = plan({ ...COMPLETE, BILLING_DATABASE_URL: 'postgres://other:5432/ledger' });
    expect(processOf(p, 'oauth').env.DATABASE_URL).toBe('postgres://app:pw@db.internal:5432/shopforge_oauth');
    expect(processOf(p, 'catalog').database?.url).toBe(
      'postgres://app:pw@db.internal:5432/shopforge_catalog',
    );
    expect(processOf(p, 'billing').env.DATABASE_URL).toBe('postgres://other:5432/ledger');
    expect(processOf(p, 'billing').database?.migrationsDir).toBe('/repo/services/billing/prisma/migrations');
    expect(processOf(p, 'gateway').env.DATABASE_URL).toBeUndefined();
    expect(processOf(p, 'gateway').database).toBeUndefined();
  });

  it('needs no DATABASE_URL when every service has its own URL', () => {
    const own = Object.fromEntries(
      ['OAUTH', 'CATALOG', 'BILLING', 'RESELLER', 'THEMES', 'WEBHOOK'].map((n) => [
        `${n}_DATABASE_URL`,
        `postgres://h/${n.toLowerCase()}`,
      ]),
    );
    const { DATABASE_URL: _unused, ...rest } = COMPLETE;
    expect(problems({ ...rest, ...own })).toEqual([]);
  });

  it('lets a service listen where its <NAME>_SERVICE_URL points, and gives every process every URL', () => {
    const p = plan({ ...COMPLETE, CATALOG_SERVICE_URL: 'http://127.0.0.1:5102', PORT: '8080' });
    const catalog = processOf(p, 'catalog');
    expect(catalog.env).toMatchObject({ HOST: '127.0.0.1', PORT: '5102' });
    expect(catalog.readyUrl).toBe('http://127.0.0.1:5102/readyz');
    expect(processOf(p, 'oauth').env).toMatchObject({
      PORT: '4101',
      CATALOG_SERVICE_URL: 'http://127.0.0.1:5102',
    });
    const gateway = processOf(p, 'gateway');
    expect(gateway.env).toMatchObject({
      PORT: '8080',
      HOST: '0.0.0.0',
      CATALOG_SERVICE_URL: 'http://127.0.0.1:5102',
    });
    expect(gateway.readyUrl).toBe('http://127.0.0.1:8080/readyz');
    // Links in checkout pages and the OAuth issuer point at the gateway unless set otherwise.
    expect(catalog.env.PUBLIC_BASE_URL).toBe('http://127.0.0.1:8080');
  });

  it('has the services migrated by start:prod, not by themselves', () => {
    const p = plan({ ...COMPLETE, MIGRATE_ON_START: 'true' });
    for (const proc of p.processes.filter((x) => x.name !== 'gateway')) {
      expect(proc.env.MIGRATE_ON_START).toBe('false');
    }
  });

  it('runs the dist bundles, or the sources through tsx with --from-source, with tracing registered first', () => {
    const bundle = processOf(plan(COMPLETE), 'webhook');
    expect(bundle.cwd).toBe('/repo/services/webhook');
    expect(bundle.args).toEqual([
      '--enable-source-maps',
      '--import',
      '@shopforge/telemetry/register',
      'dist/main.js',
    ]);
    const source = processOf(plan(COMPLETE, { ...FLAGS, fromSource: true }), 'gateway');
    expect(source.args).toEqual([
      '--import',
      'tsx',
      '--import',
      '@shopforge/telemetry/register',
      'src/main.ts',
    ]);
  });

  it('spreads one METRICS_PORT over the seven processes instead of binding it seven times', () => {
    const p = plan({ ...COMPLETE, METRICS_PORT: '9400' });
    expect(p.processes.map((proc) => proc.env.METRICS_PORT)).toEqual([
      '9400',
      '9401',
      '9402',
      '9403',
      '9404',
      '9405',
      '9406',
    ]);
  });

  it("reports a value a process's own schema refuses, naming the process", () => {
    expect(problems({ ...COMPLETE, WEBHOOK_RETRY_SCALE: '5' })).toEqual([
      expect.stringMatching(/^WEBHOOK_RETRY_SCALE: .*\(webhook\)$/),
    ]);
  });
});
