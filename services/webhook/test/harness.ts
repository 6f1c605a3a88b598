import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCallerFactory, createCursorCodec, ManualClock, PeerClients } from '@shopforge/service-kit';
import {
  internalContext,
  NO_SIGNALS,
  type OpenTestDatabase,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import type { Scope } from '@shopforge/contracts';
import { createLogger } from '@shopforge/telemetry';
import { createPrismaClient, type WebhookPrisma } from '../src/db/client';
import { webhookDeps } from '../src/assemble';
import type { WebhookDeps } from '../src/deps';
import { parseWebhookSettings } from '../src/env';
import { createWebhookRouter, type WebhookRouter } from '../src/router';
import { TEST_WEBHOOK_ENV } from '../src/testing';

export const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
export const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';

const callersOf = (router: WebhookRouter) => createCallerFactory(router);
type Caller = ReturnType<ReturnType<typeof callersOf>>;

export interface Harness {
  prisma: WebhookPrisma;
  clock: ManualClock;
  deps: WebhookDeps;
  /** The shop's caller, with every scope unless `scopes` narrows it. */
  asShop(shopId: string, scopes?: Scope[]): Caller;
  internal(): Caller;
  close(): Promise<void>;
}

/** A webhook service's router over a fresh database, on a clock the test moves. */
export async function openHarness(
  open: OpenTestDatabase,
  env: Readonly<Record<string, string>> = TEST_WEBHOOK_ENV,
): Promise<Harness> {
  const db = await open();
  const prisma = createPrismaClient(db.adapter);
  const clock = new ManualClock(Date.UTC(2026, 10, 1));
  // The catalog is not running here: a product reference resolves to itself unless it says it is missing.
  const deps = webhookDeps(
    {
      prisma,
      sql: db.sql,
      clock,
      cursors: createCursorCodec({ secret: 'test-cursor-secret-'.repeat(2), clock }),
      settings: parseWebhookSettings(env),
      log: createLogger('webhook-test', { level: 'silent' }),
      signals: NO_SIGNALS,
      peers: new PeerClients(),
    },
    { catalog: { resolve: async (_principal, ref) => (ref.startsWith('missing') ? null : ref) } },
  );
  const router = createWebhookRouter(deps);
  const callers = callersOf(router);
  return {
    prisma,
    clock,
    deps,
    asShop: (shopId, scopes) => callers(internalContext(testPrincipal(shopId, scopes))),
    internal: () => callers(internalContext()),
    close: async () => {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local endpoint that records what it receives and answers with `status()`. */
export interface Receiver {
  url: string;
  received: ReceivedRequest[];
  status: number;
  close(): Promise<void>;
}

export async function startReceiver(status = 200): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const state = { status };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = state.status;
      res.end(state.status >= 400 ? 'receiver says no' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
