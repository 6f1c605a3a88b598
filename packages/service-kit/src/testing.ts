import { createServer } from 'node:net';
import type { SignalPublisher } from '@shopforge/events';
import type { Principal, ResellerPrincipal, Scope } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { Database, DatabaseConfig } from '@shopforge/db';
import { callTRPCProcedure } from '@trpc/server';
import type { Clock } from './clock';
import type { ServiceFactory } from './define';
import { createCursorCodec } from './pagination';
import type { ServiceDeps } from './service-instance';
import type { ServiceContext } from './trpc/context';

/** A principal as the gateway would forward it, for calling shop procedures in tests. */
export function testPrincipal(shopId: string, scopes: Scope[] = ['*']): Principal {
  return {
    kind: 'api_key',
    shop_id: shopId,
    shop_status: 'active',
    plan: 'free',
    currency: 'USD',
    credential_id: '00000000-0000-7000-8000-000000000000',
    scopes,
    oauth_client_id: null,
  };
}

export function internalContext(principal: Principal | null = null): ServiceContext {
  return { caller: 'internal', principal, requestId: 'test' };
}

/** A Reseller API call, as the gateway forwards it after resolving the key. */
export function resellerContext(reseller: ResellerPrincipal): ServiceContext {
  return { caller: 'internal', principal: null, reseller, requestId: 'test' };
}

export function operatorContext(): ServiceContext {
  return { caller: 'operator', principal: null, requestId: 'test' };
}

/**
 * Boots a service as production and embedded mode do (database opened and migrated by
 * `defineService`) and checks it reports ready and answers its health procedure.
 */
export async function bootAndCheckHealth(
  factory: ServiceFactory,
  database: DatabaseConfig,
  env: Readonly<Record<string, string>> = {},
): Promise<{ ready: boolean; health: unknown }> {
  const instance = await factory({
    database,
    migrate: true,
    cursorSecret: 'test-cursor-secret-'.repeat(3),
    env,
  });
  try {
    const ready = await instance.ready();
    // The path the gateway's readiness probe calls, by name, as over HTTP.
    const health: unknown = await callTRPCProcedure({
      router: instance.router,
      path: 'health',
      type: 'query',
      ctx: internalContext(),
      getRawInput: async () => undefined,
      signal: undefined,
      batchIndex: 0,
    });
    return { ready, health };
  } finally {
    await instance.close();
  }
}

/** How a shared behaviour suite gets a fresh database: PGlite in unit, PostgreSQL in integration runs. */
export type OpenTestDatabase = () => Promise<{
  adapter: Database['adapter'];
  sql: Database['sql'];
  close(): Promise<void>;
}>;

/** The dependencies a router factory receives, for a test that drives the clock. */
/** For runtimes built by hand in tests whose service sends no signals. */
export const NO_SIGNALS: SignalPublisher = { publish: async () => {} };

export function testDeps<TPrisma>(prisma: TPrisma, clock: Clock, sql: Database['sql']): ServiceDeps<TPrisma> {
  return {
    prisma,
    sql,
    clock,
    cursors: createCursorCodec({ secret: 'test-cursor-secret-'.repeat(2), clock }),
  };
}

/** A tRPC caller throws a TRPCError around the AppError; peer clients hand over the AppError itself. */
export async function unwrapAppError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw cause instanceof AppError ? cause : error;
  }
}

/** The AppError a call failed with, as a caller sees it; fails the test if the call succeeded. */
export async function failureOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof AppError) return cause;
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A loopback port nobody listens on right now, for a process a test starts on a fixed port. */
/**
 * `count` free ports from `base` up, below Linux's ephemeral range (32768–60999), for processes
 * a test starts itself: a port picked in that range and released can be taken by any outgoing
 * connection before the process binds it, and a process restarted after a kill must find its
 * port free again.
 */
export async function portsOutsideEphemeralRange(count: number, base: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = base; ports.length < count; port++) {
    if (port >= 32_768) throw new Error(`no ${count} free ports between ${base} and 32767`);
    if (await isFreePort(port)) ports.push(port);
  }
  return ports;
}

function isFreePort(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
