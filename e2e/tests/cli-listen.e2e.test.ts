import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { verifyWebhook } from '@shopforge/webhook-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

const BIN = fileURLToPath(new URL('../../packages/cli/bin/shopforge.mjs', import.meta.url));

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

interface Verified {
  event: string;
  ok: boolean;
  at: number;
  body: string;
}

/** The merchant's local endpoint: verifies each delivery with the installable verifier. */
async function localEndpoint(secret: () => string) {
  const received: Verified[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const result = verifyWebhook({ secret: secret(), rawBody, headers: req.headers });
      received.push({
        event: String(req.headers['x-shopforge-event']),
        ok: result.ok,
        at: Date.now(),
        body: rawBody.toString(),
      });
      res.writeHead(result.ok ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, server };
}

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
});

describe('shopforge listen and trigger against the running platform', () => {
  it('trigger order:paid reaches a local endpoint through listen within a second, verified with the session secret', async () => {
    const { fullKey } = await newShop(p);
    let secret = '';
    const endpoint = await localEndpoint(() => secret);
    const env = { ...process.env, SHOPFORGE_API_KEY: fullKey, SHOPFORGE_API_URL: p.gatewayUrl };
    child = spawn(
      process.execPath,
      [BIN, 'listen', '--forward-to', endpoint.url, '--events', 'order:paid', '--json'],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const lines: Record<string, unknown>[] = [];
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        lines.push(JSON.parse(buffered.slice(0, end)));
        buffered = buffered.slice(end + 1);
        end = buffered.indexOf('\n');
      }
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const until = async (check: () => boolean, ms: number, what: string) => {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen; stderr: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await until(() => lines.some((line) => line.type === 'ready'), 30_000, 'listen ready');
    const ready = lines.find((line) => line.type === 'ready') as { webhook_secret: string };
    expect(ready.webhook_secret).toMatch(/^whsec_/);
    secret = ready.webhook_secret;

    const triggered = await runCli(
      { SHOPFORGE_API_KEY: fullKey, SHOPFORGE_API_URL: p.gatewayUrl },
      'trigger',
      'order:paid',
      '--json',
    );
    expect(triggered.code, triggered.stderr).toBe(0);
    const paidAt = Date.now();
    await until(() => endpoint.received.length > 0, 5_000, 'the order:paid delivery');
    const [delivery] = endpoint.received;
    expect(delivery?.event).toBe('order:paid');
    expect(delivery?.ok).toBe(true);
    expect((delivery?.at ?? Number.POSITIVE_INFINITY) - paidAt).toBeLessThan(1000);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      event: 'order:paid',
      data: { status: 'COMPLETED' },
    });
    await until(() => lines.some((line) => line.type === 'delivery'), 2_000, 'the delivery line');
    expect(lines.find((line) => line.type === 'delivery')).toMatchObject({ status: 200 });

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    endpoint.server.close();
  });
});
