import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutput, type Output } from '../output';
import type { PlatformClients } from '../platform-clients';

/** A node:http server on a free local port, playing the platform or a merchant's receiver. */
export interface StandIn {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

export async function startStandIn(handler: RequestListener): Promise<StandIn> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        // Open event streams would otherwise keep close() waiting for ever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: one the system just handed out and got back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** An Output that keeps what a command prints, stdout and stderr apart. */
export function capturedOutput(json = false): { out: Output; stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out = createOutput(
    json,
    (text) => stdout.push(text) > 0,
    (text) => stderr.push(text) > 0,
  );
  return { out, stdout, stderr };
}

/** Operator clients a merchant command must not touch, and the merchant API it may. */
export function merchantOnlyClients(baseUrl: string, key: string): PlatformClients {
  const refuse = () => Promise.reject(new Error('a merchant command asked for an operator client'));
  return {
    oauth: refuse,
    catalog: refuse,
    billing: refuse,
    reseller: refuse,
    merchant: () => ({ baseUrl, key }),
  };
}
