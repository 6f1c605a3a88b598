import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedServiceEnv } from './embedded-settings';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shopforge-settings-'));
  dirs.push(dir);
  return dir;
}

describe('embedded service settings', () => {
  it.each([
    ['WEBHOOK_SECRET_KEY', 'webhook-secret.key'],
    ['PAYMENT_SECRET_KEY', 'payment-secret.key'],
    ['OAUTH_SECRET_KEY', 'oauth-secret.key'],
  ])('creates %s once, owner-only, and reuses it on the next start', (name, file) => {
    const dir = dataDir();
    const first = embeddedServiceEnv(dir, {}, () => {});
    const second = embeddedServiceEnv(dir, {}, () => {});
    expect(first[name]).toMatch(/^[0-9a-f]{64}$/);
    expect(second[name]).toBe(first[name]);
    expect(readFileSync(join(dir, file), 'utf8')).toBe(first[name]);
    expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
  });

  it('allows loopback webhook targets by default, and says so', () => {
    const warnings: string[] = [];
    const env = embeddedServiceEnv(dataDir(), {}, (message) => warnings.push(message));
    expect(env.WEBHOOK_ALLOW_LOOPBACK).toBe('true');
    expect(warnings).toEqual([expect.stringContaining('WEBHOOK_ALLOW_LOOPBACK=false')]);
  });

  it('keeps what the environment sets, silently', () => {
    const warnings: string[] = [];
    const key = 'ab'.repeat(32);
    const env = embeddedServiceEnv(
      dataDir(),
      { WEBHOOK_SECRET_KEY: key, WEBHOOK_ALLOW_LOOPBACK: 'false' },
      (m) => warnings.push(m),
    );
    expect(env).toMatchObject({ WEBHOOK_SECRET_KEY: key, WEBHOOK_ALLOW_LOOPBACK: 'false' });
    expect(warnings).toEqual([]);
  });

  it('delivers buyer mail to the mailbox in the data directory unless a mail server or mailbox is named', () => {
    const dir = dataDir();
    expect(embeddedServiceEnv(dir, {}, () => {}).MAILBOX_DIR).toBe(join(dir, 'mailbox'));
    expect(
      embeddedServiceEnv(dir, { SMTP_URL: 'smtp://mail.example:587' }, () => {}).MAILBOX_DIR,
    ).toBeUndefined();
    expect(embeddedServiceEnv(dir, { MAILBOX_DIR: '/tmp/box' }, () => {}).MAILBOX_DIR).toBe('/tmp/box');
  });
});
