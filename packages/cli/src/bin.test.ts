import { spawn } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startStandIn } from './testing/stand-in-server';

const BIN = fileURLToPath(new URL('../bin/shopforge.mjs', import.meta.url));

/**
 * A platform that cannot answer: a non-routable address would hang any connection attempt, and
 * the data dir and database do not exist. Help must not notice.
 */
const UNREACHABLE = {
  PATH: process.env.PATH,
  SHOPFORGE_OPERATOR_TOKEN: 'sfop_unreachable',
  OAUTH_SERVICE_URL: 'http://10.255.255.1:4101',
  CATALOG_SERVICE_URL: 'http://10.255.255.1:4102',
  BILLING_SERVICE_URL: 'http://10.255.255.1:4103',
  RESELLER_SERVICE_URL: 'http://10.255.255.1:4104',
  SHOPFORGE_DATA_DIR: '/nonexistent',
  DATABASE_URL: 'postgres://postgres@10.255.255.1:5432/none',
};

function shopforge(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: UNREACHABLE });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// Starting tsx dominates these timings; a connection attempt would hang far past the timeout.
describe('the shopforge executable with no platform to reach', { timeout: 30_000 }, () => {
  it('prints help and exits 0', async () => {
    const started = Date.now();
    const help = await shopforge('--help');
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(help.stdout).toContain('Usage: shopforge <command> [options]');
  });

  it('prints a command’s help and exits 0', async () => {
    const help = await shopforge('key', 'create', '--help');
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toContain('Usage: shopforge key create --shop <id> [options]');
  });

  it('prints its version', async () => {
    expect(await shopforge('--version')).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
  });

  it('exits 2 on a flag mistake, with one line and no stack trace', async () => {
    expect(await shopforge('key', 'revoke')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --key-id is required.\n',
    });
    const unknown = await shopforge('key', 'revoke', '--key-id', 'k', '--force');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('shopforge listen as a process', { timeout: 30_000 }, () => {
  it('stops on Ctrl-C: closes the stream and exits 0, with nothing left holding the process', async () => {
    const streams: ServerResponse[] = [];
    const gateway = await startStandIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).write(': connected\nretry: 2000\n\n');
      streams.push(res);
    });
    try {
      const child = spawn(process.execPath, [BIN, 'listen', '--forward-to', 'http://127.0.0.1:4000/hook'], {
        env: { PATH: process.env.PATH, SHOPFORGE_API_URL: gateway.url, SHOPFORGE_API_KEY: 'shx_bin_test' },
      });
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
          if (stdout.includes('Ready!')) resolve();
        });
      });
      const closed = new Promise((resolve) => streams[0]?.on('close', resolve));
      const stopping = Date.now();
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      await closed;
      expect(Date.now() - stopping).toBeLessThan(5_000);
      expect(stderr).toBe('');
      expect(stdout).toMatch(
        /^Ready! Forwarding events to http:\/\/127\.0\.0\.1:4000\/hook\. Your webhook signing secret is whsec_/,
      );
    } finally {
      await gateway.close();
    }
  });
});
