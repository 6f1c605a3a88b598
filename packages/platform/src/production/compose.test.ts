import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ServiceName } from '@shopforge/service-kit';
import { type Deployable, DEPLOYABLES, PRODUCTION_ENV, requiredEnvKeys, serviceUrlKey } from './deployables';

/*
 * infra/compose.yaml cannot be started here (no Docker on these machines), so this checks what
 * `docker compose up` would trip over: a missing Dockerfile or package, a process without a
 * variable its env parser requires, a wrong peer address, a dependency without a healthcheck.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const INFRA = join(ROOT, 'infra');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
}
const compose = parse(read('infra/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;
const SERVICES = DEPLOYABLES.filter((d): d is Deployable & { name: ServiceName } => d.name !== 'gateway');

/** Values for `${VAR:?…}`: the variables an operator must set (infra/.env.example lists them). */
const OPERATOR_SUPPLIED: Record<string, string> = {
  INTERNAL_SECRET: 'i'.repeat(48),
  WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
  OPERATOR_TOKEN_SHA256: 'c'.repeat(64),
};

const INTERPOLATION = /\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g;

/** Compose's variable substitution, with operator-supplied values and the file's defaults. */
function interpolate(value: string): string {
  return value.replace(INTERPOLATION, (_match, name: string, operator: string | undefined, rest: string) => {
    if (operator?.endsWith('?')) {
      const supplied = OPERATOR_SUPPLIED[name];
      if (supplied === undefined)
        throw new Error(`compose requires \${${name}}: add a sample value to this test`);
      return supplied;
    }
    return operator?.endsWith('-') ? rest : '';
  });
}

function environmentOf(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value)),
    ]),
  );
}

function dockerfileOf(name: string): { path: string; text: string } {
  const build = services[name]?.build;
  if (!build) throw new Error(`${name} has no build`);
  const path = resolve(INFRA, build.context, build.dockerfile);
  return { path, text: existsSync(path) ? readFileSync(path, 'utf8') : '' };
}

describe('infra/compose.yaml', () => {
  it('runs every deployable of the platform (the gateway and the six services)', () => {
    for (const deployable of DEPLOYABLES) expect(services[deployable.name], deployable.name).toBeDefined();
    for (const backing of ['postgres', 'redis', 'kafka', 'otel-collector', 'jaeger']) {
      expect(services[backing], backing).toBeDefined();
    }
  });

  it('builds each deployable from a Dockerfile that exists, for the package directory of that deployable', () => {
    for (const deployable of DEPLOYABLES) {
      const { path, text } = dockerfileOf(deployable.name);
      expect(existsSync(path), `${deployable.name}: ${path}`).toBe(true);
      expect(resolve(INFRA, services[deployable.name]?.build?.context ?? '')).toBe(resolve(ROOT));
      const args = services[deployable.name]?.build?.args ?? {};
      expect(args.APP_DIR, deployable.name).toBe(deployable.dir);
      expect(existsSync(join(ROOT, deployable.dir, 'src', 'main.ts'))).toBe(true);
      expect(args.PORT).toBe(environmentOf(deployable.name).PORT);
      for (const arg of Object.keys(args)) expect(text).toMatch(new RegExp(`^ARG ${arg}\\b`, 'm'));
    }
  });

  it("sets every variable each process's env parser requires, with values the parsers accept", () => {
    for (const deployable of DEPLOYABLES) {
      const env = environmentOf(deployable.name);
      for (const key of requiredEnvKeys(deployable))
        expect(env[key], `${deployable.name}: ${key}`).toBeTruthy();
      for (const schema of deployable.envSchemas) {
        const parsed = schema.safeParse(env);
        expect(parsed.error?.issues ?? [], deployable.name).toEqual([]);
      }
    }
  });

  it('gives production its backing services: a database per service, Kafka, Redis, the collector', () => {
    const created = read('infra/postgres-init.sql');
    const advertised = String(services.kafka?.environment?.KAFKA_ADVERTISED_LISTENERS);
    for (const deployable of DEPLOYABLES) {
      const env = environmentOf(deployable.name);
      const required = deployable.name === 'gateway' ? PRODUCTION_ENV.gateway : PRODUCTION_ENV.service;
      for (const key of required) expect(env[key], `${deployable.name}: ${key}`).toBeTruthy();
      expect(new URL(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').host).toBe('otel-collector:4318');
      if (deployable.name === 'gateway') {
        expect(new URL(env.REDIS_URL ?? '').hostname).toBe('redis');
        continue;
      }
      const database = new URL(env.DATABASE_URL ?? '');
      expect(database.hostname).toBe('postgres');
      expect(database.pathname).toBe(`/shopforge_${deployable.name}`);
      expect(created).toContain(`CREATE DATABASE shopforge_${deployable.name};`);
      // The broker address a container uses must be one the broker advertises.
      expect(advertised).toContain(`://${env.KAFKA_BROKERS}`);
    }
  });

  it('tells every process where each service listens, by its compose name and port', () => {
    for (const deployable of DEPLOYABLES) {
      const env = environmentOf(deployable.name);
      for (const peer of SERVICES) {
        const port = environmentOf(peer.name).PORT;
        expect(env[serviceUrlKey(peer.name)], `${deployable.name} → ${peer.name}`).toBe(
          `http://${peer.name}:${port}`,
        );
      }
    }
  });

  it('starts nothing before what it depends on is healthy, and every such dependency has a healthcheck', () => {
    for (const deployable of SERVICES) {
      expect(services[deployable.name]?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        kafka: { condition: 'service_healthy' },
      });
    }
    const gatewayNeeds = Object.keys(services.gateway?.depends_on ?? {});
    for (const needed of ['redis', ...SERVICES.map((d) => d.name)]) {
      expect(services.gateway?.depends_on?.[needed]?.condition, needed).toBe('service_healthy');
    }
    expect(gatewayNeeds.length).toBeGreaterThan(6);
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        if (condition !== 'service_healthy') continue;
        const own = services[dependency]?.healthcheck;
        const image = services[dependency]?.build ? dockerfileOf(dependency).text : '';
        expect(Boolean(own) || /^HEALTHCHECK /m.test(image), `${dependency} has a healthcheck`).toBe(true);
      }
    }
  });

  it('sends traces through the collector to Jaeger, whose UI is published', () => {
    const collector = parse(read('infra/otel-collector.yaml')) as {
      exporters: Record<string, { endpoint?: string }>;
      service: { pipelines: Record<string, { exporters: string[] }> };
    };
    const exporters = collector.service.pipelines.traces?.exporters ?? [];
    const toJaeger = exporters.filter((name) => collector.exporters[name]?.endpoint?.startsWith('jaeger:'));
    expect(toJaeger).toHaveLength(1);
    expect(services.jaeger?.environment?.COLLECTOR_OTLP_ENABLED).toBe('true');
    expect(services.jaeger?.ports).toContain('16686:16686');
  });

  it('asks for every variable it requires in infra/.env.example', () => {
    const example = read('infra/.env.example');
    const required = [...read('infra/compose.yaml').matchAll(INTERPOLATION)]
      .filter((match) => match[2]?.endsWith('?'))
      .map((match) => match[1] as string);
    expect(new Set(required)).toEqual(new Set(Object.keys(OPERATOR_SUPPLIED)));
    for (const name of required) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('infra/Dockerfile', () => {
  const dockerfile = read('infra/Dockerfile');
  const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'));

  it('runs on Node 20 slim as a non-root user, with a HEALTHCHECK on /readyz', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-[a-z]+-slim$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    expect(runtime).toMatch(/^CMD \[.*"dist\/main\.js"\]$/m);
  });

  it('generates the Prisma clients and bundles in the image, then deploys only production dependencies', () => {
    expect(dockerfile).toMatch(/run generate/);
    expect(dockerfile).toMatch(/run build/);
    expect(dockerfile).toMatch(/deploy --prod/);
    expect(dockerfile).toMatch(/--frozen-lockfile/);
  });

  it('keeps dependencies, build output and local data out of the build context (.dockerignore)', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/src/generated', '.git', '.data', '**/.env']) {
      expect(ignored).toContain(entry);
    }
  });
});
